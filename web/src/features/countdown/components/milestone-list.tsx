import styled, { css } from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { Badge } from '@/ui/badge';
import { CheckIcon, SparkleIcon, StarIcon } from '@/ui/icons';
import type { CountdownSnapshot, MilestoneView } from '../utils/countdown-snapshot';
import { BoardCard } from './board-card';

type MilestoneState = 'current' | 'completed' | 'upcoming';

const stateOf = (milestone: MilestoneView): MilestoneState =>
  milestone.current ? 'current' : milestone.completed ? 'completed' : 'upcoming';

/** The seven milestones with their dates, each Completed, Current (the week after it falls) or Upcoming. */
export function MilestoneList({ snapshot }: { snapshot: CountdownSnapshot }) {
  const total = snapshot.milestones.length;
  return (
    <BoardCard title="Wedding Milestones" icon={<StarIcon />} aside={`${snapshot.completedCount} of ${total} completed`}>
      <StyledList>
        {snapshot.milestones.map((milestone) => {
          const state = stateOf(milestone);
          return (
            <StyledItem key={milestone.id} $state={state} data-milestone={milestone.id} aria-current={milestone.current ? 'true' : undefined}>
              <StyledMarker $state={state} aria-hidden="true">
                {milestone.completed ? <CheckIcon /> : <span>{milestone.daysFromWedding}</span>}
              </StyledMarker>
              <StyledBody>
                <StyledHead>
                  <StyledName>{milestone.title}</StyledName>
                  {milestone.completed && <Badge $tone="success">Completed</Badge>}
                  {milestone.current && <Badge $tone="accent">Current</Badge>}
                  {!milestone.completed && <Badge $tone="neutral">Upcoming</Badge>}
                </StyledHead>
                <StyledDate>
                  {formatLongDate(milestone.date)} · {milestone.daysFromWedding} days before
                </StyledDate>
                <StyledText>{milestone.description}</StyledText>
                <StyledReward>
                  <SparkleIcon aria-hidden="true" /> <span>Reward: {milestone.reward}</span>
                </StyledReward>
              </StyledBody>
            </StyledItem>
          );
        })}
      </StyledList>
    </BoardCard>
  );
}

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $state: MilestoneState }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      border-color: ${theme.colors.terracotta};
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadows.sm};
    `}

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const markerTones = {
  completed: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.white};
  `,
  current: css`
    background: ${({ theme }) => theme.colors.terracotta};
    color: ${({ theme }) => theme.colors.white};
  `,
  upcoming: css`
    background: ${({ theme }) => theme.colors.creamDeep};
    color: ${({ theme }) => theme.colors.oakDeep};
  `,
} as const;

const StyledMarker = styled.div<{ $state: MilestoneState }>`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $state }) => markerTones[$state]}
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDate = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledReward = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;
