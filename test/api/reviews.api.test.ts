import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { runOperation } from '../../adapters/admin-socket/operator-operations.js';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { demoVenues } from '../../adapters/persistence/seed/demo-venues.js';
import { scopedEm } from '../../adapters/persistence/scoped-entity-manager.js';
import { distributionOf, ratingSummary, type StarDistribution } from '../../domain/reviews/review.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { TEST_PASSWORD } from '../support/accounts.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

let t: TestApp;
let owner: Agent;
let couple: Agent;
let coupleEmail: string;
let stranger: Agent;
let otherOwner: Agent;
let venueId: string;
let booking: { id: string; eventDate: string };
const TODAY = TEST_NOW.toISOString().slice(0, 10);
const COUPLE_EMAIL = 'maria.lopez.reviews@example.com';
const GOOD = { stars: 1, title: 'The heat ruined the evening', text: 'The hall had no working air conditioning in July and half our guests left early.' };

const operator = (name: string, params: Record<string, unknown> = {}) => runOperation(name, params, { app: t.application, where: 'test', progress: () => {} });
const venue = async () => (await request(t.http).get(`/api/venues/${venueId}`).expect(200)).body as { rating: number; reviewCount: number };
const summary = async () => (await request(t.http).get(`/api/venues/${venueId}/reviews/summary`).expect(200)).body as { rating: number; reviewCount: number; distribution: Record<string, number> };
const asDistribution = (d: Record<string, number>): StarDistribution => ({ 1: d['1'], 2: d['2'], 3: d['3'], 4: d['4'], 5: d['5'] });
const reviewIds = async (query = 'pageSize=50') => ((await request(t.http).get(`/api/venues/${venueId}/reviews?${query}`).expect(200)).body as { id: string }[]).map((r) => r.id);

