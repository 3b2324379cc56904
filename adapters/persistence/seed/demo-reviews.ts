// Verified reviews for the demo catalogue: every demo venue gets a realistic number of reviews
// (6 to 40), each from a completed booking in the past, and its rating and review count are what
// those reviews give (demoReviewStars decides both the venue's figures and the reviews). Words,
// stars, dates and names all come from draw(), so every run writes the same story.
import type { SqlEntityManager } from '@mikro-orm/sql';
import { bookingTotal, calculateDeposit } from '../../../domain/bookings/deposit.js';
import { distributionOf, ratingSummary, reviewerName } from '../../../domain/reviews/review.js';
import { addDays, calendarDateIn, type CalendarDate } from '../../../domain/shared/calendar-date.js';
import type { IdGenerator } from '../../../domain/shared/id-generator.js';
import { startOfDayIn } from '../../../domain/venue-analytics/analytics-period.js';
import { toCalendarDate } from '../repositories/row-values.js';
import { draw } from './seed-random.js';
import type { VenueSeed } from './venue-seed.js';

const MIN_REVIEWS = 6;
const MAX_REVIEWS = 40;
/** The real catalogue's counts are hundreds; a young marketplace has a sixth of that. */
const REVIEW_SHARE = 1 / 6;
/** Reviewed weddings lie between these many days back. */
const NEWEST_WEDDING_DAYS = 21;
const OLDEST_WEDDING_DAYS = 1100;
const ROWS_PER_INSERT = 300;
const MS_PER_DAY = 86_400_000;

const pick = <T>(list: readonly T[], key: string): T => list[Math.floor(draw(key) * list.length)];

/**
 * The stars of a demo venue's reviews: about a sixth of its seeded review count, with a mean that
 * rounds to its seeded rating (a count that cannot reach the rating exactly is raised until it can).
 */
export function demoReviewStars(seed: Pick<VenueSeed, 'name' | 'rating' | 'reviews'>): number[] {
  let n = Math.min(MAX_REVIEWS, Math.max(MIN_REVIEWS, Math.round(seed.reviews * REVIEW_SHARE)));
  let sum = Math.round(seed.rating * n);
  while (Math.round((sum * 10) / n) / 10 !== seed.rating) {
    n += 1;
    sum = Math.round(seed.rating * n);
  }
  let deficit = 5 * n - sum;
  const stars: number[] = [];
  const key = `review-stars|${seed.name}`;
  // A lower-rated venue has the odd disappointed couple; the rest of the gap is fours and threes.
  if (deficit >= 5 && seed.rating <= 4.6) {
    stars.push(draw(`${key}|low`) < 0.5 ? 2 : 1);
    deficit -= 5 - stars[0];
  }
  for (let k = 0; deficit >= 3 && draw(`${key}|three|${k}`) < 0.35; k++) {
    stars.push(3);
    deficit -= 2;
  }
  while (deficit > 0) {
    stars.push(4);
    deficit -= 1;
  }
  while (stars.length < n) stars.push(5);
  // Spread over time in a stable, unsorted order.
  return stars
    .map((s, i) => ({ s, order: draw(`${key}|order|${i}`) }))
    .sort((a, b) => a.order - b.order)
    .map(({ s }) => s);
}

/** The seeded venue's rating and review count, as its demo reviews give them. */
export function demoReviewFigures(seed: Pick<VenueSeed, 'name' | 'rating' | 'reviews'>): { rating: number; reviewCount: number } {
  return ratingSummary(distributionOf(demoReviewStars(seed)));
}

const COUPLES = [
  'Abigail Torres', 'Brianna Kowalski', 'Camila Reyes', 'Danielle Hart', 'Emma Lindqvist', 'Fatima Haddad', 'Gabriela Soto', 'Holly Pearson',
  'Isabel Navarro', 'Jenna McAllister', 'Kayla Brooks', 'Leah Goldberg', 'Madison Tran', 'Natalie Ruiz', 'Olivia Chen', 'Paige Whitaker',
  'Quinn Harper', 'Rachel Adeyemi', 'Savannah Cole', 'Tessa Marquez', 'Valerie Dunn', 'Whitney Salazar', 'Yasmin Patel', 'Zoe Kim',
  'Andrew Moreno', 'Brandon Ellis', 'Caleb Johansson', 'Derek Alvarez', 'Ethan Brooks', 'Hector Villanueva', 'Jacob Sherman', 'Kevin Ortega',
  'Lucas Fontaine', 'Miguel Castillo', 'Nathan Ward', 'Ryan Gallagher', 'Alyssa Romero', 'Bethany Cross', 'Chloe Nakamura', 'Diana Whitlock',
  'Erin Delacroix', 'Faith Okonkwo',
];

