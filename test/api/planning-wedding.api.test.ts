import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays } from '../../domain/shared/calendar-date.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { dateBooker, signedInCouple, signedInOwner, WEDDING_DETAILS } from './planning.helpers.js';

let t: TestApp;
let book: ReturnType<typeof dateBooker>;
const TODAY = TEST_NOW.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  book = dateBooker(t);
});
afterAll(() => t.close());

describe('GET /api/my/wedding', () => {
  it("starts from the sign-up details: date, partner, guests, budget range and town, with a $25,000 budget", async () => {
    const { agent } = await signedInCouple(t);
    const res = await agent.get('/api/my/wedding').expect(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      access: { role: 'couple', permissions: { canEdit: true, canComment: true, canInvite: true } },
      weddingDate: '2027-10-16',
      partnerName: 'Michael Chen',
      estimatedGuests: 150,
      budgetRange: '25k-50k',
      town: 'Fredericksburg',
      countdownHidden: false,
      budgetTotal: '25000.00',
      coupleName: 'Sarah Johnson & Michael Chen',
      countdown: { daysLeft: 329, weeksLeft: 47, monthsUntil: 11, planningPhase: 'Early', progressPercent: 9.9 },
      bookings: [],
    });
  });

  it('is the same wedding on every read, even two first reads at once', async () => {
    const { agent } = await signedInCouple(t);
    const [first, second] = await Promise.all([agent.get('/api/my/wedding').expect(200), agent.get('/api/my/wedding').expect(200)]);
    expect(second.body.id).toBe(first.body.id);
    expect((await agent.get('/api/my/wedding')).body.id).toBe(first.body.id);
  });

  it('leaves out sign-up details that are not valid values: a past date, an unknown range, blank or overlong text', async () => {
    const { agent } = await signedInCouple(t, { weddingDate: '2020-05-01', budget: 'a lot', partnerName: '   ', location: 'x'.repeat(120) });
    const res = await agent.get('/api/my/wedding').expect(200);
    expect(res.body).toMatchObject({ weddingDate: null, budgetRange: null, estimatedGuests: null, partnerName: null, town: null, countdown: null, coupleName: 'Sarah Johnson' });
  });

  it('asks an anonymous caller to sign in, and refuses a venue owner', async () => {
    const anonymous = await request(t.http).get('/api/my/wedding').expect(401);
    expect(anonymous.body.code).toBe('AUTH.SIGN_IN_REQUIRED');
    const owner = await (await signedInOwner(t)).get('/api/my/wedding').expect(403);
    expect(owner.body.code).toBe('AUTH.FORBIDDEN');
  });
});

describe('PATCH /api/my/wedding', () => {
  it('changes what was sent and keeps the rest; null clears', async () => {
    const { agent } = await signedInCouple(t);
    const res = await agent.patch('/api/my/wedding').send({ partnerName: '  Zoë Brontë ', estimatedGuests: 90, town: null, countdownHidden: true }).expect(200);
    expect(res.body).toMatchObject({ partnerName: 'Zoë Brontë', estimatedGuests: 90, town: null, countdownHidden: true, weddingDate: '2027-10-16', budgetRange: '25k-50k' });
    expect((await agent.get('/api/my/wedding')).body).toMatchObject({ partnerName: 'Zoë Brontë', town: null, countdownHidden: true });
  });

  it('sets a new date after today, and refuses today or a past date with the countdown message', async () => {
    const { agent } = await signedInCouple(t);
    const moved = await agent.patch('/api/my/wedding').send({ weddingDate: addDays(TODAY, 30) }).expect(200);
    expect(moved.body.countdown).toMatchObject({ daysLeft: 30, planningPhase: 'Final Sprint' });
    const refused = await agent.patch('/api/my/wedding').send({ weddingDate: TODAY }).expect(400);
    expect(refused.body).toMatchObject({ code: 'PLANNING.INVALID_WEDDING_DATE', field: 'weddingDate', message: 'Please select a future date for your wedding.' });
    expect((await agent.get('/api/my/wedding')).body.weddingDate).toBe(addDays(TODAY, 30));
  });

  it('takes the budget total as a decimal string or a number of dollars, to the cent', async () => {
    const { agent } = await signedInCouple(t);
    expect((await agent.patch('/api/my/wedding').send({ budgetTotal: '31250.50' }).expect(200)).body.budgetTotal).toBe('31250.50');
    expect((await agent.patch('/api/my/wedding').send({ budgetTotal: 18000 }).expect(200)).body.budgetTotal).toBe('18000.00');
    const refused = await agent.patch('/api/my/wedding').send({ budgetTotal: 12.345 }).expect(400);
    expect(refused.body).toMatchObject({ code: 'PLANNING.INVALID_BUDGET_TOTAL', field: 'budgetTotal' });
    await agent.patch('/api/my/wedding').send({ budgetTotal: '-5' }).expect(400);
    expect((await agent.get('/api/my/wedding')).body.budgetTotal).toBe('18000.00');
  });

  it('refuses unknown fields, an unknown budget range and a cleared flag, changing nothing', async () => {
    const { agent } = await signedInCouple(t);
    await agent.patch('/api/my/wedding').send({ accountId: 'someone-else' }).expect(400);
    await agent.patch('/api/my/wedding').send({ budgetRange: 'over-100k' }).expect(400);
    const cleared = await agent.patch('/api/my/wedding').send({ countdownHidden: null }).expect(400);
    expect(cleared.body.field).toBe('countdownHidden');
    expect((await agent.get('/api/my/wedding')).body).toMatchObject({ budgetRange: '25k-50k', countdownHidden: false });
  });
});

describe("the wedding's bookings", () => {
  it('holds a booking made while signed in, with its venue', async () => {
    const { agent } = await signedInCouple(t);
    const booking = await book(agent);
    const res = await agent.get('/api/my/wedding').expect(200);
    expect(res.body.bookings).toEqual([
      expect.objectContaining({ id: booking.id, eventDate: booking.eventDate, status: 'pending', venue: { id: booking.venue.id, name: booking.venue.name, location: booking.venue.location } }),
    ]);
  });

  it('claims the bookings this browser made before signing in, once', async () => {
    const agent = browserAgent(t.http);
    const booking = await book(agent);
    await signUpAndSignIn(t, agent, signUpBody({ accountType: 'customer', email: 'claimer@example.com', details: WEDDING_DETAILS }));
    expect((await agent.get('/api/my/wedding')).body.bookings).toEqual([]);

    const claimed = await agent.post('/api/my/bookings/claim').expect(200);
    expect(claimed.body).toMatchObject({ claimed: 1, bookings: [expect.objectContaining({ id: booking.id })] });
    expect((await agent.get('/api/my/wedding')).body.bookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect((await agent.post('/api/my/bookings/claim').expect(200)).body).toEqual({ claimed: 0, bookings: [] });
    // The browser still reads it as before.
    await agent.get(`/api/bookings/${booking.id}`).expect(200);
  });

  it("never claims another browser's booking", async () => {
    const stranger = browserAgent(t.http);
    const booking = await book(stranger);
    const { agent } = await signedInCouple(t);
    expect((await agent.post('/api/my/bookings/claim').expect(200)).body.claimed).toBe(0);
    await agent.get(`/api/bookings/${booking.id}`).expect(404);
  });

  it('lets only a couple claim', async () => {
    await request(t.http).post('/api/my/bookings/claim').set('X-HCW-CSRF', '1').expect(401);
    await (await signedInOwner(t)).post('/api/my/bookings/claim').expect(403);
  });
});
