import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { CalendarDate } from '../../shared/calendar-date.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { bookingPaymentLines, budgetSheet, expenseLine, recentLines, sortBudgetLines, type BudgetLine, type BudgetSheet } from '../budget-sheet.js';
import type { Wedding } from '../wedding.js';
import { coupleBookings } from './load-wedding.js';
import { accessWedding, type PlanningAccess, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

export interface BudgetView {
  wedding: Wedding;
  sheet: BudgetSheet;
  /** Every line, the couple's expenses and their bookings' payments, newest date first. */
  lines: BudgetLine[];
  /** The five recorded last. */
  recent: BudgetLine[];
  today: CalendarDate;
}

export type BudgetPorts = PlanningAccessPorts & Pick<Ports, 'budget' | 'bookings' | 'venues'>;

/** The couple's budget: the total split by category, what was spent where, and each booking's payments. */
export async function loadBudget(ports: BudgetPorts, actor: Actor | null, scope: PlanningScope = {}): Promise<BudgetView> {
  return budgetView(ports, await accessWedding(ports, actor, scope));
}

export async function budgetView(ports: BudgetPorts, { account, wedding }: PlanningAccess): Promise<BudgetView> {
  const lines = (await ports.budget.listExpenses(wedding.id)).map(expenseLine);
  for (const booking of await coupleBookings(ports, account.id)) {
    const venue = await ports.venues.findById(booking.venueId);
    lines.push(...bookingPaymentLines(booking, venue?.name ?? null, calendarDateIn(booking.createdAt)));
  }
  return {
    wedding,
    sheet: budgetSheet(wedding.budgetTotalCents, lines),
    lines: sortBudgetLines(lines),
    recent: recentLines(lines),
    today: calendarDateIn(ports.clock.now()),
  };
}

export class GetBudget {
  constructor(private readonly ports: BudgetPorts) {}

  execute(actor: Actor | null, scope: PlanningScope = {}): Promise<BudgetView> {
    return loadBudget(this.ports, actor, scope);
  }
}
