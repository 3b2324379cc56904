import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { ConflictError } from '../../shared/domain-error.js';
import { newOwnTask, TASK_LIMITS, type NewTaskInput, type TaskView } from '../timeline-task.js';
import { accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

/** The couple adds a task of their own to the timeline. */
export class AddTimelineTask {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'timelineTasks' | 'uow'>) {}

  async execute(actor: Actor | null, input: NewTaskInput, scope: PlanningScope = {}): Promise<TaskView> {
    return this.ports.uow.run(async () => {
      const { wedding } = await accessWedding(this.ports, actor, scope, 'canEdit');
      const now = this.ports.clock.now();
      const task = newOwnTask(input, { id: this.ports.ids.next(), weddingId: wedding.id, now });
      await this.ports.weddings.lock(wedding.id);
      if ((await this.ports.timelineTasks.countByWedding(wedding.id)) >= TASK_LIMITS.maxTasksPerWedding) {
        throw new ConflictError('PLANNING.TASK_LIMIT_REACHED', `A timeline holds at most ${TASK_LIMITS.maxTasksPerWedding} tasks.`);
      }
      await this.ports.timelineTasks.addMany([task]);
      return { task, today: calendarDateIn(now) };
    });
  }
}
