import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { TimelineTask } from '../timeline-task.js';
import { loadWedding, type CoupleWedding, type WeddingPorts } from './load-wedding.js';

/** A task of the couple's own wedding; another wedding's task reads as not found. */
export async function loadCoupleTask(ports: WeddingPorts & Pick<Ports, 'timelineTasks'>, actor: Actor | null, taskId: string): Promise<CoupleWedding & { task: TimelineTask }> {
  const couple = await loadWedding(ports, actor);
  const task = await ports.timelineTasks.findById(taskId);
  if (!task || task.weddingId !== couple.wedding.id) throw new NotFoundError('PLANNING.TASK_NOT_FOUND', 'Task');
  return { ...couple, task };
}
