import { describe, expect, it } from '@jest/globals';
import { generateTimeline } from '../../../domain/planning/timeline.js';
import { BASE_TIMELINE, COORDINATOR_TASK, WEATHER_PLAN_TASK } from '../../../domain/planning/timeline-tasks.js';
import {
  applyTaskChanges,
  isTaskUpcoming,
  mergeGeneratedTasks,
  newOwnTask,
  sortTasks,
  timelineProgress,
  timelineTemplateKey,
} from '../../../domain/planning/timeline-task.js';
import { MOTHER_NOW, PlanningMother } from './planning-mother.js';

const TODAY = '2026-11-21';
const LATER = new Date(MOTHER_NOW.getTime() + 60_000);

function firstGeneration(request = { weddingDate: '2027-10-16', guestCount: 180, venueType: 'garden' }) {
  let n = 0;
  return mergeGeneratedTasks([], generateTimeline(request), { weddingId: 'wedding-1', bookingId: null, now: MOTHER_NOW, newId: () => `task-${++n}` }).add;
}

describe('timelineTemplateKey', () => {
  it('names every plan differently, from its title', () => {
    const keys = [...BASE_TIMELINE, COORDINATOR_TASK, WEATHER_PLAN_TASK].map(timelineTemplateKey);
    expect(new Set(keys).size).toBe(22);
    expect(timelineTemplateKey(BASE_TIMELINE[1])).toBe('tour-and-book-your-venue');
  });
});

describe('mergeGeneratedTasks', () => {
  it('adds every planned task, open and without notes, in plan order', () => {
    const tasks = firstGeneration();
    expect(tasks).toHaveLength(22);
    expect(tasks[0]).toMatchObject({ id: 'task-1', templateKey: 'set-your-budget-and-draft-the-guest-list', isCompleted: false, notes: '', position: 0, revision: 0, dueDate: '2026-10-17' });
  });

  it('generating again keeps ids, completion and notes, updates wording and dates, and removes what the plan lost', () => {
    const existing = firstGeneration();
    existing[1] = { ...existing[1], isCompleted: true, completedAt: MOTHER_NOW, notes: 'Signed!' };
    const own = PlanningMother.task({ id: 'own-1', title: 'Order the boots' });
    const drafts = generateTimeline({ weddingDate: '2027-11-13', guestCount: 100, venueType: 'garden' });
    const changes = mergeGeneratedTasks([...existing, own], drafts, { weddingId: 'wedding-1', bookingId: 'booking-9', now: LATER, newId: () => 'new' });
    expect(changes.add).toEqual([]);
    const coordinator = existing.find((task) => task.title === COORDINATOR_TASK.title)!;
    expect(changes.remove).toEqual([coordinator.id]);
    expect(changes.update).toHaveLength(21);
    const venue = changes.update.find((task) => task.id === existing[1].id)!;
    expect(venue).toMatchObject({ isCompleted: true, notes: 'Signed!', dueDate: '2026-11-28', bookingId: 'booking-9', revision: 1, updatedAt: LATER });
    expect(changes.update.some((task) => task.id === own.id)).toBe(false);
  });

  it('changes nothing when the plan is the same', () => {
    const existing = firstGeneration();
    const again = mergeGeneratedTasks(existing, generateTimeline({ weddingDate: '2027-10-16', guestCount: 180, venueType: 'garden' }), { weddingId: 'wedding-1', bookingId: null, now: LATER, newId: () => 'new' });
    expect(again).toEqual({ add: [], update: [], remove: [] });
  });
});

describe("the couple's own tasks", () => {
  it('are cleaned and start open, after the plan on their day', () => {
    const task = newOwnTask({ title: ' Book the mariachis ', category: 'music', dueDate: '2027-09-01', notes: '  ' }, { id: 't', weddingId: 'w', now: MOTHER_NOW });
    expect(task).toMatchObject({ title: 'Book the mariachis', priority: 'medium', notes: '', templateKey: null, weeksBeforeWedding: null, isCompleted: false });
  });

  it('need a title, a known category and priority, and a real due date', () => {
    const context = { id: 't', weddingId: 'w', now: MOTHER_NOW };
    expect(() => newOwnTask({ title: '  ', category: 'music', dueDate: '2027-09-01' }, context)).toThrow(expect.objectContaining({ field: 'title' }));
    expect(() => newOwnTask({ title: 'x', category: 'fireworks', dueDate: '2027-09-01' }, context)).toThrow(expect.objectContaining({ field: 'category' }));
    expect(() => newOwnTask({ title: 'x', category: 'music', priority: 'urgent', dueDate: '2027-09-01' }, context)).toThrow(expect.objectContaining({ field: 'priority' }));
    expect(() => newOwnTask({ title: 'x', category: 'music', dueDate: '2027-02-29' }, context)).toThrow(expect.objectContaining({ field: 'dueDate', code: 'PLANNING.INVALID_TASK' }));
  });
});

describe('applyTaskChanges', () => {
  it('completes a task once, recording when and raising its revision', () => {
    const task = PlanningMother.task();
    const done = applyTaskChanges(task, { isCompleted: true }, LATER);
    expect(done).toEqual({ completedNow: true, task: { ...task, isCompleted: true, completedAt: LATER, revision: 1, updatedAt: LATER } });
    expect(applyTaskChanges(done.task, { isCompleted: true }, LATER)).toEqual({ completedNow: false, task: done.task });
    expect(applyTaskChanges(done.task, { isCompleted: false }, LATER).task).toMatchObject({ isCompleted: false, completedAt: null, revision: 2 });
  });

  it('edits notes and the due date; an edit that changes nothing is no change', () => {
    const task = PlanningMother.task({ notes: 'old' });
    expect(applyTaskChanges(task, { notes: ' new ', dueDate: '2027-06-01' }, LATER).task).toMatchObject({ notes: 'new', dueDate: '2027-06-01', revision: 1 });
    expect(applyTaskChanges(task, { notes: 'old' }, LATER).task).toBe(task);
  });
});

describe('timelineProgress', () => {
  it('counts completed, overdue (open, due before today) and upcoming (open, due within 30 days)', () => {
    const tasks = [
      PlanningMother.task({ dueDate: '2026-11-20' }),
      PlanningMother.task({ dueDate: '2026-11-20', isCompleted: true }),
      PlanningMother.task({ dueDate: TODAY }),
      PlanningMother.task({ dueDate: '2026-12-20' }),
      PlanningMother.task({ dueDate: '2026-12-21' }),
    ];
    expect(timelineProgress(tasks, TODAY)).toEqual({ total: 5, completed: 1, overdue: 1, upcoming: 2, percentComplete: 20 });
    expect(isTaskUpcoming(tasks[4], TODAY)).toBe(false);
    expect(timelineProgress([], TODAY).percentComplete).toBe(0);
  });
});

describe('sortTasks', () => {
  it('puts earlier due dates first, then the plan order, then the order added', () => {
    const a = PlanningMother.task({ title: 'own', dueDate: '2027-01-01', position: 10_000 });
    const b = PlanningMother.task({ title: 'plan', dueDate: '2027-01-01', position: 3 });
    const c = PlanningMother.task({ title: 'early', dueDate: '2026-12-01', position: 10_000 });
    const d = PlanningMother.task({ title: 'own later', dueDate: '2027-01-01', position: 10_000 });
    expect(sortTasks([a, b, c, d]).map((task) => task.title)).toEqual(['early', 'plan', 'own', 'own later']);
  });
});
