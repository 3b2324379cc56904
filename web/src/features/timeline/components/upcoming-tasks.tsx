import { useId } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { errorMessage } from '@/lib/api-client';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ArrowRightIcon } from '@/ui/icons';
import { InlineLoadError } from '@/ui/load-error';
import { LoadingShape, Skeleton } from '@/ui/skeleton';
import { useTimeline } from '../api/get-timeline';
import { CATEGORY_LABELS } from '../utils/timeline-options';

interface UpcomingTasksProps {
  /** How many open tasks to list (5). */
  limit?: number;
  /** The View All button: the planning dashboard opens its Timeline tab. */
  onViewAll?(): void;
}

/** The next tasks not yet done, overdue ones first, for the planning overview. */
export function UpcomingTasks({ limit = 5, onViewAll }: UpcomingTasksProps) {
  const headingId = useId();
  const { data: timeline, error, mutate } = useTimeline();
  const open = timeline ? timeline.tasks.filter((task) => !task.isCompleted).sort((a, b) => a.dueDate.localeCompare(b.dueDate)) : [];
  const next = open.slice(0, limit);

  return (
    <StyledCard as="section" aria-labelledby={headingId}>
      <StyledHead>
        <h2 id={headingId}>Upcoming Tasks</h2>
        {onViewAll && (
          <Button $variant="ghost" $size="sm" onClick={onViewAll}>
            View All <ArrowRightIcon />
          </Button>
        )}
      </StyledHead>
      {error ? (
        <InlineLoadError role="alert" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </InlineLoadError>
      ) : !timeline ? (
        <LoadingShape label="Loading your tasks…">
          <StyledSkeletons>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} $height="3rem" />
            ))}
          </StyledSkeletons>
        </LoadingShape>
      ) : next.length === 0 ? (
        <StyledEmpty>
          {timeline.tasks.length === 0 ? 'No tasks yet: generate your timeline to see what comes next.' : 'Every task is done. Well planned!'}
        </StyledEmpty>
      ) : (
        <StyledList>
          {next.map((task) => (
            <li key={task.id}>
              <StyledTitle>{task.title}</StyledTitle>
              <StyledMeta>
                <time dateTime={task.dueDate}>{formatLongDate(task.dueDate)}</time>
                <Badge $tone="sage">{CATEGORY_LABELS[task.category]}</Badge>
                {task.isOverdue && <StyledOverdue>Overdue</StyledOverdue>}
              </StyledMeta>
            </li>
          ))}
        </StyledList>
      )}
      {timeline && open.length > next.length && <StyledMore>{open.length - next.length} more open tasks on your timeline.</StyledMore>}
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
  li:first-child { border-top: 0; padding-top: 0; }
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledOverdue = styled(Badge)`
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledMore = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
