// Two years of believable history for the demo owner's venues, so the Analytics panel has
// something true to chart on first start: page views per day, inquiries (most answered), past
// weddings requested, confirmed and completed (a few cancelled), and a monthly rating, with spring and fall peaks.
// Real rows (inquiry, booking, venue_view, venue_rating_snapshot) are written together with the
// domain_event rows that tell the same story, straight into the tables: no event recorder, so no
// mail or reminder fires for the past. Every number comes from draw(), so each run is the same.
import type { SqlEntityManager } from '@mikro-orm/sql';
import { bookingTotal, calculateDeposit } from '../../../domain/bookings/deposit.js';
import type { DomainEvent } from '../../../domain/events/domain-event.js';
import { addDays, calendarDateIn, type CalendarDate } from '../../../domain/shared/calendar-date.js';
import type { IdGenerator } from '../../../domain/shared/id-generator.js';
import { addMonths, monthOf, startOfDayIn } from '../../../domain/venue-analytics/analytics-period.js';
import { toCalendarDate } from '../repositories/row-values.js';
import { draw } from './seed-random.js';

/** How far back the history goes: a year to chart and a year before it for the trends. */
export const HISTORY_DAYS = 730;

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
const ROWS_PER_INSERT = 400;
/** Months of rating snapshots before this one. */
const SNAPSHOT_MONTHS = 24;

/** Weddings and web visits both peak in spring and fall in the Hill Country. */
const SEASON: Record<number, number> = { 1: 0.55, 2: 0.7, 3: 1.1, 4: 1.35, 5: 1.25, 6: 0.85, 7: 0.7, 8: 0.75, 9: 1.05, 10: 1.4, 11: 1.15, 12: 0.6 };
/** Chance of a wedding on a date in a peak month, by weekday (Monday first). */
const WEDDING_DAY_CHANCE = [0.01, 0.01, 0.01, 0.02, 0.22, 0.62, 0.16];
/** More browsing at the weekend. */
const VIEW_DAY_FACTOR = [0.9, 0.85, 0.9, 0.95, 1.05, 1.3, 1.25];

/** Per venue of the owner: how busy it is and how quickly its owner answers. */
const PROFILES = [
  { views: 42, inquiriesPerDay: 0.3, bookingShare: 1, replyMinutes: 150 },
  { views: 27, inquiriesPerDay: 0.2, bookingShare: 0.7, replyMinutes: 420 },
  { views: 18, inquiriesPerDay: 0.13, bookingShare: 0.5, replyMinutes: 960 },
];

const HOME_CITIES: readonly [string | null, number][] = [
  ['Austin', 24], ['San Antonio', 18], ['Houston', 12], ['Dallas', 9], ['Fredericksburg', 6], ['New Braunfels', 5],
  ['Boerne', 4], ['Fort Worth', 4], ['Kerrville', 3], ['Wimberley', 2], ['Round Rock', 2], [null, 11],
];
const COUPLES = [
  'Avery & Jordan Whitfield', 'Maria & Daniel Esquivel', 'Hannah & Luke Brandt', 'Priya & Sam Okafor', 'Caroline & Reid Matthews',
  'Elena & Marco Villarreal', 'Taylor & Chris Nguyen', 'Grace & Owen Schulze', 'Lauren & Mateo Garza', 'Sophie & James Keller',
  'Bianca & Tyler Dawson', 'Nora & Eli Fischer', 'Jasmine & Cole Pruitt', 'Mia & Diego Cantu', 'Ella & Ben Ostrowski',
];
const MESSAGES = [
  'We are planning a spring ceremony and would love to tour the grounds. Are weekday visits possible?',
  'Could you share what the Saturday package includes for our guest count?',
  'Is the date still open? We are flexible by a weekend either way.',
  'We would love an outdoor ceremony with an indoor backup. What are the rain options?',
  'How late can the reception run, and is there a noise curfew?',
];

