import type { EntityManager } from '@mikro-orm/core';
import type { ConfirmedBookingFact } from '../../../domain/venue-analytics/analytics-figures.js';
import { instantsOf, type CalendarMonth, type DateRange } from '../../../domain/venue-analytics/analytics-period.js';
import type {
  AnalyticsShare,
  AnalyticsShareRepository,
  CompetitorFigures,
  InquiryTally,
  PeriodTotals,
  RatingSnapshot,
  RatingSnapshotRepository,
  VenueAnalyticsRepository,
} from '../../../domain/venue-analytics/venue-analytics-repository.js';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

type Numeric = string | number | null;
const num = (value: Numeric): number => Number(value ?? 0);
const numOrNull = (value: Numeric): number | null => (value === null ? null : Number(value));

/**
 * The bookings confirmed in [start, end) and not cancelled since (a booking later called off
 * earned nothing), each once, with the facts its confirmation event carried. Parameters: venue,
 * start, end. Served by domain_event (venue_id, type, occurred_at) and the booking-id index.
 */
const CONFIRMED = `
  confirmed as (
    select distinct on (e.payload ->> 'bookingId') e.payload ->> 'bookingId' as booking_id, e.payload
    from domain_event e
    where e.venue_id = ? and e.type = 'booking.confirmed' and e.occurred_at >= ? and e.occurred_at < ?
      and not exists (
        select 1 from domain_event c
        where c.payload ->> 'bookingId' = e.payload ->> 'bookingId' and c.type = 'booking.cancelled' and c.venue_id is not null
      )
    order by e.payload ->> 'bookingId', e.occurred_at
  )`;

/**
 * Each inquiry's first reply, for the venues given by the condition, among replies before the
 * end; the caller keeps those inside the period. Parameters: the condition's, then end.
 */
const firstReplies = (venueCondition: string) => `
  first_reply as (
    select distinct on (e.venue_id, e.payload ->> 'inquiryId') (e.payload ->> 'responseMinutes')::numeric as minutes, e.occurred_at
    from domain_event e
    where ${venueCondition} and e.type = 'inquiry.replied' and e.occurred_at < ?
    order by e.venue_id, e.payload ->> 'inquiryId', e.occurred_at
  )`;

/** Reads of the domain_event history: one query per section, each set-based over the venue's index. */
export class PostgresVenueAnalyticsRepository implements VenueAnalyticsRepository {
  constructor(private readonly em: EntityManager) {}

  async totals(venueId: string, range: DateRange): Promise<PeriodTotals> {
    const { start, end } = instantsOf(range);
    const rows: Record<string, Numeric>[] = await scopedEm(this.em).execute(
      `with ${CONFIRMED}, ${firstReplies('e.venue_id = ?')}
       select
         (select coalesce(sum(views), 0) from venue_view where venue_id = ? and day between ? and ?) as views,
         (select count(*) from domain_event where venue_id = ? and type = 'inquiry.received' and occurred_at >= ? and occurred_at < ?) as inquiries,
         (select count(*) from confirmed) as bookings,
         (select coalesce(sum((payload ->> 'amountCents')::bigint), 0) from confirmed) as revenue_cents,
         (select count(*) from first_reply where occurred_at >= ?) as replies,
         (select coalesce(sum(minutes), 0) from first_reply where occurred_at >= ?) as response_minutes`,
      [venueId, start, end, venueId, end, venueId, range.from, range.to, venueId, start, end, start, start],
    );
    const row = rows[0];
    return {
      views: num(row.views),
      inquiries: num(row.inquiries),
      bookings: num(row.bookings),
      revenueCents: num(row.revenue_cents),
      replies: num(row.replies),
      responseMinutes: num(row.response_minutes),
    };
  }

  async confirmedBookings(venueId: string, range: DateRange): Promise<ConfirmedBookingFact[]> {
    const { start, end } = instantsOf(range);
    const rows: { booking_id: string; event_date: string; amount_cents: Numeric; guest_count: Numeric; home_city: string | null }[] = await scopedEm(this.em).execute(
      `with ${CONFIRMED}
       select booking_id, payload ->> 'eventDate' as event_date, (payload ->> 'amountCents')::bigint as amount_cents,
              (payload ->> 'guestCount')::integer as guest_count, payload ->> 'homeCity' as home_city
       from confirmed order by event_date, booking_id`,
      [venueId, start, end],
    );
    return rows.map((r) => ({ bookingId: r.booking_id, eventDate: r.event_date, amountCents: num(r.amount_cents), guestCount: num(r.guest_count), homeCity: r.home_city }));
  }

  async weddings(venueId: string, eventDates: DateRange): Promise<ConfirmedBookingFact[]> {
    const rows: { booking_id: string; event_date: string; amount_cents: Numeric; guest_count: Numeric; home_city: string | null }[] = await scopedEm(this.em).execute(
      `select distinct on (e.payload ->> 'bookingId') e.payload ->> 'bookingId' as booking_id, e.payload ->> 'eventDate' as event_date,
              (e.payload ->> 'amountCents')::bigint as amount_cents, (e.payload ->> 'guestCount')::integer as guest_count, e.payload ->> 'homeCity' as home_city
       from domain_event e
       where e.venue_id = ? and e.type = 'booking.confirmed' and e.payload ->> 'eventDate' between ? and ?
         and not exists (
           select 1 from domain_event c
           where c.payload ->> 'bookingId' = e.payload ->> 'bookingId' and c.type = 'booking.cancelled' and c.venue_id is not null
         )
       order by e.payload ->> 'bookingId', e.occurred_at`,
      [venueId, eventDates.from, eventDates.to],
    );
    return rows.map((r) => ({ bookingId: r.booking_id, eventDate: r.event_date, amountCents: num(r.amount_cents), guestCount: num(r.guest_count), homeCity: r.home_city }));
  }

