import { formatUsd as formatExactUsd } from '@domain/shared/format';
import { decimalStringToCents, type Cents } from '@domain/shared/money';

const CENTS_PER_DOLLAR = 100;

/** Whole US dollars with thousands separators, no decimals: 1250050 -> "$12,501". */
export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Round half up to the dollar with integer arithmetic only.
  const dollars = Math.floor((abs + CENTS_PER_DOLLAR / 2) / CENTS_PER_DOLLAR);
  return `${sign}$${groupThousands(String(dollars))}`;
}

/** "12500.00" -> "$12,500"; null when the API sent something that is not an amount. */
export function formatUsdDecimal(decimal: string): string | null {
  const cents = decimalStringToCents(decimal);
  return cents === null ? null : formatUsd(cents);
}

/**
 * A sum of money to the cent when it has cents, else whole dollars: "43250.50" -> "$43,250.50",
 * "42000.00" -> "$42,000". For figures added up from exact amounts (a budget), never rounded.
 */
export function formatExactUsdDecimal(decimal: string): string | null {
  const cents = decimalStringToCents(decimal);
  return cents === null ? null : formatExactUsd(cents);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