interface OwnedVenue {
  id: string;
  price_cents: number;
  max_guests: number;
  rating: string | number;
  review_count: number;
}

interface EventRow {
  type: DomainEvent['type'];
  at: Date;
  payload: DomainEvent;
}

async function ownedVenues(em: SqlEntityManager, ownerEmail: string): Promise<OwnedVenue[]> {
  return em.execute(
    `select v.id, v.price_cents, v.max_guests, v.rating, v.review_count from venue v join account a on a.id = v.owner_id where a.email = ? order by v.name, v.id`,
    [ownerEmail],
  );
}

const pick = <T>(list: readonly T[], key: string): T => list[Math.floor(draw(key) * list.length)];

function weighted<T>(list: readonly [T, number][], key: string): T {
  const total = list.reduce((sum, [, weight]) => sum + weight, 0);
  let left = draw(key) * total;
  for (const [value, weight] of list) {
    left -= weight;
    if (left < 0) return value;
  }
  return list[list.length - 1][0];
}

const weekdayIndex = (date: CalendarDate) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
const season = (date: CalendarDate) => SEASON[Number(date.slice(5, 7))];
/** A moment of that day in Texas, between 8 am and 9 pm. */
const dayStarts = new Map<CalendarDate, number>();
const during = (date: CalendarDate, key: string) => {
  let start = dayStarts.get(date);
  if (start === undefined) dayStarts.set(date, (start = startOfDayIn(date).getTime()));
  return new Date(start + (8 + draw(key) * 13) * MS_PER_HOUR);
};
const emailOf = (couple: string, key: string) => `${couple.split(' ')[0].toLowerCase()}.${couple.split(' ').at(-1)!.toLowerCase()}${Math.floor(draw(key) * 90) + 10}@example.com`;

async function insertRows(em: SqlEntityManager, table: string, columns: string[], rows: unknown[][], conflict = ''): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await em.execute(`insert into ${table} (${columns.join(', ')}) values ${values} ${conflict}`, chunk.flat());
  }
}

/**
 * Writes the demo owner's history. Runs once, right after the demo owner is made (the demo seed
 * runs only on an empty catalogue); it keeps off dates already held (blocks and the demo bookings).
 */
