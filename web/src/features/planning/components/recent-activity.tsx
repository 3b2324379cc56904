import { errorMessage } from '@/lib/api-client';
import { ActivityList, ActivityNote } from '@/shared/components/activity-list';
import { Button } from '@/ui/button';
import { RefreshIcon } from '@/ui/icons';
import { Skeleton, SkeletonStack } from '@/ui/skeleton';
import { TitledCard } from '@/ui/titled-card';
import { useMyActivities } from '../api/get-activities';

/** The feed keeps fifty; the overview shows the newest few. */
const SHOWN = 6;

/** Real events of the couple's planning: tasks completed, expenses added, guests' answers. */
export function RecentActivity() {
  const { data, error, mutate, isLoading } = useMyActivities();
  return (
    <TitledCard id="overview-activity" title="Recent Activity">
      {error && !data ? (
        <ActivityNote role="alert">
          Recent activity could not be loaded. {errorMessage(error)}
          <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
            <RefreshIcon /> Try again
          </Button>
        </ActivityNote>
      ) : !data || isLoading ? (
        <SkeletonStack aria-busy="true" aria-label="Loading recent activity">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} $height="2.75rem" />
          ))}
        </SkeletonStack>
      ) : data.length === 0 ? (
        <ActivityNote>Nothing yet. Completed tasks, new expenses and your guests’ RSVPs will show up here.</ActivityNote>
      ) : (
        <ActivityList activities={data.slice(0, SHOWN)} label="Recent activity" />
      )}
    </TitledCard>
  );
}
