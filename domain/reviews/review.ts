import type { Booking } from '../bookings/booking.js';
import { addDays, type CalendarDate } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';

/** What a review may hold; the HTTP layer checks the same limits and names the field. */
export const REVIEW_LIMITS = {
  minStars: 1,
  maxStars: 5,
  titleLength: 120,
  /** Enough for a sentence that says something about the day. */
  minTextLength: 20,
  textLength: 4000,
  replyLength: 2000,
  reportDetailsLength: 1000,
  hideReasonLength: 1000,
} as const;

/** The couple may change their review for this long after posting it. */
export const REVIEW_EDIT_DAYS = 30;

/** Why someone reports a review; operators read them in `hcw reviews list --reported`. */
export const REPORT_REASONS = ['fake', 'offensive', 'personal-information', 'not-about-this-venue', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports from one client (or account) an hour: enough for a person, not for a script. */
export const REPORT_RATE_LIMIT = { attempts: 20, windowSeconds: 3600 } as const;

export interface ReviewReply {
  text: string;
  repliedAt: Date;
}

export interface Review {
  id: string;
  venueId: string;
  /** The completed booking that makes the review a verified one; one review per booking. */
  bookingId: string;
  /** The couple's account (the booking's customerId); null only for seeded demo reviews. */
  authorId: string | null;
  /** As shown: first name and last initial, from the booking ("Sarah J."). */
  authorName: string;
  /** The wedding's date; the page shows its month only. */
  weddingDate: CalendarDate;
  stars: number;
  title: string;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  reply: ReviewReply | null;
  /** Set by an operator: a hidden review is off the page and out of the rating. */
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

export interface ReviewInput {
  stars: number;
  title: string;
  text: string;
}

/** How many visible reviews give each star count, 1 to 5. */
export type StarDistribution = Record<1 | 2 | 3 | 4 | 5, number>;

export interface RatingSummary {
  /** The average of the visible reviews' stars to one decimal; 0 when there are none ("New"). */
  rating: number;
  reviewCount: number;
}

export const emptyDistribution = (): StarDistribution => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/** The venue's rating from its visible reviews: the mean to one decimal (halves up), and the count. */
export function ratingSummary(distribution: StarDistribution): RatingSummary {
  let count = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    count += distribution[stars];
    sum += stars * distribution[stars];
  }
  // sum * 10 / count is exact enough: both are small integers.
  return count === 0 ? { rating: 0, reviewCount: 0 } : { rating: Math.round((sum * 10) / count) / 10, reviewCount: count };
}

export function distributionOf(stars: readonly number[]): StarDistribution {
  const distribution = emptyDistribution();
  for (const s of stars) if (isStarCount(s)) distribution[s] += 1;
  return distribution;
}

function isStarCount(value: unknown): value is 1 | 2 | 3 | 4 | 5 {
  return Number.isInteger(value) && (value as number) >= REVIEW_LIMITS.minStars && (value as number) <= REVIEW_LIMITS.maxStars;
}

// Control characters other than line breaks and tabs make no sense in a review.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(field: string, value: unknown, min: number, max: number): string {
  if (typeof value !== 'string') throw new InvalidInputError('REVIEW.INVALID_DETAILS', field, `${field} must be text`);
  const trimmed = value.trim();
  if (CONTROL.test(trimmed)) throw new InvalidInputError('REVIEW.INVALID_DETAILS', field, `${field} must not hold control characters`);
  if (trimmed.length < min) {
    throw new InvalidInputError('REVIEW.INVALID_DETAILS', field, min <= 1 ? `${field} must not be empty` : `${field} must be at least ${min} characters`);
  }
  if (trimmed.length > max) throw new InvalidInputError('REVIEW.INVALID_DETAILS', field, `${field} must be at most ${max} characters`);
  return trimmed;
}

/** A review's stars, title and text, trimmed; the first field at fault is named. */
export function validReviewInput(input: Partial<ReviewInput>): ReviewInput {
  if (!isStarCount(input.stars)) throw new InvalidInputError('REVIEW.INVALID_DETAILS', 'stars', 'stars must be a whole number from 1 to 5');
  return {
    stars: input.stars,
    title: text('title', input.title, 1, REVIEW_LIMITS.titleLength),
    text: text('text', input.text, REVIEW_LIMITS.minTextLength, REVIEW_LIMITS.textLength),
  };
}

export function validReplyText(value: unknown): string {
  return text('text', value, 1, REVIEW_LIMITS.replyLength);
}

export function validHideReason(value: unknown): string {
  return text('reason', value, 1, REVIEW_LIMITS.hideReasonLength);
}

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}

export function validReportDetails(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return text('details', value, 1, REVIEW_LIMITS.reportDetailsLength);
}

/**
 * The wedding took place: the owner marked the booking completed, or it is still confirmed and its
 * date has passed (owners do not always mark their weddings completed, and the couple should not
 * wait on that to review). Pending and cancelled bookings never count.
 */
export function weddingTookPlace(booking: Pick<Booking, 'status' | 'eventDate'>, today: CalendarDate): boolean {
  return booking.status === 'completed' || (booking.status === 'confirmed' && booking.eventDate < today);
}

/** The couple may still edit their review: within REVIEW_EDIT_DAYS of posting it. */
export function isEditable(review: Pick<Review, 'createdAt'>, now: Date): boolean {
  return now.getTime() - review.createdAt.getTime() <= REVIEW_EDIT_DAYS * 86_400_000;
}

export function editableUntil(review: Pick<Review, 'createdAt'>): Date {
  return new Date(review.createdAt.getTime() + REVIEW_EDIT_DAYS * 86_400_000);
}

/** "Sarah Johnson" shows as "Sarah J."; one name stays as it is. */
export function reviewerName(customerName: string): string {
  const parts = customerName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A couple';
  if (parts.length === 1) return parts[0];
  return `${parts[0]} ${parts.at(-1)![0].toUpperCase()}.`;
}

/** The review request goes out the day after the wedding, mid-morning in Texas. */
export function reviewRequestDate(eventDate: CalendarDate): CalendarDate {
  return addDays(eventDate, 1);
}
