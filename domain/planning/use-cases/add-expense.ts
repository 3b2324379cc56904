import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { ConflictError } from '../../shared/domain-error.js';
import { EXPENSE_LIMITS, newExpense, type Expense, type NewExpenseInput } from '../expense.js';
import { accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

/** Add Expense: recorded against a category (and maybe a subcategory); news for the activity feed. */
export class AddExpense {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'budget' | 'events' | 'uow'>) {}

  async execute(actor: Actor | null, input: NewExpenseInput, scope: PlanningScope = {}): Promise<Expense> {
    return this.ports.uow.run(async () => {
      const { actorId, wedding } = await accessWedding(this.ports, actor, scope, 'canEdit');
      const now = this.ports.clock.now();
      const expense = newExpense(input, { id: this.ports.ids.next(), weddingId: wedding.id, now, today: calendarDateIn(now) });
      await this.ports.weddings.lock(wedding.id);
      if ((await this.ports.budget.countExpenses(wedding.id)) >= EXPENSE_LIMITS.maxExpensesPerWedding) {
        throw new ConflictError('PLANNING.EXPENSE_LIMIT_REACHED', `A budget holds at most ${EXPENSE_LIMITS.maxExpensesPerWedding} expenses.`);
      }
      await this.ports.budget.addExpense(expense);
      await this.ports.events.record({
        type: 'planning.expense-added',
        venueId: null,
        weddingId: wedding.id,
        accountId: actorId,
        expenseId: expense.id,
        categoryId: expense.categoryId,
        amountCents: expense.amountCents,
        description: expense.description,
      });
      return expense;
    });
  }
}
