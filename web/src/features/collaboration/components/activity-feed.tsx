import { errorMessage } from '@/lib/api-client';
import { ActivityList, ActivityNote } from '@/shared/components/activity-list';
import { Button } from '@/ui/button';
import { RefreshIcon } from '@/ui/icons';
import { LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';
import { TitledCard } from '@/ui/titled-card';
import { useActivities } from '../api/activities';
import { useNow } from '../hooks/use-now';

const CLOCK_TICK_MS = 30_000;

/** Everything the team did, newest first, with the spec's "5m ago" times. Read again every 30 s. */
export function ActivityFeed({ bookingId }: { bookingId: string | null }) {
  const { data, error, mutate } = useActivities(bookingId);
  const now = useNow(CLOCK_TICK_MS);
  return (
    <TitledCard id="collaboration-activity" title="Activity">
      {error && !data ? (
        <ActivityNote role="alert">
          The activity could not be loaded. {errorMessage(error)}
          <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
            <RefreshIcon /> Try again
          </Button>
        </ActivityNote>
      ) : !data ? (
        <LoadingShape label="Loading activity…">
          <SkeletonStack>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} $height="2.75rem" />
            ))}
          </SkeletonStack>
        </LoadingShape>
      ) : data.length === 0 ? (
        <ActivityNote>Nothing yet. Tasks completed, expenses added, comments and guests’ answers will show up here.</ActivityNote>
      ) : (
        <ActivityList activities={data} label="Team activity" now={now} />
      )}
    </TitledCard>
  );
}
