import { bookingTotal, paymentPlan, type PaymentPlan } from '@domain/bookings/deposit';
import type { CalendarDate } from '@domain/shared/calendar-date';
import { decimalStringToCents, type Cents } from '@domain/shared/money';
import { formatUsd } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import type { VenuePackage } from '@/types/api';

/**
 * The price the couple will be asked for, by the domain's own rules (the server prices the
 * booking the same way): the package's price, else the venue's; 25% down; the rest 30 days out.
 * Null when an amount from the API is not a decimal string.
 */
export function estimatePaymentPlan(
  venue: Venue,
  selectedPackage: VenuePackage | null,
  eventDate: CalendarDate,
  today: CalendarDate,
): PaymentPlan | null {
  const venuePriceCents = decimalStringToCents(venue.price);
  const packagePriceCents = selectedPackage ? decimalStringToCents(selectedPackage.basePrice) : null;
  if (venuePriceCents === null || (selectedPackage && packagePriceCents === null)) return null;
  return paymentPlan({ venuePriceCents, packagePriceCents, eventDate, bookedOn: today });
}

/** The total before a date is chosen: the package's price, else the venue's. */
export function estimateTotal(venue: Venue, selectedPackage: VenuePackage | null): Cents | null {
  const venuePriceCents = decimalStringToCents(venue.price);
  const packagePriceCents = selectedPackage ? decimalStringToCents(selectedPackage.basePrice) : null;
  if (venuePriceCents === null || (selectedPackage && packagePriceCents === null)) return null;
  return bookingTotal({ venuePriceCents, packagePriceCents });
}

const CENTS_PER_DOLLAR = 100;

/** Whole dollars when the amount is whole ("$10,500"), else with its cents ("$10,500.25"). */
export function formatUsdWithCents(cents: Cents): string {
  if (cents % CENTS_PER_DOLLAR === 0) return formatUsd(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / CENTS_PER_DOLLAR);
  const rest = String(abs % CENTS_PER_DOLLAR).padStart(2, '0');
  return `${sign}${formatUsd(dollars * CENTS_PER_DOLLAR)}.${rest}`;
}

/** "12500.25" -> "$12,500.25"; null for anything that is not an amount. */
export function formatDecimalWithCents(decimal: string): string | null {
  const cents = decimalStringToCents(decimal);
  return cents === null ? null : formatUsdWithCents(cents);
}
