import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { Expense } from '../expense.js';
import { loadWedding, type WeddingPorts } from './load-wedding.js';

/**
 * An expense of the couple's own wedding; another wedding's reads as not found, and so does a
 * booking's payment line (it follows the booking, not an edit).
 */
export async function loadCoupleExpense(ports: WeddingPorts & Pick<Ports, 'budget'>, actor: Actor | null, expenseId: string): Promise<Expense> {
  const { wedding } = await loadWedding(ports, actor);
  const expense = await ports.budget.findExpense(expenseId);
  if (!expense || expense.weddingId !== wedding.id) throw new NotFoundError('PLANNING.EXPENSE_NOT_FOUND', 'Expense');
  return expense;
}
