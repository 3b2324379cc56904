import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadEvent } from '../../adapters/events/postgres-event-recorder.js';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, type Agent } from './planning.helpers.js';

let t: TestApp;
let book: ReturnType<typeof dateBooker>;

beforeAll(async () => {
  t = await startTestApp();
  book = dateBooker(t);
});
afterAll(() => t.close());

const RSVP_LINK = /\/rsvp\/([A-Za-z0-9_-]{43})/;

/** Adds a guest with an email, mails the invitations and answers as the guest would. */
async function guestAnswers(agent: Agent, bookingId: string, name: string, rsvpStatus: 'confirmed' | 'declined', plusOne = false) {
  const email = `${name.split(' ')[0].toLowerCase()}.${bookingId.slice(0, 8)}@example.com`;
  await agent.post('/api/guests').send({ bookingId, name, email }).expect(201);
  await agent.post(`/api/bookings/${bookingId}/send-invitations`).expect(200);
  const [mail] = await sentMail(t, { to: email, template: 'guest-invitation' });
  const token = RSVP_LINK.exec(mail.body ?? '')![1];
  await request(t.http).post(`/api/rsvp/${token}`).set('X-HCW-CSRF', '1').send({ rsvpStatus, plusOne }).expect(200);
}

describe('collaborators and comments', () => {
  let couple: Agent;
  let bookingId: string;
  beforeAll(async () => {
    couple = (await signedInCouple(t, {}, { firstName: 'Zoë', lastName: 'Brontë' })).agent;
    bookingId = (await book(couple)).id;
  });

  it('lists the couple as the one collaborator, with every permission', async () => {
    const res = await couple.get(`/api/bookings/${bookingId}/collaborators`).expect(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        name: 'Zoë Brontë',
        email: expect.stringMatching(/@example\.com$/),
        role: 'couple',
        status: 'active',
        isYou: true,
        dailyDigest: false,
        avatar: null,
        isOnline: true,
        lastSeen: TEST_NOW.toISOString(),
        permissions: { canEdit: true, canComment: true, canInvite: true },
      },
    ]);
  });

  it('starts without comments, keeps one added to a section, oldest first', async () => {
    expect((await couple.get(`/api/bookings/${bookingId}/comments`).expect(200)).body).toEqual([]);
    const first = await couple.post(`/api/bookings/${bookingId}/comments`).send({ content: ' Ask the venue about a rain plan ', section: 'venue' }).expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      userId: expect.any(String),
      userName: 'Zoë Brontë',
      userAvatar: null,
      content: 'Ask the venue about a rain plan',
      timestamp: TEST_NOW.toISOString(),
      section: 'venue',
      resolved: false,
    });
    await couple.post(`/api/bookings/${bookingId}/comments`).send({ content: 'Menu tasting on Friday' }).expect(201);
    const list = (await couple.get(`/api/bookings/${bookingId}/comments`).expect(200)).body;
    expect(list.map((c: { content: string; section: string }) => [c.content, c.section])).toEqual([
      ['Ask the venue about a rain plan', 'venue'],
      ['Menu tasting on Friday', 'general'],
    ]);
  });

  it('refuses a blank comment or an unknown section, storing nothing', async () => {
    const blank = await couple.post(`/api/bookings/${bookingId}/comments`).send({ content: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ code: 'PLANNING.INVALID_COMMENT', field: 'content' });
    await couple.post(`/api/bookings/${bookingId}/comments`).send({ content: 'Hi', section: 'gossip' }).expect(400);
    expect((await couple.get(`/api/bookings/${bookingId}/comments`)).body).toHaveLength(2);
  });
});

describe('the activity feed', () => {
  it('records a completed task, an added expense and a guest’s RSVP, newest first', async () => {
    const { agent: couple } = await signedInCouple(t, { weddingDate: '2027-10-16' }, { firstName: 'Ana', lastName: 'Ruiz' });
    const booking = await book(couple);
    const tasks = (await couple.post('/api/timeline/generate').send({ bookingId: booking.id }).expect(200)).body.tasks;
    expect((await couple.get(`/api/bookings/${booking.id}/activities`).expect(200)).body).toEqual([]);

    await couple.patch(`/api/timeline/tasks/${tasks[0].id}`).send({ isCompleted: true }).expect(200);
    t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    await couple.post('/api/my/budget/expenses').send({ categoryId: 'photography-video', amount: '1250', description: 'Photographer deposit' }).expect(201);
    t.clock.set(new Date(TEST_NOW.getTime() + 120_000));
    await guestAnswers(couple, booking.id, 'José García', 'confirmed', true);
    t.clock.set(TEST_NOW);
    await t.drainJobs();

    const feed = (await couple.get(`/api/bookings/${booking.id}/activities`).expect(200)).body;
    expect(feed.map((a: { type: string; userName: string; action: string; details: string }) => [a.type, a.userName, a.action, a.details])).toEqual([
      ['guest', 'José García', 'accepted the invitation', 'Bringing a plus-one'],
      ['budget', 'Ana Ruiz', 'added an expense', '$1,250 for Photographer deposit'],
      ['task', 'Ana Ruiz', 'completed a task', tasks[0].title],
    ]);
    expect(feed[0]).toMatchObject({ userId: null, bookingId: booking.id, timestamp: expect.any(String) });
    expect((await couple.get('/api/my/activities').expect(200)).body).toEqual(feed);
  });

  it('records nothing for ticking a completed task again, and one entry however often an event is handled', async () => {
    const { agent: couple } = await signedInCouple(t, { weddingDate: '2027-10-16' });
    const [task] = (await couple.post('/api/timeline/generate').send({}).expect(200)).body.tasks;
    await couple.patch(`/api/timeline/tasks/${task.id}`).send({ isCompleted: true }).expect(200);
    await couple.patch(`/api/timeline/tasks/${task.id}`).send({ isCompleted: true }).expect(200);
    await t.drainJobs();
    expect((await couple.get('/api/my/activities')).body).toHaveLength(1);

    const events: { id: string }[] = await t.orm.em.getConnection().execute(`select id from domain_event where type = 'planning.task-completed' order by occurred_at desc limit 1`);
    const event = await loadEvent(t.orm.em, events[0].id);
    await t.application.useCases.recordActivity.handle(event!);
    expect((await couple.get('/api/my/activities')).body).toHaveLength(1);
  });

  it('shows guests’ answers given before the booking was claimed into the account', async () => {
    const browser = browserAgent(t.http);
    const booking = await book(browser);
    await guestAnswers(browser, booking.id, 'Ben Okafor', 'declined');
    await t.drainJobs();
    await signUpAndSignIn(t, browser, signUpBody({ accountType: 'customer', email: 'late.claimer@example.com' }));
    expect((await browser.get('/api/my/activities')).body).toEqual([]);
    await browser.post('/api/my/bookings/claim').expect(200);
    const feed = (await browser.get(`/api/bookings/${booking.id}/activities`).expect(200)).body;
    expect(feed).toEqual([expect.objectContaining({ type: 'guest', userName: 'Ben Okafor', action: 'declined the invitation', details: '' })]);
  });
});