export async function seedDemoHistory(deps: { em: SqlEntityManager; ids: IdGenerator; now: Date; ownerEmail: string }): Promise<{ inquiries: number; bookings: number; events: number }> {
  const { em, ids, now } = deps;
  const today = calendarDateIn(now);
  const venues = await ownedVenues(em, deps.ownerEmail);
  const venueIds = venues.map((venue) => venue.id);
  const inList = venueIds.map(() => '?').join(', ') || 'null';
  const allPackages: { venue_id: string; id: string; base_price_cents: number; max_guests: number }[] = venueIds.length
    ? await em.execute(`select venue_id, id, base_price_cents, max_guests from venue_package where venue_id in (${inList}) order by base_price_cents, id`, venueIds)
    : [];
  const claims: { venue_id: string; date: string | Date }[] = venueIds.length ? await em.execute(`select venue_id, date from venue_date_claim where venue_id in (${inList})`, venueIds) : [];
  const events: EventRow[] = [];
  const inquiries: unknown[][] = [];
  const bookings: unknown[][] = [];
  const views: unknown[][] = [];
  const past = (at: Date) => at.getTime() < now.getTime();

  for (const [index, venue] of venues.entries()) {
    const profile = PROFILES[index % PROFILES.length];
    const v = `hist|${index}`;
    const packages = allPackages.filter((p) => p.venue_id === venue.id);
    const held = new Set(claims.filter((c) => c.venue_id === venue.id).map((c) => toCalendarDate(c.date)));

    // Page views: a slow climb over the two years, weekends and the wedding seasons busier.
    for (let back = HISTORY_DAYS; back >= 1; back--) {
      const day = addDays(today, -back);
      const growth = 0.8 + 0.2 * ((HISTORY_DAYS - back) / HISTORY_DAYS);
      const count = Math.round(profile.views * season(day) * VIEW_DAY_FACTOR[weekdayIndex(day)] * growth * (0.75 + 0.5 * draw(`${v}|views|${day}`)));
      views.push([venue.id, day, count]);
    }

    // Inquiries: most answered, at the owner's own pace; the last few days' still open.
    for (let back = HISTORY_DAYS; back >= 1; back--) {
      const day = addDays(today, -back);
      const expected = profile.inquiriesPerDay * season(day);
      for (let n = 0; n < 2; n++) {
        const key = `${v}|inq|${day}|${n}`;
        if (draw(key) >= expected / 2) continue;
        const id = ids.next();
        const createdAt = during(day, `${key}|at`);
        const couple = pick(COUPLES, `${key}|couple`);
        const weddingDate = addDays(day, 120 + Math.floor(draw(`${key}|wedding`) * 300));
        const guestCount = Math.min(venue.max_guests, 40 + 10 * Math.floor(draw(`${key}|guests`) * 22));
        const homeCity = weighted(HOME_CITIES, `${key}|city`);
        const minutes = Math.max(4, Math.round(profile.replyMinutes * (0.15 + 1.9 * draw(`${key}|reply`) ** 2)));
        const repliedAt = new Date(createdAt.getTime() + minutes * 60_000);
        const answered = draw(`${key}|answered`) < 0.88 && past(repliedAt);
        const status = answered ? 'replied' : back <= 3 ? 'pending' : 'closed';
        inquiries.push([id, venue.id, couple, emailOf(couple, key), null, weddingDate, guestCount, pick(MESSAGES, `${key}|message`), status, createdAt, answered ? repliedAt : null]);
        events.push({ type: 'inquiry.received', at: createdAt, payload: { type: 'inquiry.received', venueId: venue.id, inquiryId: id, weddingDate, guestCount, homeCity } });
        if (answered) events.push({ type: 'inquiry.replied', at: repliedAt, payload: { type: 'inquiry.replied', venueId: venue.id, inquiryId: id, responseMinutes: minutes } });
      }
    }

    // Bookings: weddings on past dates only (completed, a few called off), each requested months
    // before and confirmed within a few days. Dates ahead are left to the demo owner's own bookings
    // and to whoever books them, so the history never takes a date someone may ask for.
    for (let offset = -HISTORY_DAYS + 30; offset <= -2; offset++) {
      const eventDate = addDays(today, offset);
      const key = `${v}|book|${eventDate}`;
      if (held.has(eventDate) || draw(key) >= WEDDING_DAY_CHANCE[weekdayIndex(eventDate)] * season(eventDate) * profile.bookingShare * 0.55) continue;
      const leadDays = 60 + Math.floor(draw(`${key}|lead`) * 330);
      const requestedAt = during(addDays(eventDate, -leadDays), `${key}|asked`);
      const confirmedAt = new Date(requestedAt.getTime() + (6 + draw(`${key}|confirm`) * 60) * MS_PER_HOUR);
      if (!past(confirmedAt) || now.getTime() - requestedAt.getTime() < 3 * MS_PER_DAY) continue;
      const pkg = packages.length ? pick(packages, `${key}|package`) : null;
      const totalCents = bookingTotal({ packagePriceCents: pkg?.base_price_cents ?? null, venuePriceCents: venue.price_cents });
      const guestCount = Math.min(pkg?.max_guests ?? venue.max_guests, venue.max_guests, 50 + 10 * Math.floor(draw(`${key}|guests`) * 18));
      const couple = pick(COUPLES, `${key}|couple`);
      const homeCity = weighted(HOME_CITIES, `${key}|city`);
      const cancelled = draw(`${key}|cancel`) < 0.08;
      const cancelledAt = new Date(confirmedAt.getTime() + (5 + draw(`${key}|cancel-at`) * 40) * MS_PER_DAY);
      const completedAt = during(addDays(eventDate, 1), `${key}|done`);
      const status = cancelled && past(cancelledAt) ? 'cancelled' : 'completed';
      const id = ids.next();
      const facts = { venueId: venue.id, bookingId: id, eventDate, guestCount, amountCents: totalCents, homeCity };
      bookings.push([
        id, venue.id, couple.split(' & ')[0] + ' ' + couple.split(' ').at(-1), emailOf(couple, key), '(512) 555-0' + String(100 + Math.floor(draw(`${key}|phone`) * 899)),
        eventDate, guestCount, pkg?.id ?? null, totalCents, calculateDeposit(totalCents), true, status === 'completed', status, requestedAt,
      ]);
      events.push({ type: 'booking.requested', at: requestedAt, payload: { type: 'booking.requested', ...facts } });
      events.push({ type: 'booking.confirmed', at: confirmedAt, payload: { type: 'booking.confirmed', ...facts } });
      if (status === 'cancelled') events.push({ type: 'booking.cancelled', at: cancelledAt, payload: { type: 'booking.cancelled', ...facts, cancelledBy: 'couple' } });
      if (status === 'completed') events.push({ type: 'booking.completed', at: completedAt, payload: { type: 'booking.completed', ...facts } });
      if (status !== 'cancelled') held.add(eventDate);
    }
  }

  // The inquiries the demo seed had already made for these venues get their events too.
  if (venueIds.length) {
    const earlier: { id: string; venue_id: string; created_at: Date | string; replied_at: Date | string | null; wedding_date: string | Date | null; guest_count: number | null }[] = await em.execute(
      `select id, venue_id, created_at, replied_at, wedding_date, guest_count from inquiry where venue_id in (${inList})`,
      venueIds,
    );
    for (const row of earlier) {
      const createdAt = new Date(row.created_at);
      const weddingDate = row.wedding_date === null ? null : toCalendarDate(row.wedding_date);
      events.push({ type: 'inquiry.received', at: createdAt, payload: { type: 'inquiry.received', venueId: row.venue_id, inquiryId: row.id, weddingDate, guestCount: row.guest_count, homeCity: weighted(HOME_CITIES, `hist|earlier|${row.id}`) } });
      if (row.replied_at) {
        const repliedAt = new Date(row.replied_at);
        const responseMinutes = Math.max(0, Math.round((repliedAt.getTime() - createdAt.getTime()) / 60_000));
        events.push({ type: 'inquiry.replied', at: repliedAt, payload: { type: 'inquiry.replied', venueId: row.venue_id, inquiryId: row.id, responseMinutes } });
      }
    }
  }

  await insertRows(em, 'venue_view', ['venue_id', 'day', 'views'], views, 'on conflict (venue_id, day) do update set views = venue_view.views + excluded.views');
  await insertRows(em, 'inquiry', ['id', 'venue_id', 'couple_name', 'email', 'phone', 'wedding_date', 'guest_count', 'message', 'status', 'created_at', 'replied_at'], inquiries);
  await insertRows(
    em,
    'booking',
    ['id', 'venue_id', 'customer_name', 'customer_email', 'customer_phone', 'event_date', 'guest_count', 'package_id', 'total_cents', 'deposit_cents', 'deposit_paid', 'final_payment_paid', 'status', 'created_at'],
    bookings,
  );
  await insertRows(em, 'domain_event', ['id', 'type', 'venue_id', 'occurred_at', 'payload'], events.map((e) => [ids.next(), e.type, e.payload.venueId, e.at, JSON.stringify(e.payload)]));
  return { inquiries: inquiries.length, bookings: bookings.length, events: events.length };
}


