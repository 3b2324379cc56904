import Papa from 'papaparse';
import type { CalendarDate } from '../shared/calendar-date.js';
import { centsToDecimalString } from '../shared/money.js';
import type { BudgetSheet } from './budget-sheet.js';

const BYTE_ORDER_MARK = '\uFEFF';
/** Text a spreadsheet would run as a formula gets a leading apostrophe; amounts are ours and stay numbers. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The spec's name for the exported budget: hill-country-wedding-budget-{date}.json (and .csv). */
export function budgetFileName(exportedOn: CalendarDate, extension: 'json' | 'csv'): string {
  return `hill-country-wedding-budget-${exportedOn}.${extension}`;
}

const defused = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const money = centsToDecimalString;

export const BUDGET_CSV_HEADINGS = ['Category', 'Subcategory', 'Share (%)', 'Budgeted', 'Spent', 'Remaining', 'Status'] as const;

/**
 * The budget lines for a spreadsheet: one row per category, then its subcategories, then a total
 * row. UTF-8 with a byte order mark and CRLF line ends, as the guest list export writes them.
 */
export function budgetToCsv(sheet: BudgetSheet): string {
  const rows: string[][] = [[...BUDGET_CSV_HEADINGS]];
  for (const category of sheet.categories) {
    rows.push([defused(category.name), '', String(category.percentage), money(category.budgetedCents), money(category.spentCents), money(category.remainingCents), category.status]);
    for (const sub of category.subcategories) {
      rows.push([defused(category.name), defused(sub.name), '', money(sub.budgetedCents), money(sub.spentCents), money(sub.budgetedCents - sub.spentCents), '']);
    }
  }
  const { summary } = sheet;
  rows.push(['Total', '', '100', money(summary.totalBudgetedCents), money(summary.totalSpentCents), money(summary.totalRemainingCents), '']);
  return BYTE_ORDER_MARK + Papa.unparse(rows, { newline: '\r\n', quotes: false });
}
