import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { PlanningPermission } from '../collaborator-role.js';
import type { TimelineTask } from '../timeline-task.js';
import { accessRowWedding, type PlanningAccess, type PlanningAccessPorts } from './planning-access.js';

/** A task of a wedding the caller plans; another wedding's task reads as not found. */
export async function loadCoupleTask(
  ports: PlanningAccessPorts & Pick<Ports, 'timelineTasks'>,
  actor: Actor | null,
  taskId: string,
  need?: PlanningPermission,
): Promise<PlanningAccess & { task: TimelineTask }> {
  const task = actor ? await ports.timelineTasks.findById(taskId) : null;
  const access = await accessRowWedding(ports, actor, task, () => new NotFoundError('PLANNING.TASK_NOT_FOUND', 'Task'), need);
  return { ...access, task: task! };
}
