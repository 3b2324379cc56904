import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { PlanningPermission } from '../collaborator-role.js';
import type { Expense } from '../expense.js';
import { accessRowWedding, type PlanningAccess, type PlanningAccessPorts } from './planning-access.js';

/**
 * An expense of a wedding the caller plans; another wedding's reads as not found, and so does a
 * booking's payment line (it follows the booking, not an edit).
 */
export async function loadCoupleExpense(
  ports: PlanningAccessPorts & Pick<Ports, 'budget'>,
  actor: Actor | null,
  expenseId: string,
  need?: PlanningPermission,
): Promise<PlanningAccess & { expense: Expense }> {
  const expense = actor ? await ports.budget.findExpense(expenseId) : null;
  const access = await accessRowWedding(ports, actor, expense, () => new NotFoundError('PLANNING.EXPENSE_NOT_FOUND', 'Expense'), need);
  return { ...access, expense: expense! };
}
