import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { applyExpenseChanges, type Expense, type ExpenseChanges } from '../expense.js';
import type { PlanningAccessPorts } from './planning-access.js';
import { loadCoupleExpense } from './load-expense.js';

/** Marks an expense Paid or Pending, or corrects it. */
export class UpdateExpense {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'budget' | 'uow'>) {}

  async execute(actor: Actor | null, expenseId: string, changes: ExpenseChanges): Promise<Expense> {
    return this.ports.uow.run(async () => {
      const updated = applyExpenseChanges((await loadCoupleExpense(this.ports, actor, expenseId, 'canEdit')).expense, changes);
      await this.ports.budget.updateExpense(updated);
      return updated;
    });
  }
}
