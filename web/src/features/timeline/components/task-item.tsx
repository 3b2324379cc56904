import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { CalendarDate } from '@domain/shared/calendar-date';
import { formatLongDate } from '@domain/shared/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CalendarIcon, ClockIcon } from '@/ui/icons';
import type { ListedTask } from '../types';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../utils/timeline-options';
import { timeBeforeWedding } from '../utils/task-timing';

/** What the couple can do to a task; a shared timeline passes none and reads only. */
export interface TaskActions {
  busy: boolean;
  onToggle(done: boolean): void;
  onEdit(): void;
  /** Only the couple's own tasks can be removed here (the plan would bring a generated one back). */
  onDelete?(): void;
}

interface TaskItemProps {
  task: ListedTask;
  weddingDate: CalendarDate | null;
  actions?: TaskActions;
}

export function TaskItem({ task, weddingDate, actions }: TaskItemProps) {
  const titleId = useId();
  const before = timeBeforeWedding(task, weddingDate);
  return (
    <StyledItem $done={task.isCompleted} $overdue={task.isOverdue} data-task-id={task.id} aria-labelledby={titleId}>
      {actions ? (
        <StyledCheck
          type="checkbox"
          checked={task.isCompleted}
          disabled={actions.busy}
          aria-labelledby={titleId}
          onChange={(event) => actions.onToggle(event.target.checked)}
        />
      ) : (
        <StyledStatusDot $done={task.isCompleted} aria-hidden="true" />
      )}
      <StyledBody>
        <StyledTop>
          <StyledTitle id={titleId} $done={task.isCompleted}>
            {task.title}
          </StyledTitle>
          {actions && (
            <StyledActions>
              <Button $variant="ghost" $size="sm" onClick={actions.onEdit} aria-label={`Edit ${task.title}`} disabled={actions.busy}>
                Edit
              </Button>
              {actions.onDelete && (
                <Button $variant="ghost" $size="sm" onClick={actions.onDelete} aria-label={`Delete ${task.title}`} disabled={actions.busy}>
                  Delete
                </Button>
              )}
            </StyledActions>
          )}
        </StyledTop>
        {task.description && <StyledDescription>{task.description}</StyledDescription>}
        <StyledBadges>
          <Badge $tone="sage">{CATEGORY_LABELS[task.category]}</Badge>
          {task.priority === 'high' && <Badge $tone="accent">{PRIORITY_LABELS.high}</Badge>}
          {task.isCompleted ? <Badge $tone="success">Completed</Badge> : task.isOverdue ? <StyledOverdue>Overdue</StyledOverdue> : null}
          {task.source === 'own' && <Badge $tone="info">Your task</Badge>}
        </StyledBadges>
        <StyledMeta>
          <span>
            <CalendarIcon aria-hidden="true" /> Due <time dateTime={task.dueDate}>{formatLongDate(task.dueDate)}</time>
          </span>
          {before && <span>{before}</span>}
          {task.estimatedDuration && (
            <span>
              <ClockIcon aria-hidden="true" /> Takes about {task.estimatedDuration}
            </span>
          )}
        </StyledMeta>
        {task.notes && (
          <StyledNotes>
            <strong>Notes:</strong> {task.notes}
          </StyledNotes>
        )}
      </StyledBody>
    </StyledItem>
  );
}

const StyledItem = styled.li<{ $done: boolean; $overdue: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $done, $overdue }) => ($done ? theme.colors.success : $overdue ? theme.colors.danger : theme.colors.sage)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $done }) => ($done ? theme.colors.surfaceMuted : theme.colors.surface)};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const StyledCheck = styled.input`
  flex: none;
  width: 1.375rem;
  height: 1.375rem;
  margin: ${({ theme }) => theme.space[0.5]} 0 0;
  accent-color: ${({ theme }) => theme.colors.success};
  cursor: pointer;

  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:disabled { cursor: progress; }
`;

const StyledStatusDot = styled.span<{ $done: boolean }>`
  flex: none;
  width: 0.875rem;
  height: 0.875rem;
  margin-top: ${({ theme }) => theme.space[1.5]};
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledTitle = styled.h4<{ $done: boolean }>`
  flex: 1 1 12rem;
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
  ${({ $done, theme }) =>
    $done &&
    css`
      color: ${theme.colors.inkMuted};
      text-decoration: line-through;
    `}
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: -${({ theme }) => theme.space[1.5]} -${({ theme }) => theme.space[2]} 0 0;
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledOverdue = styled(Badge)`
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1.5]}; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledNotes = styled.p`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.creamDeep};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
