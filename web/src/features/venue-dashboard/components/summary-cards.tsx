import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { AlertIcon, CalendarIcon, MessageIcon, RefreshIcon, SearchIcon, StarIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { plural } from '../utils/format';

interface Metric {
  id: 'profileViews' | 'newInquiries' | 'bookings' | 'rating';
  label: string;
  icon: ReactNode;
}

const METRICS: readonly Metric[] = [
  { id: 'profileViews', label: 'Profile Views', icon: <SearchIcon /> },
  { id: 'newInquiries', label: 'New Inquiries', icon: <MessageIcon /> },
  { id: 'bookings', label: 'Bookings', icon: <CalendarIcon /> },
  { id: 'rating', label: 'Rating', icon: <StarIcon /> },
];

/** The four cards at the top, counted by the server from real rows. */
export function SummaryCards({ venueId }: { venueId: string }) {
  const { data, error, isLoading, mutate } = useDashboardSummary(venueId);

  if (error && !data) {
    return (
      <StyledError role="alert">
        <AlertIcon />
        <span>The summary could not be loaded. {errorMessage(error)}</span>
        <Button $size="sm" $variant="outline" onClick={() => void mutate()}>
          <RefreshIcon /> Try again
        </Button>
      </StyledError>
    );
  }

  const values: Record<Metric['id'], { value: string; note: string }> | null = data
    ? {
        profileViews: { value: data.profileViews.toLocaleString('en-US'), note: 'Visits of your public page' },
        newInquiries: { value: data.newInquiries.toLocaleString('en-US'), note: data.newInquiries ? 'Waiting for your reply' : 'All caught up' },
        bookings: { value: data.bookings.toLocaleString('en-US'), note: 'Pending, confirmed and completed' },
        rating: {
          value: data.reviewCount ? data.rating.toFixed(1) : '–',
          note: data.reviewCount ? plural(data.reviewCount, 'review') : 'No reviews yet',
        },
      }
    : null;

  return (
    <section aria-labelledby="dashboard-summary-title" aria-busy={isLoading || undefined}>
      <VisuallyHidden as="h2" id="dashboard-summary-title">
        Summary
      </VisuallyHidden>
      <StyledGrid>
      {METRICS.map((metric) => (
        <StyledCard key={metric.id} data-metric={metric.id}>
          <dt>
            {metric.label}
            <StyledIcon aria-hidden="true">{metric.icon}</StyledIcon>
          </dt>
          {values ? (
            <>
              <StyledValue>{values[metric.id].value}</StyledValue>
              <StyledNote>{values[metric.id].note}</StyledNote>
            </>
          ) : (
            <dd>
              <Skeleton $width="4rem" $height="2rem" />
            </dd>
          )}
        </StyledCard>
      ))}
      </StyledGrid>
    </section>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space[4]}; }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const StyledCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  dt {
    padding-right: ${({ theme }) => theme.space[8]};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd { margin: 0; }

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[5]}; }
`;

const StyledIcon = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledValue = styled.dd`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.oakDeep};
  font-variant-numeric: tabular-nums;
`;

const StyledNote = styled.dd`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; flex: none; }
  span { flex: 1 1 12rem; }
`;
