// Money is integer cents everywhere in the core; the API shows decimal strings ("12500.00").

export type Cents = number;

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value;
}

/** 1250000 -> "12500.00" */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** "12500", "12500.5", "12500.50" -> 1250050; anything else -> null. */
export function decimalStringToCents(text: string): Cents | null {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Whole dollars to cents, for inputs such as budget filters given in dollars. */
export function dollarsToCents(dollars: number): Cents {
  return assertCents(Math.round(dollars) * 100);
}
