import { lazy, Suspense } from 'react';
import { AnalyticsSkeleton } from './analytics-skeleton';

// The charts library is big: the panel and recharts load in their own chunk when the owner opens
// the Analytics tab, not with the dashboard.
const AnalyticsPanel = lazy(async () => ({ default: (await import('./analytics-panel')).AnalyticsPanel }));

export function LazyAnalyticsPanel({ venue }: { venue: { id: string; name: string } }) {
  return (
    <Suspense fallback={<AnalyticsSkeleton />}>
      <AnalyticsPanel venue={venue} />
    </Suspense>
  );
}
