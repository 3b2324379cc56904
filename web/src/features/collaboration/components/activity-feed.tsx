import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { longDateTime, timeAgo } from '@/lib/time-ago';
import { Button } from '@/ui/button';
import { CheckIcon, ClockIcon, MessageIcon, RefreshIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';
import { TitledCard } from '@/ui/titled-card';
import { useActivities } from '../api/activities';
import { useNow } from '../hooks/use-now';
import type { Activity, ActivityType } from '../types';

const CLOCK_TICK_MS = 30_000;

const ICONS: Record<ActivityType, ReactNode> = {
  task: <CheckIcon />,
  timeline: <ClockIcon />,
  budget: <WalletIcon />,
  guest: <UsersIcon />,
  vendor: <MessageIcon />,
  comment: <MessageIcon />,
};

/** Everything the team did, newest first, with the spec's "5m ago" times. Read again every 30 s. */
export function ActivityFeed({ bookingId }: { bookingId: string | null }) {
  const { data, error, mutate } = useActivities(bookingId);
  const now = useNow(CLOCK_TICK_MS);
  return (
    <TitledCard id="collaboration-activity" title="Activity">
      {error && !data ? (
        <StyledNote role="alert">
          The activity could not be loaded. {errorMessage(error)}
          <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
            <RefreshIcon /> Try again
          </Button>
        </StyledNote>
      ) : !data ? (
        <LoadingShape label="Loading activity…">
          <SkeletonStack>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} $height="2.75rem" />
            ))}
          </SkeletonStack>
        </LoadingShape>
      ) : data.length === 0 ? (
        <StyledNote>Nothing yet. Tasks completed, expenses added, comments and guests’ answers will show up here.</StyledNote>
      ) : (
        <StyledList aria-label="Team activity">
          {data.map((activity) => (
            <ActivityRow key={activity.id} activity={activity} now={now} />
          ))}
        </StyledList>
      )}
    </TitledCard>
  );
}

function ActivityRow({ activity, now }: { activity: Activity; now: Date }) {
  return (
    <StyledItem data-activity-type={activity.type}>
      <StyledIcon aria-hidden="true">{ICONS[activity.type] ?? <ClockIcon />}</StyledIcon>
      <StyledText>
        <p>
          <strong>{activity.userName}</strong> {activity.action}
        </p>
        {activity.details && <p>{activity.details}</p>}
        <StyledTime dateTime={activity.timestamp} title={longDateTime(activity.timestamp)}>
          {timeAgo(activity.timestamp, now)}
        </StyledTime>
      </StyledText>
    </StyledItem>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledNote = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
