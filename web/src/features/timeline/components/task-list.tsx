import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CalendarDate } from '@domain/shared/calendar-date';
import type { ListedTask } from '../types';
import { groupByMonth } from '../utils/task-filters';
import { TaskItem, type TaskActions } from './task-item';

interface TaskListProps<T extends ListedTask> {
  tasks: readonly T[];
  weddingDate: CalendarDate | null;
  /** The couple's controls for a task; left out, the list only reads (a shared timeline). */
  actionsFor?(task: T): TaskActions;
}

/** Tasks by due date, under a heading for each month. */
export function TaskList<T extends ListedTask>({ tasks, weddingDate, actionsFor }: TaskListProps<T>) {
  return (
    <StyledGroups>
      {groupByMonth(tasks).map((group) => (
        <MonthGroup key={group.key} label={group.label} count={group.tasks.length}>
          {group.tasks.map((task) => (
            <TaskItem key={task.id} task={task} weddingDate={weddingDate} actions={actionsFor?.(task)} />
          ))}
        </MonthGroup>
      ))}
    </StyledGroups>
  );
}

function MonthGroup({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <StyledMonth>
        <h3 id={headingId}>{label}</h3>
        <span>{count === 1 ? '1 task' : `${count} tasks`}</span>
      </StyledMonth>
      <StyledList>{children}</StyledList>
    </section>
  );
}

const StyledGroups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledMonth = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