/** The couple books the next open date of the owner's venue, a few days ahead. */
async function bookSoon(agent: Agent, email: string): Promise<{ id: string; eventDate: string }> {
  for (let offset = 3; ; offset++) {
    const date = addDays(TODAY, offset);
    const days = await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`);
    if (!days.body[0].isAvailable) continue;
    const res = await agent.post('/api/bookings').send({ venueId, customerName: 'Maria Lopez', customerEmail: email, customerPhone: '(830) 555-0142', eventDate: date, guestCount: 80 });
    expect(res.status).toBe(201);
    return { id: res.body.id, eventDate: date };
  }
}

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues').expect(200)).body[0].id;
  const signedUp = await signedInCouple(t, undefined, { firstName: 'Maria', lastName: 'Lopez' });
  couple = signedUp.agent;
  coupleEmail = signedUp.email;
  stranger = (await signedInCouple(t)).agent;
  otherOwner = await signedInOwner(t);
  booking = await bookSoon(couple, COUPLE_EMAIL);
  await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
  await t.drainJobs();
}, 120_000);
afterAll(() => t.close());

describe('a verified review, from booking to hiding', () => {
  let reviewId: string;
  let before: { rating: number; reviewCount: number };

  it('refuses a review before the wedding has taken place', async () => {
    const res = await couple.post(`/api/venues/${venueId}/reviews`).send(GOOD).expect(403);
    expect(res.body.code).toBe('REVIEW.NOT_ELIGIBLE');
  });

  it('mails the couple a link to review the day after the wedding, once', async () => {
    expect(await sentMail(t, { to: COUPLE_EMAIL, template: 'review-request' })).toEqual([]);
    t.clock.set(new Date(`${addDays(booking.eventDate, 2)}T18:00:00Z`));
    await owner.post(`/api/venues/${venueId}/bookings/${booking.id}/complete`).expect(200);
    const mails = await sentMail(t, { to: COUPLE_EMAIL, template: 'review-request' });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('How was your wedding at');
    expect(mails[0].body).toContain(`/venue/${venueId}?review=write#reviews`);
    await t.drainJobs();
    expect(await sentMail(t, { to: COUPLE_EMAIL, template: 'review-request' })).toHaveLength(1);
  });

  it('lets the couple tell whether they may review', async () => {
    const res = await couple.get(`/api/venues/${venueId}/reviews/mine`).expect(200);
    expect(res.body).toMatchObject({ canReview: true, weddingMonth: booking.eventDate.slice(0, 7), review: null });
    expect((await stranger.get(`/api/venues/${venueId}/reviews/mine`).expect(200)).body.canReview).toBe(false);
    await request(t.http).get(`/api/venues/${venueId}/reviews/mine`).expect(401);
  });

  it('names the field at fault and writes nothing', async () => {
    before = await venue();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...GOOD, stars: 0 }, 'stars'],
      [{ ...GOOD, stars: 4.5 }, 'stars'],
      [{ ...GOOD, stars: '5' }, 'stars'],
      [{ ...GOOD, title: '' }, 'title'],
      [{ ...GOOD, title: 'x'.repeat(121) }, 'title'],
      [{ ...GOOD, text: 'Too short.' }, 'text'],
      [{ ...GOOD, text: 'y'.repeat(4001) }, 'text'],
      [{ ...GOOD, title: '   ' }, 'title'],
      [{ ...GOOD, bookingId: 'nope' }, 'bookingId'],
    ];
    for (const [body, field] of cases) {
      const res = await couple.post(`/api/venues/${venueId}/reviews`).send(body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(field)]);
    }
    expect(await venue()).toMatchObject(before);
  });

  it('takes the couple\'s review, verified by their booking, and moves the rating and count', async () => {
    const res = await couple.post(`/api/venues/${venueId}/reviews`).send(GOOD).expect(201);
    reviewId = res.body.id;
    expect(res.body).toMatchObject({ authorName: 'Maria L.', stars: 1, verifiedBooking: true, weddingMonth: booking.eventDate.slice(0, 7), reply: null, edited: false });
    expect(res.body).not.toHaveProperty('bookingId');
    const after = await venue();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBeLessThan(before.rating);
    const s = await summary();
    expect(ratingSummary(asDistribution(s.distribution))).toEqual({ rating: after.rating, reviewCount: after.reviewCount });
    expect((await reviewIds('pageSize=1'))[0]).toBe(reviewId);
  });

  it('refuses a second review by the same couple, and one by anybody else', async () => {
    expect((await couple.post(`/api/venues/${venueId}/reviews`).send({ ...GOOD, stars: 5 }).expect(409)).body.code).toBe('REVIEW.ALREADY_REVIEWED');
    expect((await stranger.post(`/api/venues/${venueId}/reviews`).send(GOOD).expect(403)).body.code).toBe('REVIEW.NOT_ELIGIBLE');
    expect((await owner.post(`/api/venues/${venueId}/reviews`).send(GOOD).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    await browserAgent(t.http).post(`/api/venues/${venueId}/reviews`).send(GOOD).expect(401);
    expect((await venue()).reviewCount).toBe(before.reviewCount + 1);
  });

  it("lets only the couple edit their review, and the rating follows", async () => {
    await stranger.patch(`/api/reviews/${reviewId}`).send({ stars: 5 }).expect(404);
    await owner.patch(`/api/reviews/${reviewId}`).send({ stars: 5 }).expect(404);
    await browserAgent(t.http).patch(`/api/reviews/${reviewId}`).send({ stars: 5 }).expect(401);
    expect((await couple.patch(`/api/reviews/${reviewId}`).send({ stars: 9 }).expect(400)).body.message).toContain('stars');
    t.clock.set(new Date(t.clock.now().getTime() + 3_600_000));
    const res = await couple.patch(`/api/reviews/${reviewId}`).send({ stars: 2, title: 'Hot, but the staff tried' }).expect(200);
    expect(res.body).toMatchObject({ stars: 2, title: 'Hot, but the staff tried', text: GOOD.text, edited: true });
    const s = await summary();
    expect(s.distribution['2']).toBeGreaterThanOrEqual(1);
    expect(ratingSummary(asDistribution(s.distribution))).toEqual({ rating: (await venue()).rating, reviewCount: before.reviewCount + 1 });
  });

  it('lets the owner answer once, publicly; nobody else', async () => {
    await otherOwner.post(`/api/reviews/${reviewId}/reply`).send({ text: 'Not mine' }).expect(404);
    await couple.post(`/api/reviews/${reviewId}/reply`).send({ text: 'Me again' }).expect(404);
    await browserAgent(t.http).post(`/api/reviews/${reviewId}/reply`).send({ text: 'Hello' }).expect(401);
    expect((await owner.post(`/api/reviews/${reviewId}/reply`).send({ text: '' }).expect(400)).body.message).toContain('text');
    await owner.post(`/api/reviews/${reviewId}/reply`).send({ text: 'We are so sorry: the cooling is fixed now.' }).expect(201);
    expect((await owner.post(`/api/reviews/${reviewId}/reply`).send({ text: 'And again' }).expect(409)).body.code).toBe('REVIEW.ALREADY_REPLIED');
    const [shown] = (await request(t.http).get(`/api/venues/${venueId}/reviews?pageSize=1`).expect(200)).body;
    expect(shown.reply).toMatchObject({ text: 'We are so sorry: the cooling is fixed now.' });
  });

  it('closes editing 30 days after posting', async () => {
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 31 * 86_400_000));
    try {
      // A fresh sign-in: the first session has run out by then.
      const later = browserAgent(t.http);
      await later.post('/api/auth/sign-in').send({ email: coupleEmail, password: TEST_PASSWORD }).expect(200);
      expect((await later.patch(`/api/reviews/${reviewId}`).send({ stars: 3 }).expect(409)).body.code).toBe('REVIEW.EDIT_WINDOW_CLOSED');
    } finally {
      t.clock.set(now);
    }
  });

  it("puts a report on the operators' list, and hiding takes the review off the page and out of the average", async () => {
    expect((await request(t.http).post(`/api/reviews/${reviewId}/report`).set('X-HCW-CSRF', '1').send({ reason: 'spam' }).expect(400)).body.message).toContain('reason');
    await request(t.http).post(`/api/reviews/${reviewId}/report`).set('X-HCW-CSRF', '1').send({ reason: 'fake', details: 'Looks like a competitor' }).expect(202);
    await stranger.post(`/api/reviews/${reviewId}/report`).send({ reason: 'offensive' }).expect(202);
    const listed = (await operator('reviews.list-reported')) as { total: number; reviews: { id: string; reportCount: number; reports: { reason: string }[] }[] };
    const mine = listed.reviews.find((r) => r.id === reviewId);
    expect(mine).toMatchObject({ reportCount: 2 });
    expect(mine!.reports.map((r) => r.reason).sort()).toEqual(['fake', 'offensive']);

    await expect(operator('reviews.hide', { id: reviewId, reason: '' })).rejects.toMatchObject({ code: 'REVIEW.INVALID_DETAILS', field: 'reason' });
    const hidden = (await operator('reviews.hide', { id: reviewId, reason: 'Reported as fake; the couple confirmed it was a joke' })) as Record<string, unknown>;
    expect(hidden).toMatchObject({ id: reviewId, venueRating: before.rating, venueReviewCount: before.reviewCount });
    expect(await venue()).toMatchObject(before);
    expect(await reviewIds()).not.toContain(reviewId);
    expect(((await operator('reviews.list-reported')) as { reviews: { id: string }[] }).reviews.map((r) => r.id)).not.toContain(reviewId);
    await request(t.http).post(`/api/reviews/${reviewId}/report`).set('X-HCW-CSRF', '1').send({ reason: 'fake' }).expect(404);
    await owner.post(`/api/reviews/${reviewId}/reply`).send({ text: 'Hello' }).expect(404);
  });
});

