import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { PlanningAccessPorts } from './planning-access.js';
import { loadCoupleExpense } from './load-expense.js';

export class DeleteExpense {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'budget' | 'uow'>) {}

  async execute(actor: Actor | null, expenseId: string): Promise<void> {
    await this.ports.uow.run(async () => {
      const { expense } = await loadCoupleExpense(this.ports, actor, expenseId, 'canEdit');
      await this.ports.budget.deleteExpense(expense.id);
    });
  }
}
