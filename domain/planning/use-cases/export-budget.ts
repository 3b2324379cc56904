import type { Actor } from '../../accounts/account.js';
import { budgetFileName, budgetToCsv } from '../budget-export.js';
import type { PlanningScope } from './planning-access.js';
import { loadBudget, type BudgetPorts, type BudgetView } from './get-budget.js';

export type BudgetExport = { format: 'json'; fileName: string; budget: BudgetView } | { format: 'csv'; fileName: string; csv: string };

/** The budget as a file named for today: the spec's JSON, or the budget lines as CSV. */
export class ExportBudget {
  constructor(private readonly ports: BudgetPorts) {}

  async execute(actor: Actor | null, format: 'json' | 'csv', scope: PlanningScope = {}): Promise<BudgetExport> {
    const budget = await loadBudget(this.ports, actor, scope);
    const fileName = budgetFileName(budget.today, format);
    return format === 'json' ? { format, fileName, budget } : { format, fileName, csv: budgetToCsv(budget.sheet) };
  }
}
