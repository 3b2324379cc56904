import { formatUsd } from '@domain/shared/format';
import { decimalStringToCents } from '@domain/shared/money';
import { formatUsdDecimal } from '@/lib/format-usd';

const UNKNOWN = '–';

/** Budget figures in whole dollars, as the spec shows money: "12500.00" -> "$12,500". */
export function usd(decimal: string): string {
  return formatUsdDecimal(decimal) ?? UNKNOWN;
}

/** What the couple paid or owes, to the cent when there are cents: "1250.50" -> "$1,250.50". */
export function exactUsd(decimal: string): string {
  const cents = decimalStringToCents(decimal);
  return cents === null ? UNKNOWN : formatUsd(cents);
}

/** How full a bar is, 0 to 1, from the server's own figures (never past full). */
export function fillRatio(spent: string, budgeted: string): number {
  const spentCents = decimalStringToCents(spent) ?? 0;
  const budgetedCents = decimalStringToCents(budgeted) ?? 0;
  if (budgetedCents <= 0) return spentCents > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, spentCents / budgetedCents));
}
