import { formatUsd, formatUsdDecimal } from '@/lib/format-usd';

/** "42000.00" -> "$42,000"; a missing figure reads as a dash. */
export function money(decimal: string | null): string {
  return (decimal !== null && formatUsdDecimal(decimal)) || '–';
}

/** A chart's dollar value (an axis tick, a tooltip) in the same words: 42000 -> "$42,000". */
export function moneyFromDollars(dollars: number): string {
  return formatUsd(Math.round(dollars * 100));
}
