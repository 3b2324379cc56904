import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { SparkleIcon } from '@/ui/icons';
import type { CountdownSnapshot } from '../utils/countdown-snapshot';
import { BoardCard } from './board-card';

/** How many milestones are behind the couple, the latest reward, and what comes next. */
export function CelebrationZone({ snapshot }: { snapshot: CountdownSnapshot }) {
  const { completedCount, latest, next } = snapshot;
  return (
    <BoardCard title="Celebration Zone" icon={<SparkleIcon />} tone="sage">
      <StyledCount>
        <strong data-achieved>{completedCount}</strong>
        <span>{completedCount === 1 ? 'milestone achieved' : 'milestones achieved'}</span>
      </StyledCount>
      {latest && (
        <StyledLine>
          <strong>{latest.title}</strong> Reward: {latest.reward}
        </StyledLine>
      )}
      {next ? (
        <StyledLine>
          Next up: <strong>{next.title}</strong> on {formatLongDate(next.date)}.
        </StyledLine>
      ) : (
        <StyledLine>Every milestone reached. Enjoy the celebrations!</StyledLine>
      )}
    </BoardCard>
  );
}

const StyledCount = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    line-height: 1;
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  span { color: ${({ theme }) => theme.colors.oakDeep}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const StyledLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
  strong { display: block; }
`;
