import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { WeddingPorts } from './load-wedding.js';
import { loadCoupleExpense } from './load-expense.js';

export class DeleteExpense {
  constructor(private readonly ports: WeddingPorts & Pick<Ports, 'budget' | 'uow'>) {}

  async execute(actor: Actor | null, expenseId: string): Promise<void> {
    await this.ports.uow.run(async () => {
      const expense = await loadCoupleExpense(this.ports, actor, expenseId);
      await this.ports.budget.deleteExpense(expense.id);
    });
  }
}
