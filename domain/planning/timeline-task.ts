import type { CalendarDate } from '../shared/calendar-date.js';
import { daysBetween, isCalendarDate } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { optionalText, requiredText } from './planning-text.js';
import type { TimelineTaskDraft } from './timeline.js';
import { isTaskOverdue } from './timeline.js';
import { TASK_CATEGORIES, TASK_PRIORITIES, type TaskCategory, type TaskPriority, type TimelineTaskPlan } from './timeline-tasks.js';

export const TASK_LIMITS = {
  titleLength: 120,
  descriptionLength: 1000,
  notesLength: 2000,
  estimatedDurationLength: 40,
  /** Generated tasks and the couple's own together. */
  maxTasksPerWedding: 200,
} as const;

/** Not completed and due within this many days from today (today included) counts as upcoming. */
export const UPCOMING_TASK_DAYS = 30;

/** The couple's own tasks sort after the generated ones due the same day. */
export const OWN_TASK_POSITION = 10_000;

export type TaskSource = 'generated' | 'own';

/** The spec's Timeline task, kept for a wedding. */
export interface TimelineTask {
  id: string;
  weddingId: string;
  /** The booking the timeline was generated for, if any. */
  bookingId: string | null;
  /** Which plan a generated task came from (see timelineTemplateKey); null for the couple's own. */
  templateKey: string | null;
  title: string;
  description: string;
  category: TaskCategory;
  priority: TaskPriority;
  /** Generated tasks only; the couple's own have just a due date. */
  weeksBeforeWedding: number | null;
  estimatedDuration: string;
  dueDate: CalendarDate;
  isCompleted: boolean;
  completedAt: Date | null;
  notes: string;
  /** Order among tasks due the same day: the plan's order for generated tasks. */
  position: number;
  /** Goes up with every change, so calendars that re-import the timeline take the newer copy. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A task as read on a day: whether it is overdue depends on that day. */
export interface TaskView {
  task: TimelineTask;
  today: CalendarDate;
}

export function taskSource(task: Pick<TimelineTask, 'templateKey'>): TaskSource {
  return task.templateKey === null ? 'own' : 'generated';
}

/** A plan's stable name, from its title: "Tour and book your venue" is tour-and-book-your-venue. */
export function timelineTemplateKey(plan: Pick<TimelineTaskPlan, 'title'>): string {
  return plan.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Due first; on the same day, the plan's order, then the order they were added (tasks come in that order). */
export function sortTasks<T extends Pick<TimelineTask, 'dueDate' | 'position' | 'createdAt'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime());
}

export interface GeneratedTimelineChanges {
  add: TimelineTask[];
  update: TimelineTask[];
  remove: string[];
}

/**
 * Generating again: each planned task replaces the generated task with the same template key,
 * keeping its id (so calendar entries update), its completion and its notes; planned tasks new to
 * the plan are added; generated tasks the plan no longer has (a coordinator after the guest count
 * dropped) are removed. The couple's own tasks are never touched.
 */
export function mergeGeneratedTasks(
  existing: readonly TimelineTask[],
  drafts: readonly TimelineTaskDraft[],
  context: { weddingId: string; bookingId: string | null; now: Date; newId: () => string },
): GeneratedTimelineChanges {
  const byKey = new Map(existing.filter((task) => task.templateKey !== null).map((task) => [task.templateKey as string, task]));
  const changes: GeneratedTimelineChanges = { add: [], update: [], remove: [] };
  const planned = new Set<string>();
  drafts.forEach((draft, position) => {
    const templateKey = timelineTemplateKey(draft);
    planned.add(templateKey);
    const content = {
      bookingId: context.bookingId,
      title: draft.title,
      description: draft.description,
      category: draft.category,
      priority: draft.priority,
      weeksBeforeWedding: draft.weeksBeforeWedding,
      estimatedDuration: draft.estimatedDuration,
      dueDate: draft.dueDate,
      position,
    };
    const current = byKey.get(templateKey);
    if (!current) {
      changes.add.push({
        id: context.newId(),
        weddingId: context.weddingId,
        templateKey,
        ...content,
        isCompleted: false,
        completedAt: null,
        notes: '',
        revision: 0,
        createdAt: context.now,
        updatedAt: context.now,
      });
      return;
    }
    const changed = (Object.keys(content) as (keyof typeof content)[]).some((field) => current[field] !== content[field]);
    if (changed) changes.update.push({ ...current, ...content, revision: current.revision + 1, updatedAt: context.now });
  });
  for (const task of byKey.values()) if (!planned.has(task.templateKey as string)) changes.remove.push(task.id);
  return changes;
}

/** A task of the couple's own, as they describe it. */
export interface NewTaskInput {
  title: string;
  description?: string | null;
  category: string;
  priority?: string | null;
  dueDate: string;
  estimatedDuration?: string | null;
  notes?: string | null;
}