const TITLES: Record<number, readonly string[]> = {
  5: [
    'Better than we dreamed', 'The perfect Hill Country wedding', 'Every detail taken care of', 'Our guests are still talking about it',
    'Worth every penny', 'A magical evening', 'We would marry here again tomorrow', 'Stunning place, wonderful people', 'Could not have asked for more',
    'Sunset photos to treasure', 'Relaxed, warm and beautiful', 'Exactly the day we wanted',
  ],
  4: ['Beautiful venue, a few small hiccups', 'Lovely day overall', 'Great setting, great team', 'Would recommend with one caveat', 'Gorgeous grounds', 'A very good choice for us'],
  3: ['Pretty, but plan ahead', 'Mixed feelings', 'Good bones, uneven service', 'Fine for the price'],
  2: ['Not what we were promised', 'Disappointing coordination'],
  1: ['Would not book again', 'Too many things went wrong'],
};

const OPENINGS: Record<number, readonly string[]> = {
  5: [
    'We had our wedding at {venue} and it was everything we hoped for.',
    'From our first tour to the last dance, {venue} made us feel completely looked after.',
    'We looked at a dozen places before choosing {venue}, and we are so glad we did.',
    'Our day at {venue} was relaxed, beautiful and exactly us.',
    'I cannot say enough good things about {venue}.',
    'Choosing {venue} was the easiest decision of our whole engagement.',
    'Six months on, we still smile every time we drive past {venue}.',
    'We wanted a relaxed Hill Country wedding and {venue} delivered exactly that.',
  ],
  4: [
    'We really enjoyed our wedding at {venue}.',
    '{venue} is a beautiful place and our day went well.',
    'Overall we were very happy with {venue}.',
    'Our guests loved {venue} and so did we.',
    'We would book {venue} again, with a couple of notes for next time.',
  ],
  3: ['{venue} is a lovely spot, but our experience was mixed.', 'Our wedding at {venue} was fine, though not quite what we expected.'],
  2: ['We had high hopes for {venue}, and parts of the day let us down.'],
  1: ['I am sorry to write this about {venue}, but our day did not go the way it should have.'],
};

const DETAILS_GOOD = [
  'The coordinator answered every email within a day and kept our timeline on track without us having to think about it.',
  'The ceremony site at golden hour was breathtaking and the photos speak for themselves.',
  'Setup and teardown were included, so our families actually got to enjoy the evening.',
  'They handled a surprise rain shower so smoothly that half our guests never noticed the move indoors.',
  'Our older relatives appreciated the easy parking and the short walk to the reception.',
  'The bridal suite was spacious and calm, which made getting ready a pleasure.',
  'Vendors we brought in said it was one of the easiest venues they had worked with.',
  'The string lights at night made the whole place glow and the dance floor never emptied.',
  'They helped us pick caterers and a band from their list and every one was excellent.',
  'Pricing was clear from the start, with no surprise fees at the end.',
];
const DETAILS_MIXED = [
  'The grounds were gorgeous, but the bar line got long during the cocktail hour.',
  'Communication slowed down in the last two weeks, though it all came together on the day.',
  'The air conditioning in the hall struggled a little in the afternoon heat.',
  'We wished the rehearsal had been given a bit more time.',
  'The restrooms were a long walk from the reception area for some of our guests.',
];
const DETAILS_BAD = [
  'Our coordinator changed twice in the month before the wedding and details were lost along the way.',
  'The ceremony started late because the chairs were not set up when guests arrived.',
  'Several items in our package were missing on the day and it took weeks to get a partial refund.',
];
const CLOSINGS: Record<number, readonly string[]> = {
  5: ['Thank you for the best day of our lives!', 'If you are on the fence, book the tour: you will see.', 'We recommend them without hesitation.', 'We will be back for our anniversary.'],
  4: ['We would still recommend it.', 'Small things aside, a wonderful place to get married.', 'A great choice if you want Hill Country views.'],
  3: ['Go in with a detailed plan and confirm everything in writing.', 'Worth a look, but compare carefully.'],
  2: ['We hope they sort out their planning, because the setting deserves better.'],
  1: ['We cannot recommend it as things stand.'],
};

