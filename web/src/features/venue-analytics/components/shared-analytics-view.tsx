import styled from 'styled-components';
import { ApiError } from '@/lib/api-client';
import { ButtonLink } from '@/ui/button';
import { AlertIcon } from '@/ui/icons';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';
import { StateMessage } from '@/ui/state-message';
import { useSharedAnalytics } from '../api/analytics-share';
import { useAnalyticsPeriod } from '../hooks/use-analytics-period';
import { AnalyticsBody, AnalyticsHeading } from './analytics-panel';

/** A venue's analytics opened from its owner's shared link: the same figures, read-only, no exports. */
export function SharedAnalyticsView({ token }: { token: string }) {
  const [period, setPeriod] = useAnalyticsPeriod();
  const { data, error, mutate } = useSharedAnalytics(token, period);
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <>
      <PageHeader
        eyebrow="Shared analytics — read only"
        title={data ? data.venueName : 'Venue analytics'}
        intro="Shared read-only by the venue's owner: page views, inquiries, bookings and how the venue compares in its town."
      />
      <Page>
        {gone ? (
          <StateMessage icon={<AlertIcon />} title="This link no longer works" action={<ButtonLink to="/">Go to the home page</ButtonLink>}>
            The owner may have stopped sharing these analytics or made a new link. Ask them for the latest one.
          </StateMessage>
        ) : (
          <StyledStack>
            <AnalyticsHeading period={period} onPeriod={setPeriod} analytics={data} />
            <AnalyticsBody analytics={data} error={error} onRetry={() => void mutate()} />
          </StyledStack>
        )}
      </Page>
    </>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;
