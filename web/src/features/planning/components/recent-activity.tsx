import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { CheckIcon, ClockIcon, MessageIcon, RefreshIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { Skeleton, SkeletonStack } from '@/ui/skeleton';
import { TitledCard } from '@/ui/titled-card';
import { useMyActivities, type Activity } from '../api/get-activities';
import { activityTime } from '../utils/activity-time';

/** The feed keeps fifty; the overview shows the newest few. */
const SHOWN = 6;

const ICONS: Record<Activity['type'], ReactNode> = {
  task: <CheckIcon />,
  timeline: <ClockIcon />,
  budget: <WalletIcon />,
  guest: <UsersIcon />,
  vendor: <MessageIcon />,
  comment: <MessageIcon />,
};

/** Real events of the couple's planning: tasks completed, expenses added, guests' answers. */
export function RecentActivity() {
  const { data, error, mutate, isLoading } = useMyActivities();
  return (
    <TitledCard id="overview-activity" title="Recent Activity">
      {error && !data ? (
        <StyledNote role="alert">
          Recent activity could not be loaded. {errorMessage(error)}
          <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
            <RefreshIcon /> Try again
          </Button>
        </StyledNote>
      ) : !data || isLoading ? (
        <SkeletonStack aria-busy="true" aria-label="Loading recent activity">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} $height="2.75rem" />
          ))}
        </SkeletonStack>
      ) : data.length === 0 ? (
        <StyledNote>Nothing yet. Completed tasks, new expenses and your guests’ RSVPs will show up here.</StyledNote>
      ) : (
        <StyledList>
          {data.slice(0, SHOWN).map((activity) => (
            <ActivityRow key={activity.id} activity={activity} />
          ))}
        </StyledList>
      )}
    </TitledCard>
  );
}

function ActivityRow({ activity }: { activity: Activity }) {
  const time = activityTime(activity.timestamp);
  return (
    <StyledItem data-activity-type={activity.type}>
      <StyledIcon aria-hidden="true">{ICONS[activity.type]}</StyledIcon>
      <StyledText>
        <p>
          <strong>{activity.userName}</strong> {activity.action}
        </p>
        {activity.details && <StyledDetails>{activity.details}</StyledDetails>}
        <StyledTime dateTime={activity.timestamp} title={time.full}>
          {time.text}
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

const StyledDetails = styled.p`
  color: ${({ theme }) => theme.colors.ink};
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