const REPLIES = [
  'Thank you both so much! It was an honor to host your wedding, and we hope to see you for your anniversary.',
  'What a joy to read this. Our whole team loved working with you and your families. Congratulations again!',
  'Thank you for the kind words and for trusting us with your day. We have passed your note on to the team.',
  'Thank you for the honest feedback. We have already made changes to how we staff the bar during cocktail hour.',
  'We are sorry parts of your day fell short. We would welcome a call to hear more and make it right.',
];

/** The i-th of a list, starting at a venue's own place, so neighbouring reviews differ. */
const rotate = <T>(list: readonly T[], venueKey: string, i: number): T => list[(Math.floor(draw(venueKey) * list.length) + i) % list.length];

function reviewText(stars: number, venueName: string, key: string, venueKey: string, i: number): string {
  const good = [pick(DETAILS_GOOD, `${key}|g1`), pick(DETAILS_GOOD, `${key}|g2`)].filter((s, i, all) => all.indexOf(s) === i);
  const details =
    stars === 5 ? good
    : stars === 4 ? [good[0], pick(DETAILS_MIXED, `${key}|m`)]
    : stars === 3 ? [pick(DETAILS_MIXED, `${key}|m1`), pick(DETAILS_GOOD, `${key}|g3`)]
    : [pick(DETAILS_BAD, `${key}|b1`), pick(DETAILS_MIXED, `${key}|m2`)];
  return [rotate(OPENINGS[stars], `${venueKey}|open`, i).replace('{venue}', venueName), ...details, rotate(CLOSINGS[stars], `${venueKey}|close`, i)].join(' ');
}

async function insertRows(em: SqlEntityManager, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    await em.execute(`insert into ${table} (${columns.join(', ')}) values ${chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')}`, chunk.flat());
  }
}

interface PastBookingRow {
  venue_id: string;
  id: string;
  customer_name: string;
  event_date: string | Date;
}

interface ClaimRow {
  venue_id: string;
  date: string | Date;
}

/** Rows by their venue, in the order read. */
function groupBy<Row extends { venue_id: string }>(rows: Row[]): Map<string, Row[]> {
  const byVenue = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byVenue.get(row.venue_id);
    if (list) list.push(row);
    else byVenue.set(row.venue_id, [row]);
  }
  return byVenue;
}


interface VenueRow {
  id: string;
  name: string;
  price_cents: number;
  max_guests: number;
}

/**
 * Writes the demo reviews. A venue's completed bookings without a review (the demo owner's history)
 * are reviewed first, newest wedding first; the rest are completed bookings made here on dates the
 * venue has free. Then each venue's rating and count are set from its reviews.
 */