/** What PATCH may change; left out keeps. */
export interface TaskChanges {
  isCompleted?: boolean;
  title?: string;
  description?: string | null;
  category?: string;
  priority?: string;
  dueDate?: string;
  estimatedDuration?: string | null;
  notes?: string | null;
}

const CODE = 'PLANNING.INVALID_TASK';

function categoryOf(value: string): TaskCategory {
  if (!(TASK_CATEGORIES as readonly string[]).includes(value)) throw new InvalidInputError(CODE, 'category', `category must be one of ${TASK_CATEGORIES.join(', ')}`);
  return value as TaskCategory;
}

function priorityOf(value: string): TaskPriority {
  if (!(TASK_PRIORITIES as readonly string[]).includes(value)) throw new InvalidInputError(CODE, 'priority', `priority must be one of ${TASK_PRIORITIES.join(', ')}`);
  return value as TaskPriority;
}

function dueDateOf(value: string): CalendarDate {
  if (!isCalendarDate(value)) throw new InvalidInputError(CODE, 'dueDate', 'dueDate must be a date written YYYY-MM-DD');
  return value;
}

/** The couple's own task, checked and cleaned; it starts open, after the generated ones of its day. */
export function newOwnTask(input: NewTaskInput, context: { id: string; weddingId: string; now: Date }): TimelineTask {
  return {
    id: context.id,
    weddingId: context.weddingId,
    bookingId: null,
    templateKey: null,
    title: requiredText(CODE, 'title', input.title, TASK_LIMITS.titleLength),
    description: optionalText(CODE, 'description', input.description, TASK_LIMITS.descriptionLength) ?? '',
    category: categoryOf(input.category),
    priority: priorityOf(input.priority ?? 'medium'),
    weeksBeforeWedding: null,
    estimatedDuration: optionalText(CODE, 'estimatedDuration', input.estimatedDuration, TASK_LIMITS.estimatedDurationLength) ?? '',
    dueDate: dueDateOf(input.dueDate),
    isCompleted: false,
    completedAt: null,
    notes: optionalText(CODE, 'notes', input.notes, TASK_LIMITS.notesLength) ?? '',
    position: OWN_TASK_POSITION,
    revision: 0,
    createdAt: context.now,
    updatedAt: context.now,
  };
}

/** The task after an edit, and whether this edit is the one that completed it. */
export function applyTaskChanges(task: TimelineTask, changes: TaskChanges, now: Date): { task: TimelineTask; completedNow: boolean } {
  const next: TimelineTask = { ...task };
  if (changes.title !== undefined) next.title = requiredText(CODE, 'title', changes.title, TASK_LIMITS.titleLength);
  if (changes.description !== undefined) next.description = optionalText(CODE, 'description', changes.description, TASK_LIMITS.descriptionLength) ?? '';
  if (changes.category !== undefined) next.category = categoryOf(changes.category);
  if (changes.priority !== undefined) next.priority = priorityOf(changes.priority);
  if (changes.dueDate !== undefined) next.dueDate = dueDateOf(changes.dueDate);
  if (changes.estimatedDuration !== undefined) {
    next.estimatedDuration = optionalText(CODE, 'estimatedDuration', changes.estimatedDuration, TASK_LIMITS.estimatedDurationLength) ?? '';
  }
  if (changes.notes !== undefined) next.notes = optionalText(CODE, 'notes', changes.notes, TASK_LIMITS.notesLength) ?? '';
  const completedNow = changes.isCompleted === true && !task.isCompleted;
  if (changes.isCompleted !== undefined && changes.isCompleted !== task.isCompleted) {
    next.isCompleted = changes.isCompleted;
    next.completedAt = changes.isCompleted ? now : null;
  }
  const changed = (Object.keys(next) as (keyof TimelineTask)[]).some((field) => next[field] !== task[field]);
  return changed ? { task: { ...next, revision: task.revision + 1, updatedAt: now }, completedNow } : { task, completedNow };
}

/** Whether an open task falls due within the upcoming window (today included). */
export function isTaskUpcoming(task: Pick<TimelineTask, 'isCompleted' | 'dueDate'>, today: CalendarDate): boolean {
  if (task.isCompleted) return false;
  const days = daysBetween(today, task.dueDate);
  return days >= 0 && days < UPCOMING_TASK_DAYS;
}

export interface TimelineProgress {
  total: number;
  completed: number;
  overdue: number;
  upcoming: number;
  /** Completed of all, 0 to 100, rounded to a whole percent. */
  percentComplete: number;
}

/** The progress card and the overview's counts. */
export function timelineProgress(tasks: readonly Pick<TimelineTask, 'isCompleted' | 'dueDate'>[], today: CalendarDate): TimelineProgress {
  const completed = tasks.filter((task) => task.isCompleted).length;
  return {
    total: tasks.length,
    completed,
    overdue: tasks.filter((task) => isTaskOverdue(task, today)).length,
    upcoming: tasks.filter((task) => isTaskUpcoming(task, today)).length,
    percentComplete: tasks.length ? Math.round((completed / tasks.length) * 100) : 0,
  };
}
