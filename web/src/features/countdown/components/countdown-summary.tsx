import { useState } from 'react';
import styled from 'styled-components';
import { calendarDateIn } from '@domain/shared/calendar-date';
import { formatLongDate } from '@domain/shared/format';
import { weddingCountdown } from '@domain/planning/wedding';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useMyWedding } from '@/shared/api/my-wedding';
import { Badge } from '@/ui/badge';
import { Button, ButtonLink } from '@/ui/button';
import { ArrowRightIcon, EyeIcon, EyeOffIcon } from '@/ui/icons';
import { InlineLoadError } from '@/ui/load-error';
import { LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { useUpdateMyWedding } from '../api/update-my-wedding';

interface CountdownSummaryProps {
  /**
   * Offer Hide/Show countdown (saved as the wedding's countdownHidden). Leave it off where the
   * surrounding panel has its own toggle.
   */
  showToggle?: boolean;
}

/**
 * The countdown in a few words for the planning overview: days to go, the date, the planning
 * phase and the way to /countdown. Reads the couple's wedding itself; shows nothing to anyone
 * who is not a signed-in couple.
 */
export function CountdownSummary({ showToggle = true }: CountdownSummaryProps) {
  const wedding = useMyWedding();
  const updateWedding = useUpdateMyWedding();
  const [saving, setSaving] = useState(false);

  if (wedding.error && hasErrorCode(wedding.error, 'AUTH.SIGN_IN_REQUIRED', 'AUTH.FORBIDDEN')) return null;
  if (wedding.error) {
    return (
      <InlineLoadError role="alert" onRetry={() => void wedding.mutate()}>
        The countdown could not be loaded. {errorMessage(wedding.error)}
      </InlineLoadError>
    );
  }
  if (!wedding.data) {
    return (
      <LoadingShape label="Loading your countdown…">
        <SkeletonStack>
          <Skeleton $width="9rem" $height="2.5rem" />
          <Skeleton $width="14rem" />
        </SkeletonStack>
      </LoadingShape>
    );
  }

  const { weddingDate, countdownHidden } = wedding.data;
  const stats = weddingCountdown(weddingDate, calendarDateIn(new Date()));

  const toggle = async () => {
    setSaving(true);
    try {
      await updateWedding({ countdownHidden: !countdownHidden });
    } catch (error) {
      toast({ title: 'Could not change the countdown', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledSummary>
      {showToggle && stats && (
        <StyledToggle>
          <Button $variant="ghost" $size="sm" onClick={() => void toggle()} disabled={saving} aria-expanded={!countdownHidden}>
            {countdownHidden ? <EyeIcon /> : <EyeOffIcon />} {countdownHidden ? 'Show countdown' : 'Hide countdown'}
          </Button>
        </StyledToggle>
      )}
      {!weddingDate || !stats ? (
        <StyledEmpty>
          <p>Set your wedding date to count down the days and celebrate each milestone.</p>
          <ButtonLink to="/countdown" $size="sm">
            Set your wedding date
          </ButtonLink>
        </StyledEmpty>
      ) : showToggle && countdownHidden ? (
        <StyledMuted>The countdown is hidden. Show it again whenever you like.</StyledMuted>
      ) : (
        <StyledBody>
          <StyledDays>
            {stats.daysLeft === 0 ? (
              <strong>The big day is here!</strong>
            ) : (
              <>
                <strong>{stats.daysLeft.toLocaleString('en-US')}</strong> {stats.daysLeft === 1 ? 'day to go' : 'days to go'}
              </>
            )}
          </StyledDays>
          <StyledDate>{formatLongDate(weddingDate)}</StyledDate>
          <StyledFooter>
            <Badge $tone="sage">Planning phase: {stats.planningPhase}</Badge>
            <StyledLink to="/countdown" $variant="ghost" $size="sm">
              Open countdown <ArrowRightIcon />
            </StyledLink>
          </StyledFooter>
        </StyledBody>
      )}
    </StyledSummary>
  );
}

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const StyledToggle = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledDays = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    line-height: 1;
    color: ${({ theme }) => theme.colors.oakDeep};
  }
`;

const StyledDate = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledLink = styled(ButtonLink)`
  margin-left: auto;
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