export async function seedDemoReviews(deps: { em: SqlEntityManager; ids: IdGenerator; now: Date; seeds: readonly Pick<VenueSeed, 'name' | 'rating' | 'reviews'>[] }): Promise<{ reviews: number }> {
  const { em, ids, now } = deps;
  const today = calendarDateIn(now);
  const byName = new Map(((await em.execute(`select id, name, price_cents, max_guests from venue`)) as VenueRow[]).map((v) => [v.name, v]));
  // Every venue's unreviewed past weddings and held dates in two reads, not two per venue: on the
  // embedded database each statement is a round of WebAssembly (0.46 -> 0.27-0.31 s of a first start).
  const pastByVenue = groupBy(
    (await em.execute(
      `select b.venue_id, b.id, b.customer_name, b.event_date from booking b where b.status = 'completed' and b.event_date < ?
       and not exists (select 1 from review r where r.booking_id = b.id) order by b.venue_id, b.event_date desc`,
      [addDays(today, -NEWEST_WEDDING_DAYS)],
    )) as PastBookingRow[],
  );
  const claimsByVenue = groupBy((await em.execute(`select venue_id, date from venue_date_claim`)) as ClaimRow[]);
  const bookings: unknown[][] = [];
  const reviews: unknown[][] = [];
  const reviewed: string[] = [];

  for (const seed of deps.seeds) {
    const venue = byName.get(seed.name);
    if (!venue) continue;
    const v = `review|${seed.name}`;
    const stars = demoReviewStars(seed);
    const past = (pastByVenue.get(venue.id) ?? []).slice(0, stars.length);
    const weddings = past.map((b) => ({ bookingId: b.id, customerName: b.customer_name, eventDate: toCalendarDate(b.event_date) }));
    const held = new Set((claimsByVenue.get(venue.id) ?? []).map((r) => toCalendarDate(r.date)));
    for (let k = 0; weddings.length < stars.length; k++) {
      // Mostly Saturdays, some Fridays and Sundays, anywhere in the last three years.
      const back = NEWEST_WEDDING_DAYS + Math.floor(draw(`${v}|date|${k}`) * (OLDEST_WEDDING_DAYS - NEWEST_WEDDING_DAYS));
      const day = addDays(today, -back);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const wanted = draw(`${v}|dow|${k}`) < 0.7 ? 6 : draw(`${v}|dow2|${k}`) < 0.5 ? 5 : 0;
      const eventDate = addDays(day, -((weekday - wanted + 7) % 7));
      if (held.has(eventDate) || eventDate >= addDays(today, -NEWEST_WEDDING_DAYS)) continue;
      held.add(eventDate);
      // A step coprime with the list's length: no name twice at one venue.
      const customerName = COUPLES[(Math.floor(draw(`${v}|couples`) * COUPLES.length) + weddings.length * 7) % COUPLES.length];
      const bookingId = ids.next();
      const totalCents = bookingTotal({ packagePriceCents: null, venuePriceCents: venue.price_cents });
      const guestCount = Math.min(venue.max_guests, 60 + 10 * Math.floor(draw(`${v}|guests|${k}`) * 12));
      const email = `${customerName.toLowerCase().replace(/[^a-z]+/g, '.')}.${k}@example.com`;
      const requestedAt = new Date(startOfDayIn(addDays(eventDate, -(150 + Math.floor(draw(`${v}|lead|${k}`) * 200)))).getTime() + 15 * 3_600_000);
      bookings.push([bookingId, venue.id, customerName, email, '(512) 555-0' + String(100 + Math.floor(draw(`${v}|phone|${k}`) * 899)), eventDate, guestCount, null, totalCents, calculateDeposit(totalCents), true, true, 'completed', requestedAt]);
      weddings.push({ bookingId, customerName, eventDate });
    }
    for (const [i, s] of stars.entries()) {
      const wedding = weddings[i];
      const key = `${v}|${i}`;
      const daysSince = Math.round((now.getTime() - startOfDayIn(wedding.eventDate).getTime()) / MS_PER_DAY);
      const createdAt = new Date(startOfDayIn(addDays(wedding.eventDate, Math.min(daysSince - 1, 3 + Math.floor(draw(`${key}|after`) * 40)))).getTime() + (9 + draw(`${key}|hour`) * 12) * 3_600_000);
      const replied = draw(`${key}|replied`) < (s <= 3 ? 0.8 : 0.45);
      const reply = replied ? (s <= 2 ? REPLIES[4] : s === 3 ? REPLIES[3] : pick(REPLIES.slice(0, 3), `${key}|reply`)) : null;
      const repliedAt = replied ? new Date(Math.min(now.getTime() - 3_600_000, createdAt.getTime() + (2 + draw(`${key}|reply-at`) * 60) * 3_600_000)) : null;
      reviews.push([
        ids.next(), venue.id, wedding.bookingId, null, reviewerName(wedding.customerName), wedding.eventDate, s, rotate(TITLES[s], `${v}|title`, i),
        reviewText(s, seed.name, key, v, i), createdAt, createdAt, reply, repliedAt,
      ]);
    }
    reviewed.push(venue.id);
  }

  await insertRows(em, 'booking', ['id', 'venue_id', 'customer_name', 'customer_email', 'customer_phone', 'event_date', 'guest_count', 'package_id', 'total_cents', 'deposit_cents', 'deposit_paid', 'final_payment_paid', 'status', 'created_at'], bookings);
  await insertRows(em, 'review', ['id', 'venue_id', 'booking_id', 'author_id', 'author_name', 'wedding_date', 'stars', 'title', 'body', 'created_at', 'updated_at', 'reply_text', 'replied_at'], reviews);
  // The figures from the reviews themselves, the same rule as every review write (ratingSummary).
  if (reviewed.length) {
    const rows: { venue_id: string; stars: number | string; n: number | string }[] = await em.execute(
      `select venue_id, stars, count(*) as n from review where hidden_at is null and venue_id in (${reviewed.map(() => '?').join(', ')}) group by venue_id, stars`,
      reviewed,
    );
    const figures = reviewed.map((id) => {
      const stars = rows.filter((r) => r.venue_id === id).flatMap((r) => Array<number>(Number(r.n)).fill(Number(r.stars)));
      const { rating, reviewCount } = ratingSummary(distributionOf(stars));
      return [id, rating, reviewCount];
    });
    await em.execute(
      `update venue set rating = f.rating, review_count = f.review_count
       from (values ${figures.map(() => '(?::uuid, ?::numeric, ?::int)').join(', ')}) as f(id, rating, review_count) where venue.id = f.id`,
      figures.flat(),
    );
  }
  return { reviews: reviews.length };
}