describe('reading reviews', () => {
  it('pages newest first with the total in X-Total-Count', async () => {
    const { reviewCount } = await venue();
    const first = await request(t.http).get(`/api/venues/${venueId}/reviews?page=1&pageSize=4`).expect(200);
    const second = await request(t.http).get(`/api/venues/${venueId}/reviews?page=2&pageSize=4`).expect(200);
    expect(first.headers['x-total-count']).toBe(String(reviewCount));
    expect(first.body).toHaveLength(4);
    const dates = [...first.body, ...second.body].map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.body, ...second.body].map((r: { id: string }) => r.id)).size).toBe(first.body.length + second.body.length);
    expect((await request(t.http).get(`/api/venues/${venueId}/reviews?pageSize=0`).expect(400)).body.message).toContain('pageSize');
    expect((await request(t.http).get(`/api/venues/${venueId}/reviews?page=abc`).expect(400)).body.message).toContain('page');
  });

  it('reads an unknown venue or review as not found', async () => {
    await request(t.http).get('/api/venues/00000000-0000-4000-8000-000000000000/reviews').expect(404);
    await request(t.http).get('/api/venues/not-a-venue/reviews/summary').expect(404);
    await couple.patch('/api/reviews/not-a-review').send({ stars: 4 }).expect(404);
    await request(t.http).post('/api/reviews/00000000-0000-4000-8000-000000000000/report').set('X-HCW-CSRF', '1').send({ reason: 'fake' }).expect(404);
  });
});

describe('the demo reviews', () => {
  it("give every demo venue exactly its rating and review count, from completed bookings in the past", async () => {
    const em = scopedEm(t.orm.em);
    const rows: { name: string; rating: string | number; review_count: number; stars: number[] | null; bad: string | number }[] = await em.execute(
      `select v.name, v.rating, v.review_count, array_agg(r.stars) filter (where r.id is not null and r.hidden_at is null) as stars,
              count(*) filter (where r.id is not null and r.hidden_at is null and (b.status <> 'completed' or b.venue_id <> v.id or b.event_date >= ?)) as bad
       from venue v left join review r on r.venue_id = v.id left join booking b on b.id = r.booking_id
       group by v.id, v.name, v.rating, v.review_count`,
      [TODAY],
    );
    const demo = new Set(demoVenues().map((v) => v.name));
    const demoRows = rows.filter((r) => demo.has(r.name));
    expect(demoRows).toHaveLength(demo.size);
    for (const row of demoRows) {
      const stars = (row.stars ?? []).map(Number);
      expect([row.name, ratingSummary(distributionOf(stars))]).toEqual([row.name, { rating: Number(row.rating), reviewCount: row.review_count }]);
      expect([row.name, stars.length >= 6 && stars.length <= 50, Number(row.bad)]).toEqual([row.name, true, 0]);
    }
    const texts: { body: string }[] = await em.execute(`select body from review`);
    expect(new Set(texts.map((r) => r.body)).size).toBeGreaterThan(texts.length * 0.9);
  });
});
