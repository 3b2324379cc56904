import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sentMail } from '../support/sent-mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

let t: TestApp;
let book: ReturnType<typeof dateBooker>;

beforeAll(async () => {
  t = await startTestApp();
  book = dateBooker(t);
});
afterAll(() => t.close());

type Task = { id: string; title: string; isCompleted: boolean };
type Chat = { id: string; type: string; content: string; timestamp: string; suggestions: string[]; quickActions: { label: string; action: string; icon: string }[] };

const ask = async (agent: Agent, message: string, path = '/api/my/chat') => (await agent.post(path).send({ message }).expect(200)).body as Chat;
const listed = (content: string) => [...content.matchAll(/^• (.+): (?:due|overdue)/gm)].map((match) => match[1]);

describe('POST /api/my/chat', () => {
  it("answers 'what should I do next?' with the couple's own first open tasks", async () => {
    const { agent } = await signedInCouple(t);
    await agent.post('/api/timeline/generate').send({ weddingDate: '2027-10-16', guestCount: 120, venueType: 'barn' }).expect(200);
    const tasks = (await agent.get('/api/my/timeline').expect(200)).body.tasks as Task[];
    await agent.patch(`/api/timeline/tasks/${tasks[0].id}`).send({ isCompleted: true }).expect(200);

    const reply = await ask(agent, 'What should I do next? 🤔');
    expect(reply).toEqual({
      id: expect.any(String),
      type: 'ai',
      content: expect.stringContaining(`(1 of ${tasks.length} done)`),
      timestamp: new Date(t.clock.now()).toISOString(),
      suggestions: expect.arrayContaining(['How many days until the wedding?']),
      quickActions: expect.arrayContaining([{ label: 'Open your timeline', action: '/timeline', icon: 'checklist' }]),
    });
    expect(listed(reply.content)).toEqual(tasks.slice(1, 4).map((task) => task.title));
  });

  it('says there is no timeline yet, with the quick action that generates one', async () => {
    const { agent } = await signedInCouple(t);
    const reply = await ask(agent, 'to do');
    expect(reply.content).toContain("You don't have a timeline yet");
    expect(reply.quickActions.map((action) => action.action)).toContain('/timeline');
  });

  it('counts the days to the wedding, and asks for the date when there is none', async () => {
    const dated = (await signedInCouple(t)).agent;
    expect((await ask(dated, 'how many days until the wedding?')).content).toMatch(/^Your wedding is on Saturday, October 16, 2027: 329 days to go/);
    const undated = (await signedInCouple(t, {})).agent;
    const reply = await ask(undated, 'when is the wedding?');
    expect(reply.content).toContain("Your wedding date isn't set yet");
    expect(reply.quickActions[0].action).toBe('/planning?tab=overview');
  });

  it("splits the couple's own budget total to the cent", async () => {
    const { agent } = await signedInCouple(t);
    await agent.patch('/api/my/wedding').send({ budgetTotal: '33333.33' }).expect(200);
    const reply = await ask(agent, 'How should I split my budget?');
    expect(reply.content).toContain('For your $33,333.33 budget');
    expect(reply.content).toContain('• Venue & catering (65%): $21,666.67');
    expect(reply.content).toContain('• Flowers (9%): $3,000');
    expect(reply.content).toContain('• Everything else (8%): $2,666.67');
  });

  it('names real venues that fit, found through the venue search', async () => {
    const { agent } = await signedInCouple(t);
    const reply = await ask(agent, 'Find barn venues for 120 guests anywhere');
    const names = [...reply.content.matchAll(/^\d\. ([^,]+), ([^:]+): from \$[\d,]+, up to (\d+) guests/gm)];
    expect(names.length).toBeGreaterThan(0);
    const barns = (await request(t.http).post('/api/venues/search').send({ venueType: ['barn'], guestCount: 120, pageSize: 60 }).expect(200)).body as { name: string; city: string }[];
    for (const [, name, city] of names) expect(barns).toContainEqual(expect.objectContaining({ name, city }));
    expect(reply.quickActions[0]).toEqual({ label: 'See all matches', action: '/search?guestCount=120&venueType=barn&date=2027-10-16', icon: 'search' });
  });

  it("reads the town from the venues' own towns, and says so when nothing fits", async () => {
    const { agent } = await signedInCouple(t);
    const wimberley = (await request(t.http).post('/api/venues/search').send({ location: 'Wimberley', pageSize: 60 }).expect(200)).body as { name: string; city: string; venueType: string }[];
    const reply = await ask(agent, 'venues in wimberley for 100 guests');
    const names = [...reply.content.matchAll(/^\d\. ([^,]+), Wimberley:/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(wimberley.map((venue) => venue.name)).toContain(name);

    const none = await ask(agent, 'ballroom venues in Wimberley for 5000 guests');
    expect(none.content).toMatch(/^I couldn't find any ballroom venues in Wimberley for 5000 guests/);
    expect(none.content).toContain('Try widening the search');
  });

  it('lists what it understands for a greeting or a question outside its rules', async () => {
    const { agent } = await signedInCouple(t);
    expect((await ask(agent, 'hi 👋')).content).toMatch(/^Hi Sarah Johnson & Michael Chen!/);
    const unknown = await ask(agent, 'What is the capital of France?');
    expect(unknown.content).toMatch(/^Sorry, I didn't catch that/);
    expect(unknown.content).toContain('How should I split my budget?');
  });

  it.each([
    ['left out', {}],
    ['blank', { message: '   ' }],
    ['not text', { message: 42 }],
    ['too long', { message: 'x'.repeat(1001) }],
    ['holding a control character', { message: 'ring \u0007' }],
    ['holding a NUL', { message: 'ring \u0000' }],
  ])('refuses a message %s with 400 naming the field', async (_, body) => {
    const { agent } = await signedInCouple(t);
    const res = await agent.post('/api/my/chat').send(body).expect(400);
    expect(res.body.field).toBe('message');
  });

  it('accepts a message of 1000 characters with new lines in it', async () => {
    const { agent } = await signedInCouple(t);
    await agent.post('/api/my/chat').send({ message: `budget\n${'x'.repeat(993)}` }).expect(200);
  });

  it('refuses anyone signed out (401) and a venue owner (403)', async () => {
    await request(t.http).post('/api/my/chat').set('X-HCW-CSRF', '1').send({ message: 'hi' }).expect(401);
    await (await signedInOwner(t)).post('/api/my/chat').send({ message: 'hi' }).expect(403);
  });
});

describe('POST /api/bookings/{id}/chat', () => {
  let couple: Agent;
  let bookingId: string;
  beforeAll(async () => {
    couple = (await signedInCouple(t)).agent;
    bookingId = (await book(couple)).id;
    const add = async (name: string) => (await couple.post('/api/guests').send({ bookingId, name }).expect(201)).body.id as string;
    const ana = await add('Ana García');
    await add('Ben Ortiz');
    const cleo = await add('Cleo Park');
    await couple.patch(`/api/guests/${ana}`).send({ rsvpStatus: 'confirmed' }).expect(200);
    await couple.patch(`/api/guests/${cleo}`).send({ rsvpStatus: 'declined' }).expect(200);
  });

  it("counts the RSVPs of the booking's guest list", async () => {
    const reply = await ask(couple, 'Who is coming?', `/api/bookings/${bookingId}/chat`);
    expect(reply.content).toMatch(/has 3 guests: 1 confirmed, 1 declined and 1 still to answer\. With plus-ones, 1 person is coming so far\.$/);
    expect(reply.quickActions).toEqual([{ label: 'Open your guest list', action: '/planning?tab=guests', icon: 'users' }]);
    // The wedding's own chat reads the same list: it is the couple's booking that still stands.
    expect((await ask(couple, 'rsvp')).content).toBe(reply.content);
  });

  it("reads another couple's booking, and an unknown one, as not found", async () => {
    const stranger = (await signedInCouple(t)).agent;
    await stranger.post(`/api/bookings/${bookingId}/chat`).send({ message: 'rsvp' }).expect(404);
    await couple.post('/api/bookings/00000000-0000-4000-8000-000000000000/chat').send({ message: 'rsvp' }).expect(404);
  });

  it("lets a collaborator on the wedding ask, even one who may only comment, and answers from the couple's data", async () => {
    const family = await signedInCouple(t, {}, { firstName: 'Rosa', lastName: 'García' });
    await couple.post(`/api/bookings/${bookingId}/collaborators`).send({ email: family.email, role: 'family' }).expect(201);
    const [mail] = await sentMail(t, { to: family.email, template: 'planning-invitation' });
    const token = /\/invitations\/([\w-]+)/.exec(mail.body ?? '')![1];
    await family.agent.post(`/api/invitations/${token}/accept`).expect(200);

    const throughBooking = await ask(family.agent, 'rsvp', `/api/bookings/${bookingId}/chat`);
    expect(throughBooking.content).toMatch(/has 3 guests: 1 confirmed/);
    const weddingId = (await couple.get('/api/my/wedding').expect(200)).body.id as string;
    const scoped = await family.agent.post('/api/my/chat').set('X-Wedding-Id', weddingId).send({ message: 'rsvp' }).expect(200);
    expect(scoped.body.content).toBe(throughBooking.content);
    // Without the header it is Rosa's own (empty) wedding.
    expect((await ask(family.agent, 'rsvp')).content).toContain("you haven't booked a venue yet");
  });

  it('refuses anyone signed out, and a blank message with 400 naming the field', async () => {
    await request(t.http).post(`/api/bookings/${bookingId}/chat`).set('X-HCW-CSRF', '1').send({ message: 'rsvp' }).expect(401);
    const res = await couple.post(`/api/bookings/${bookingId}/chat`).send({ message: '' }).expect(400);
    expect(res.body.field).toBe('message');
  });
});
