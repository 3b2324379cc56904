import styled, { css } from 'styled-components';
import { InlineLoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useGuestStats } from '../api/get-guests';
import type { GuestStats } from '../types';

type Accent = 'oak' | 'success' | 'terracotta' | 'sage' | 'bluebonnet' | 'star';

const CARDS: readonly { key: keyof GuestStats; label: string; hint?: string; accent: Accent }[] = [
  { key: 'total', label: 'Total', accent: 'oak' },
  { key: 'confirmed', label: 'Confirmed', accent: 'success' },
  { key: 'declined', label: 'Declined', accent: 'terracotta' },
  { key: 'pending', label: 'Pending', accent: 'sage' },
  { key: 'plusOnes', label: 'Plus-ones', hint: 'of confirmed guests', accent: 'bluebonnet' },
  { key: 'dietaryNeeds', label: 'Dietary needs', hint: 'of confirmed guests', accent: 'star' },
];

export function GuestStatsCards({ bookingId }: { bookingId: string }) {
  const { data: stats, error, isLoading, mutate } = useGuestStats(bookingId);
  return (
    <StyledWrap>
      <StyledGrid aria-busy={isLoading}>
        {CARDS.map(({ key, label, hint, accent }) => (
          <StyledCard key={key} $accent={accent} data-stat={key}>
            <dt>
              {label}
              {hint && <StyledHint>{hint}</StyledHint>}
            </dt>
            <dd>{stats ? stats[key].toLocaleString('en-US') : isLoading ? <Skeleton $width="2.5rem" $height="2rem" /> : '–'}</dd>
          </StyledCard>
        ))}
      </StyledGrid>
      {error && (
        <InlineLoadError role="alert" onRetry={() => void mutate()}>
          The counts could not be loaded.
        </InlineLoadError>
      )}
      <StyledFootnote>
        <StyledPhoneOnly>Plus-ones and dietary needs count confirmed guests. </StyledPhoneOnly>
        {stats && stats.expectedAttendance > 0 && (
          <>
            Expecting <strong>{stats.expectedAttendance.toLocaleString('en-US')}</strong> so far: confirmed guests and their plus-ones.
          </>
        )}
      </StyledFootnote>
    </StyledWrap>
  );
}

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const StyledCard = styled.div<{ $accent: Accent }>`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $accent }) => css`
    box-shadow: inset 0 3px 0 ${theme.colors[$accent]};
  `}

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  dd {
    margin: 0;
    min-height: 2rem;
    color: ${({ theme }) => theme.colors.oakDeep};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: 1.25;
    font-variant-numeric: tabular-nums;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    dt { font-size: ${({ theme }) => theme.fontSizes.sm}; }
    dd { min-height: 2.25rem; font-size: ${({ theme }) => theme.fontSizes['3xl']}; line-height: 1.2; }
  }
`;

/** On a phone the footnote under the cards says it instead. */
const StyledHint = styled.span`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledFootnote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { color: ${({ theme }) => theme.colors.oakDeep}; }
`;

const StyledPhoneOnly = styled.span`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
