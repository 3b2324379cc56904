import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { applyTaskChanges, type TaskChanges, type TaskView } from '../timeline-task.js';
import type { PlanningAccessPorts } from './planning-access.js';
import { loadCoupleTask } from './load-task.js';

/** Ticks a task off (or back), or edits it; completing one is news for the activity feed. */
export class UpdateTimelineTask {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'timelineTasks' | 'events' | 'uow'>) {}

  async execute(actor: Actor | null, taskId: string, changes: TaskChanges): Promise<TaskView> {
    return this.ports.uow.run(async () => {
      const { actorId, wedding, task } = await loadCoupleTask(this.ports, actor, taskId, 'canEdit');
      const now = this.ports.clock.now();
      const today = calendarDateIn(now);
      const { task: updated, completedNow } = applyTaskChanges(task, changes, now);
      if (updated === task) return { task, today };
      await this.ports.timelineTasks.updateMany([updated]);
      if (completedNow) {
        await this.ports.events.record({ type: 'planning.task-completed', venueId: null, weddingId: wedding.id, accountId: actorId, taskId: task.id, title: updated.title });
      }
      return { task: updated, today };
    });
  }
}
