import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { SparkleIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { StateMessage } from '@/ui/state-message';
import { useVenueAnalytics } from '../api/get-venue-analytics';
import { useAnalyticsPeriod } from '../hooks/use-analytics-period';
import type { AnalyticsPeriodKey, VenueAnalytics } from '../types';
import { periodLabel } from '../utils/analytics-period';
import { isQuietPeriod } from '../utils/analytics-trend';
import { AnalyticsExport } from './analytics-export';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { AnalyticsView } from './analytics-view';
import { PeriodSelect } from './period-select';

/** The owner's Analytics tab: the period, its figures in four tabs, and the exports and share link. */
export function AnalyticsPanel({ venue }: { venue: { id: string; name: string } }) {
  const [period, setPeriod] = useAnalyticsPeriod();
  const { data, error, isValidating, mutate } = useVenueAnalytics(venue.id, period);
  return (
    <StyledPanel aria-busy={isValidating || undefined}>
      <AnalyticsHeading period={period} onPeriod={setPeriod} analytics={data} />
      <AnalyticsBody
        analytics={data}
        error={error}
        onRetry={() => void mutate()}
        footer={<AnalyticsExport venueId={venue.id} venueName={venue.name} period={period} />}
      />
    </StyledPanel>
  );
}

interface HeadingProps {
  period: AnalyticsPeriodKey;
  onPeriod(period: AnalyticsPeriodKey): void;
  analytics: VenueAnalytics | undefined;
}

/** The period select, with the dates it covers once they are known. */
export function AnalyticsHeading({ period, onPeriod, analytics }: HeadingProps) {
  const range = analytics && analytics.period.key === period ? `${shortDay(analytics.period.from)} – ${shortDay(analytics.period.to)}` : null;
  return (
    <StyledHeading>
      <div>
        <h2>Analytics</h2>
        <p>
          {periodLabel(period)}
          {range && `: ${range}`}, compared with the period before.
        </p>
      </div>
      <PeriodSelect value={period} onChange={onPeriod} />
    </StyledHeading>
  );
}

interface BodyProps {
  analytics: VenueAnalytics | undefined;
  error: Error | undefined;
  onRetry(): void;
  /** Under the figures once they are there (the owner's exports). */
  footer?: ReactNode;
}

/** Loading, failed, quiet or the figures: the states both the panel and the shared page go through. */
export function AnalyticsBody({ analytics, error, onRetry, footer }: BodyProps) {
  if (error && !analytics) {
    return (
      <LoadError title="Analytics could not be loaded" onRetry={onRetry}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (!analytics) return <AnalyticsSkeleton />;
  if (isQuietPeriod(analytics.overview)) {
    return (
      <>
        <StateMessage icon={<SparkleIcon />} title="No visits or inquiries in this period yet">
          Figures appear here as couples visit your page, inquire and book. Try a longer period to see earlier activity.
        </StateMessage>
        {footer}
      </>
    );
  }
  return (
    <>
      <AnalyticsView analytics={analytics} />
      {footer}
    </>
  );
}

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function shortDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return SHORT_DAY.format(new Date(Date.UTC(y, m - 1, d)));
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;
