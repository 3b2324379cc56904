import type { SecretTokens } from '../../../domain/accounts/account-ports.js';
import type { DateRange } from '../../../domain/venue-analytics/analytics-period.js';
import type {
  AnalyticsShare,
  AnalyticsShareRepository,
  PeriodTotals,
  RatingSnapshotRepository,
  VenueAnalyticsRepository,
} from '../../../domain/venue-analytics/venue-analytics-repository.js';
import type { VenueViewRepository, VenueVisit, VisitorKeys } from '../../../domain/venue-management/venue-view-repository.js';

export const NO_TOTALS: PeriodTotals = { views: 0, inquiries: 0, bookings: 0, revenueCents: 0, replies: 0, responseMinutes: 0 };

/** Answers totals per period from a table the test fills, and records the ranges it was asked for. */
export class FakeVenueAnalyticsRepository implements VenueAnalyticsRepository {
  readonly totalsAsked: DateRange[] = [];
  totalsByFrom = new Map<string, PeriodTotals>();

  async totals(_venueId: string, range: DateRange) {
    this.totalsAsked.push({ from: range.from, to: range.to });
    return this.totalsByFrom.get(range.from) ?? NO_TOTALS;
  }
  async confirmedBookings() {
    return [];
  }
  async weddings() {
    return [];
  }
  async inquiryTallies() {
    return [];
  }
  async requestedDates() {
    return [];
  }
  async ratingSnapshots() {
    return [];
  }
  async competitors() {
    return { venues: 0, avgPriceCents: null, avgRating: null, avgResponseMinutes: null };
  }
}

export class InMemoryAnalyticsShares implements AnalyticsShareRepository {
  shares: AnalyticsShare[] = [];
  async replace(share: AnalyticsShare) {
    this.shares = [...this.shares.filter((s) => s.venueId !== share.venueId), share];
  }
  async findByVenue(venueId: string) {
    return this.shares.find((s) => s.venueId === venueId) ?? null;
  }
  async findByTokenHash(tokenHash: string) {
    return this.shares.find((s) => s.tokenHash === tokenHash) ?? null;
  }
  async delete(venueId: string) {
    const had = this.shares.some((s) => s.venueId === venueId);
    this.shares = this.shares.filter((s) => s.venueId !== venueId);
    return had;
  }
}

/** Predictable tokens: token-1, token-2 ..., hashed by a visible rule. */
export class CountingSecretTokens implements SecretTokens {
  private made = 0;
  create() {
    const token = `token-${++this.made}`;
    return { token, hash: this.hash(token) };
  }
  hash(token: string) {
    return `hash(${token})`;
  }
}

export class InMemoryRatingSnapshots implements RatingSnapshotRepository {
  readonly months: string[] = [];
  readonly claimed = new Set<string>();
  async snapshotAll(month: string) {
    this.months.push(month);
    return 1;
  }
  async claimRun(month: string) {
    if (this.claimed.has(month)) return false;
    this.claimed.add(month);
    return true;
  }
}

/** Counts visits as the SQL does: a visitor once a day, an address up to its cap. */
export class InMemoryVenueViews implements VenueViewRepository {
  readonly visits: VenueVisit[] = [];
  async recordVisit(visit: VenueVisit, maxVisitorsPerAddress: number) {
    const sameDay = this.visits.filter((v) => v.venueId === visit.venueId && v.day === visit.day);
    if (sameDay.some((v) => v.visitorKey === visit.visitorKey)) return false;
    if (visit.addressKey && sameDay.filter((v) => v.addressKey === visit.addressKey).length >= maxVisitorsPerAddress) return false;
    this.visits.push(visit);
    return true;
  }
  async total(venueId: string) {
    return this.visits.filter((v) => v.venueId === venueId).length;
  }
}

/** Keys that show what went into them (a real one is a keyed hash). */
export class VisibleVisitorKeys implements VisitorKeys {
  async keyOf(day: string, parts: readonly string[]) {
    return `${day}|${parts.join('|')}`;
  }
}
