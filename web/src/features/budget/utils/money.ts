import { formatExactUsdDecimal } from '@/lib/format-usd';
import { decimalStringToCents } from '@domain/shared/money';

const UNKNOWN = '–';

/** Budget figures are sums of exact amounts: to the cent when there are cents, else whole dollars. */
export function usd(decimal: string): string {
  return formatExactUsdDecimal(decimal) ?? UNKNOWN;
}

/** How full a bar is, 0 to 1, from the server's own figures (never past full). */
export function fillRatio(spent: string, budgeted: string): number {
  const spentCents = decimalStringToCents(spent) ?? 0;
  const budgetedCents = decimalStringToCents(budgeted) ?? 0;
  if (budgetedCents <= 0) return spentCents > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, spentCents / budgetedCents));
}