  async inquiryTallies(venueId: string, range: DateRange): Promise<InquiryTally[]> {
    const { start, end } = instantsOf(range);
    const rows: { home_city: string | null; guest_count: Numeric; count: Numeric }[] = await scopedEm(this.em).execute(
      `select payload ->> 'homeCity' as home_city, (payload ->> 'guestCount')::integer as guest_count, count(*) as count
       from domain_event
       where venue_id = ? and type = 'inquiry.received' and occurred_at >= ? and occurred_at < ?
       group by 1, 2`,
      [venueId, start, end],
    );
    return rows.map((r) => ({ homeCity: r.home_city, guestCount: numOrNull(r.guest_count), count: num(r.count) }));
  }

  async requestedDates(venueId: string, range: DateRange, limit: number): Promise<{ date: CalendarDate; bookings: number }[]> {
    const { start, end } = instantsOf(range);
    const rows: { date: string; bookings: Numeric }[] = await scopedEm(this.em).execute(
      `select payload ->> 'eventDate' as date, count(distinct payload ->> 'bookingId') as bookings
       from domain_event
       where venue_id = ? and type = 'booking.requested' and occurred_at >= ? and occurred_at < ?
       group by 1 order by 2 desc, 1 limit ?`,
      [venueId, start, end, limit],
    );
    return rows.map((r) => ({ date: r.date, bookings: num(r.bookings) }));
  }

  async ratingSnapshots(venueId: string, first: CalendarMonth, last: CalendarMonth): Promise<RatingSnapshot[]> {
    const rows: { month: string; rating: Numeric; review_count: Numeric }[] = await scopedEm(this.em).execute(
      `select month, rating, review_count from venue_rating_snapshot where venue_id = ? and month between ? and ? order by month`,
      [venueId, first, last],
    );
    return rows.map((r) => ({ month: r.month, rating: num(r.rating), reviewCount: num(r.review_count) }));
  }

  async competitors(venueId: string, city: string, range: DateRange): Promise<CompetitorFigures> {
    const { start, end } = instantsOf(range);
    const rows: { venues: Numeric; avg_price: Numeric; avg_rating: Numeric; avg_minutes: Numeric }[] = await scopedEm(this.em).execute(
      `with rivals as (
         select id, price_cents, rating, review_count from venue
         where status = 'published' and lower(city) = lower(?) and id <> ?
       ), ${firstReplies('e.venue_id in (select id from rivals)')}
       select
         (select count(*) from rivals) as venues,
         (select round(avg(price_cents)) from rivals) as avg_price,
         (select round(avg(rating), 1) from rivals where review_count > 0) as avg_rating,
         (select avg(minutes) from first_reply where occurred_at >= ?) as avg_minutes`,
      [city.trim(), venueId, end, start],
    );
    const row = rows[0];
    return { venues: num(row.venues), avgPriceCents: numOrNull(row.avg_price), avgRating: numOrNull(row.avg_rating), avgResponseMinutes: numOrNull(row.avg_minutes) };
  }
}

export class PostgresRatingSnapshotRepository implements RatingSnapshotRepository {
  constructor(private readonly em: EntityManager) {}

  async snapshotAll(month: CalendarMonth): Promise<number> {
    const rows: unknown[] = await scopedEm(this.em).execute(
      `insert into venue_rating_snapshot (venue_id, month, rating, review_count, taken_at)
       select id, ?, rating, review_count, now() from venue where status = 'published'
       on conflict (venue_id, month) do nothing
       returning venue_id`,
      [month],
    );
    return rows.length;
  }

  async claimRun(month: CalendarMonth): Promise<boolean> {
    const rows: unknown[] = await scopedEm(this.em).execute(`insert into rating_snapshot_run (month, claimed_at) values (?, now()) on conflict (month) do nothing returning month`, [month]);
    return rows.length > 0;
  }
}

interface ShareRow {
  venue_id: string;
  token_hash: string;
  created_at: Date | string;
}

const toShare = (row: ShareRow): AnalyticsShare => ({ venueId: row.venue_id, tokenHash: row.token_hash, createdAt: toInstant(row.created_at) });

export class PostgresAnalyticsShareRepository implements AnalyticsShareRepository {
  constructor(private readonly em: EntityManager) {}

  async replace(share: AnalyticsShare): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into venue_analytics_share (venue_id, token_hash, created_at) values (?, ?, ?)
       on conflict (venue_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [share.venueId, share.tokenHash, share.createdAt],
    );
  }

  async findByVenue(venueId: string): Promise<AnalyticsShare | null> {
    if (!isUuid(venueId)) return null;
    const rows: ShareRow[] = await scopedEm(this.em).execute(`select venue_id, token_hash, created_at from venue_analytics_share where venue_id = ?`, [venueId]);
    return rows[0] ? toShare(rows[0]) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<AnalyticsShare | null> {
    const rows: ShareRow[] = await scopedEm(this.em).execute(`select venue_id, token_hash, created_at from venue_analytics_share where token_hash = ?`, [tokenHash]);
    return rows[0] ? toShare(rows[0]) : null;
  }

  async delete(venueId: string): Promise<boolean> {
    if (!isUuid(venueId)) return false;
    const rows: unknown[] = await scopedEm(this.em).execute(`delete from venue_analytics_share where venue_id = ? returning venue_id`, [venueId]);
    return rows.length > 0;
  }
}
