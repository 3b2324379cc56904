import type { CalendarDate } from '@domain/shared/calendar-date';
import { isTaskUpcoming, UPCOMING_TASK_DAYS } from '@domain/planning/timeline-task';
import type { ListedTask, TaskCategory } from '../types';

// Which tasks the list shows, and how they are grouped: by the month they are due.

export const STATUS_FILTERS = ['all', 'pending', 'completed', 'overdue', 'upcoming'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_LABELS: Readonly<Record<StatusFilter, string>> = {
  all: 'All tasks',
  pending: 'Pending',
  completed: 'Completed',
  overdue: 'Overdue',
  upcoming: `Due in the next ${UPCOMING_TASK_DAYS} days`,
};

export interface TaskFilters {
  category: TaskCategory | 'all';
  status: StatusFilter;
}

export const NO_FILTERS: TaskFilters = { category: 'all', status: 'all' };

export const hasFilters = (filters: TaskFilters) => filters.category !== 'all' || filters.status !== 'all';

function matchesStatus(task: ListedTask, status: StatusFilter, today: CalendarDate): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'pending':
      return !task.isCompleted;
    case 'completed':
      return task.isCompleted;
    case 'overdue':
      return task.isOverdue;
    case 'upcoming':
      return isTaskUpcoming(task, today);
  }
}

export function filterTasks<T extends ListedTask>(tasks: readonly T[], filters: TaskFilters, today: CalendarDate): T[] {
  return tasks.filter((task) => (filters.category === 'all' || task.category === filters.category) && matchesStatus(task, filters.status, today));
}

export interface MonthGroup<T> {
  /** "2027-05" */
  key: string;
  /** "May 2027" */
  label: string;
  tasks: T[];
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Tasks in due-date order, grouped by month; tasks due the same day keep the server's order. */
export function groupByMonth<T extends ListedTask>(tasks: readonly T[]): MonthGroup<T>[] {
  const sorted = [...tasks].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  const groups: MonthGroup<T>[] = [];
  for (const task of sorted) {
    const key = task.dueDate.slice(0, 7);
    let group = groups.at(-1);
    if (group?.key !== key) {
      const [year, month] = key.split('-').map(Number);
      group = { key, label: MONTH.format(new Date(Date.UTC(year, month - 1, 1))), tasks: [] };
      groups.push(group);
    }
    group.tasks.push(task);
  }
  return groups;
}