/**
 * The rest of the history, once the other demo seeds have run (the reviews set each venue's final
 * rating and may add past weddings): events for the owner's bookings that have none yet, so the
 * summary cards and the analytics count the same weddings, and the monthly rating snapshots,
 * climbing to the rating the venue has now (this month's for every published venue).
 */
export async function finishDemoHistory(deps: { em: SqlEntityManager; ids: IdGenerator; now: Date; ownerEmail: string }): Promise<void> {
  const { em, ids, now } = deps;
  const today = calendarDateIn(now);
  const venues = await ownedVenues(em, deps.ownerEmail);
  if (!venues.length) return;
  const inList = venues.map(() => '?').join(', ');
  const silent: { id: string; venue_id: string; event_date: string | Date; guest_count: number; total_cents: number; status: string; created_at: Date | string }[] = await em.execute(
    `select b.id, b.venue_id, b.event_date, b.guest_count, b.total_cents, b.status, b.created_at from booking b
     where b.venue_id in (${inList}) and not exists (select 1 from domain_event e where e.payload ->> 'bookingId' = b.id::text and e.venue_id is not null)`,
    venues.map((v) => v.id),
  );
  const events: unknown[][] = [];
  const add = (type: DomainEvent['type'], at: Date, payload: DomainEvent) => {
    if (at.getTime() < now.getTime()) events.push([ids.next(), type, payload.venueId, at, JSON.stringify(payload)]);
  };
  for (const b of silent) {
    const eventDate = toCalendarDate(b.event_date);
    const requestedAt = new Date(b.created_at);
    const facts = { venueId: b.venue_id, bookingId: b.id, eventDate, guestCount: b.guest_count, amountCents: b.total_cents, homeCity: weighted(HOME_CITIES, `hist|silent|${b.id}`) };
    add('booking.requested', requestedAt, { type: 'booking.requested', ...facts });
    if (b.status === 'pending') continue;
    const confirmedAt = new Date(requestedAt.getTime() + (6 + draw(`hist|silent|confirm|${b.id}`) * 60) * MS_PER_HOUR);
    add('booking.confirmed', confirmedAt, { type: 'booking.confirmed', ...facts });
    if (b.status === 'completed') add('booking.completed', during(addDays(eventDate, 1), `hist|silent|done|${b.id}`), { type: 'booking.completed', ...facts });
    if (b.status === 'cancelled') add('booking.cancelled', new Date(confirmedAt.getTime() + 7 * MS_PER_DAY), { type: 'booking.cancelled', ...facts, cancelledBy: 'couple' });
  }
  await insertRows(em, 'domain_event', ['id', 'type', 'venue_id', 'occurred_at', 'payload'], events);

  const snapshots: unknown[][] = [];
  for (const [index, venue] of venues.entries()) {
    const rating = Number(venue.rating);
    for (let back = SNAPSHOT_MONTHS; back >= 1; back--) {
      const month = addMonths(monthOf(today), -back);
      const then = Math.min(5, Math.max(0, rating - 0.3 * (back / SNAPSHOT_MONTHS) + (draw(`hist|${index}|rating|${month}`) - 0.5) * 0.1));
      snapshots.push([venue.id, month, Math.round(then * 10) / 10, Math.round(venue.review_count * (1 - back / (SNAPSHOT_MONTHS * 1.6))), startOfDayIn(`${month}-01`)]);
    }
  }
  await insertRows(em, 'venue_rating_snapshot', ['venue_id', 'month', 'rating', 'review_count', 'taken_at'], snapshots, 'on conflict (venue_id, month) do nothing');
  // This month's, for every venue, as the monthly job would have written it at the start of the month.
  await em.execute(
    `insert into venue_rating_snapshot (venue_id, month, rating, review_count, taken_at)
     select id, ?, rating, review_count, ? from venue where status = 'published'
     on conflict (venue_id, month) do update set rating = excluded.rating, review_count = excluded.review_count`,
    [monthOf(today), now],
  );
}
