import type { ReactNode } from 'react';
import styled from 'styled-components';
import { activityTime } from '@/lib/time-ago';
import type { components } from '@/types/api.generated';
import { CheckIcon, ClockIcon, MessageIcon, UsersIcon, WalletIcon } from '@/ui/icons';

// One way to show the wedding's activity feed: the overview's Recent Activity and the Team tab's
// full feed. Each entry: an icon for its kind, who did what, the details and "5m ago".

export type Activity = components['schemas']['ActivityResponse'];

const ICONS: Record<Activity['type'], ReactNode> = {
  task: <CheckIcon />,
  timeline: <ClockIcon />,
  budget: <WalletIcon />,
  guest: <UsersIcon />,
  vendor: <MessageIcon />,
  comment: <MessageIcon />,
};

/** `now` is passed by a caller that ticks, so "5m ago" keeps counting while the page is open. */
export function ActivityList({ activities, label, now }: { activities: readonly Activity[]; label: string; now?: Date }) {
  return (
    <StyledList aria-label={label}>
      {activities.map((activity) => {
        const time = activityTime(activity.timestamp, now);
        return (
          <StyledItem key={activity.id} data-activity-type={activity.type}>
            <StyledIcon aria-hidden="true">{ICONS[activity.type] ?? <ClockIcon />}</StyledIcon>
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
      })}
    </StyledList>
  );
}

/** The feed's message in place of the list: empty, or failed with a way to try again. */
export const ActivityNote = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
