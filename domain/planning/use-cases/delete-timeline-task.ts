import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { PlanningAccessPorts } from './planning-access.js';
import { loadCoupleTask } from './load-task.js';

/** Removes a task; a generated one comes back if the timeline is generated again. */
export class DeleteTimelineTask {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'timelineTasks' | 'uow'>) {}

  async execute(actor: Actor | null, taskId: string): Promise<void> {
    await this.ports.uow.run(async () => {
      const { task } = await loadCoupleTask(this.ports, actor, taskId, 'canEdit');
      await this.ports.timelineTasks.deleteMany([task.id]);
    });
  }
}
