import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { applyTaskChanges, type TaskChanges, type TaskView } from '../timeline-task.js';
import type { WeddingPorts } from './load-wedding.js';
import { loadCoupleTask } from './load-task.js';

/** Ticks a task off (or back), or edits it; completing one is news for the activity feed. */
export class UpdateTimelineTask {
  constructor(private readonly ports: WeddingPorts & Pick<Ports, 'timelineTasks' | 'events' | 'uow'>) {}

  async execute(actor: Actor | null, taskId: string, changes: TaskChanges): Promise<TaskView> {
    return this.ports.uow.run(async () => {
      const { account, wedding, task } = await loadCoupleTask(this.ports, actor, taskId);
      const now = this.ports.clock.now();
      const today = calendarDateIn(now);
      const { task: updated, completedNow } = applyTaskChanges(task, changes, now);
      if (updated === task) return { task, today };
      await this.ports.timelineTasks.updateMany([updated]);
      if (completedNow) {
        await this.ports.events.record({ type: 'planning.task-completed', venueId: null, weddingId: wedding.id, accountId: account.id, taskId: task.id, title: updated.title });
      }
      return { task: updated, today };
    });
  }
}
