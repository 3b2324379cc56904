import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, type Agent } from './planning.helpers.js';

// A couple plans with a planner, a family member and a friend they invited by email. Every
// planning endpoint is walked by each of them and by a stranger (another couple): the server
// enforces what each role may do, whatever the client shows.
let t: TestApp;
type Who = 'couple' | 'planner' | 'family' | 'stranger';
const agents = {} as Record<Who, Agent>;
const emails = {} as Record<Who, string>;
const ids = { booking: '', wedding: '', task: '', expense: '', guest: '', comment: '', friendMember: '' };
const tasksToDelete = {} as Record<Who, string>;

/** The accept path in the newest planning invitation mailed to an address. */
async function acceptPathFor(address: string): Promise<string> {
  const [mail] = await sentMail(t, { to: address, template: 'planning-invitation' });
  const path = /\/invitations\/([\w-]+)/.exec(mail?.body ?? '')?.[0];
  if (!path) throw new Error(`no planning invitation was mailed to ${address}`);
  return path;
}

async function inviteAndAccept(who: Who, role: string): Promise<void> {
  await agents.couple.post(`/api/bookings/${ids.booking}/collaborators`).send({ email: emails[who], role }).expect(201);
  const token = (await acceptPathFor(emails[who])).split('/').at(-1);
  await agents[who].post(`/api/invitations/${token}/accept`).expect(200);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['couple', 'planner', 'family', 'stranger'] as Who[]) {
    const signed = await signedInCouple(t, undefined, { firstName: who[0].toUpperCase() + who.slice(1), lastName: 'Tester' });
    agents[who] = signed.agent;
    emails[who] = signed.email;
  }
  const { couple } = agents;
  ids.booking = (await dateBooker(t)(couple)).id;
  ids.wedding = (await couple.get('/api/my/wedding').expect(200)).body.id;
  ids.task = (await couple.post('/api/timeline/generate').send({ bookingId: ids.booking }).expect(200)).body.tasks[0].id;
  for (const who of Object.keys(agents) as Who[]) {
    tasksToDelete[who] = (await couple.post('/api/timeline/tasks').send({ title: `Task for ${who}`, category: 'other', dueDate: '2027-04-01' }).expect(201)).body.id;
  }
  ids.expense = (await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: 900, description: 'Fiddler' }).expect(201)).body.id;
  ids.guest = (await couple.post('/api/guests').send({ bookingId: ids.booking, name: 'Aunt Rosa', email: 'rosa@example.com' }).expect(201)).body.id;
  ids.comment = (await couple.post(`/api/bookings/${ids.booking}/comments`).send({ content: 'Rain plan?', section: 'venue' }).expect(201)).body.id;
  await inviteAndAccept('planner', 'planner');
  await inviteAndAccept('family', 'family');
});
afterAll(() => t.close());

describe('inviting', () => {
  it('asks for an email address with the spec’s words when it is blank', async () => {
    const res = await agents.couple.post(`/api/bookings/${ids.booking}/collaborators`).send({ email: '  ', role: 'friend' }).expect(400);
    expect(res.body).toMatchObject({ code: 'PLANNING.INVALID_COLLABORATOR', field: 'email', message: 'Please enter an email address to send the invitation.' });
  });

  it('refuses an unknown role, naming the field', async () => {
    const res = await agents.couple.post(`/api/bookings/${ids.booking}/collaborators`).send({ email: 'x@example.com', role: 'admin' }).expect(400);
    expect(res.body.field).toBe('role');
  });

  it('lists the invited person as invited until they accept, and the link tells them who asked', async () => {
    const friend = await agents.couple.post(`/api/bookings/${ids.booking}/collaborators`).send({ email: 'Friend.Person@Example.com', role: 'friend' }).expect(201);
    expect(friend.body).toMatchObject({ email: 'friend.person@example.com', role: 'friend', status: 'invited', permissions: { canEdit: false, canComment: true, canInvite: false } });
    ids.friendMember = friend.body.id;
    const token = (await acceptPathFor('friend.person@example.com')).split('/').at(-1);
    const invitation = await browserAgent(t.http).get(`/api/invitations/${token}`).expect(200);
    expect(invitation.body).toMatchObject({ coupleName: 'Couple Tester & Michael Chen', role: 'friend', invitedBy: 'Couple Tester', status: 'open' });
  });

  it('lets only an account with the invited address accept', async () => {
    await agents.couple.post(`/api/bookings/${ids.booking}/collaborators`).send({ email: 'someone.else@example.com', role: 'friend' }).expect(201);
    const token = (await acceptPathFor('someone.else@example.com')).split('/').at(-1);
    const res = await agents.stranger.post(`/api/invitations/${token}/accept`).expect(403);
    expect(res.body).toMatchObject({ code: 'PLANNING.INVITATION_FOR_ANOTHER_EMAIL' });
    expect(res.body.message).toContain('someone.else@example.com');
    await browserAgent(t.http).post(`/api/invitations/${token}/accept`).expect(401);
    await agents.stranger.post('/api/invitations/not-a-token/accept').expect(404);
  });

  it('shows who joined, with the permissions of their role', async () => {
    const team = (await agents.family.get(`/api/bookings/${ids.booking}/collaborators`).expect(200)).body;
    expect(team[0]).toMatchObject({ role: 'couple', name: 'Couple Tester', isYou: false });
    expect(team.find((c: { email: string }) => c.email === emails.planner)).toMatchObject({ role: 'planner', status: 'active', permissions: { canEdit: true, canComment: true, canInvite: false } });
    expect(team.find((c: { email: string }) => c.email === emails.family)).toMatchObject({ role: 'family', status: 'active', isYou: true, isOnline: true });
  });

  it('gives a collaborator the couple’s wedding among the ones they may plan', async () => {
    const weddings = (await agents.planner.get('/api/my/weddings').expect(200)).body;
    expect(weddings).toEqual([
      expect.objectContaining({ own: true, role: 'couple' }),
      expect.objectContaining({ own: false, role: 'planner', weddingId: ids.wedding, bookingId: ids.booking, coupleName: 'Couple Tester & Michael Chen' }),
    ]);
  });
});

type Expected = Record<Who, number>;
const editors = (ok: number): Expected => ({ couple: ok, planner: ok, family: 403, stranger: 404 });
const members = (ok: number): Expected => ({ couple: ok, planner: ok, family: ok, stranger: 404 });
const inviters = (ok: number): Expected => ({ couple: ok, planner: 403, family: 403, stranger: 404 });
const scoped = (req: request.Test) => req.set('X-Wedding-Id', ids.wedding);

const cases: [string, (a: Agent, who: Who) => request.Test, Expected][] = [
  ['GET /api/my/wedding', (a) => scoped(a.get('/api/my/wedding')), members(200)],
  ['PATCH /api/my/wedding', (a) => scoped(a.patch('/api/my/wedding').send({ town: 'Wimberley' })), editors(200)],
  ['GET /api/my/timeline', (a) => scoped(a.get('/api/my/timeline')), members(200)],
  ['GET /api/bookings/:id/timeline', (a) => a.get(`/api/bookings/${ids.booking}/timeline`), members(200)],
  ['POST /api/timeline/generate', (a) => a.post('/api/timeline/generate').send({ bookingId: ids.booking }), editors(200)],
  ['POST /api/timeline/tasks', (a) => scoped(a.post('/api/timeline/tasks').send({ title: 'Mine', category: 'other', dueDate: '2027-04-01' })), editors(201)],
  ['PATCH /api/timeline/tasks/:taskId', (a) => a.patch(`/api/timeline/tasks/${ids.task}`).send({ notes: 'checked' }), editors(200)],
  ['DELETE /api/timeline/tasks/:taskId', (a, who) => a.delete(`/api/timeline/tasks/${tasksToDelete[who]}`), editors(204)],
  ['GET /api/my/timeline.pdf?wedding=', (a) => a.get(`/api/my/timeline.pdf?wedding=${ids.wedding}`), members(200)],
  ['GET /api/my/timeline.ics?wedding=', (a) => a.get(`/api/my/timeline.ics?wedding=${ids.wedding}`), members(200)],
  ['POST /api/my/timeline/share', (a) => scoped(a.post('/api/my/timeline/share')), editors(201)],
  ['GET /api/my/budget', (a) => scoped(a.get('/api/my/budget')), members(200)],
  ['GET /api/my/budget.csv?wedding=', (a) => a.get(`/api/my/budget.csv?wedding=${ids.wedding}`), members(200)],
  ['POST /api/my/budget/expenses', (a) => scoped(a.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: '10', description: 'Kazoo' })), editors(201)],
  ['PATCH /api/my/budget/expenses/:expenseId', (a) => a.patch(`/api/my/budget/expenses/${ids.expense}`).send({ paid: true }), editors(200)],
  ['GET /api/my/activities', (a) => scoped(a.get('/api/my/activities')), members(200)],
  ['GET /api/bookings/:id/activities', (a) => a.get(`/api/bookings/${ids.booking}/activities`), members(200)],
  ['GET /api/bookings/:id/guests', (a) => a.get(`/api/bookings/${ids.booking}/guests`), members(200)],
  ['GET /api/bookings/:id/guests/stats', (a) => a.get(`/api/bookings/${ids.booking}/guests/stats`), members(200)],
  ['GET /api/bookings/:id/guests.csv', (a) => a.get(`/api/bookings/${ids.booking}/guests.csv`), members(200)],
  ['POST /api/guests', (a) => a.post('/api/guests').send({ bookingId: ids.booking, name: 'Cousin Lee' }), editors(201)],
  ['PATCH /api/guests/:guestId', (a) => a.patch(`/api/guests/${ids.guest}`).send({ dietaryRestrictions: 'Vegetarian' }), editors(200)],
  ['POST /api/bookings/:id/send-invitations', (a) => a.post(`/api/bookings/${ids.booking}/send-invitations`).send({ guestIds: [ids.guest] }), editors(200)],
  ['GET /api/bookings/:id/collaborators', (a) => a.get(`/api/bookings/${ids.booking}/collaborators`), members(200)],
  ['POST /api/bookings/:id/collaborators', (a, who) => a.post(`/api/bookings/${ids.booking}/collaborators`).send({ email: `by.${who}@example.com`, role: 'friend' }), inviters(201)],
  ['GET /api/bookings/:id/comments', (a) => a.get(`/api/bookings/${ids.booking}/comments`), members(200)],
  ['POST /api/bookings/:id/comments', (a) => a.post(`/api/bookings/${ids.booking}/comments`).send({ content: 'Looks good', section: 'budget' }), members(201)],
  ['PATCH /api/comments/:commentId', (a) => a.patch(`/api/comments/${ids.comment}`).send({ resolved: true }), members(200)],
  ['GET /api/bookings/:id/moodboard', (a) => a.get(`/api/bookings/${ids.booking}/moodboard`), members(200)],
  ['GET /api/my/moodboard', (a) => scoped(a.get('/api/my/moodboard')), members(200)],
  ['PUT /api/bookings/:id/moodboard', (a) => a.put(`/api/bookings/${ids.booking}/moodboard`).send({ items: [{ id: 'sage', type: 'color', content: '#8FA68E', position: { x: 0, y: 0 }, size: { width: 100, height: 100 } }] }), editors(200)],
  ['POST /api/bookings/:id/moodboard/share', (a) => a.post(`/api/bookings/${ids.booking}/moodboard/share`), editors(201)],
  ['GET /api/bookings/:id/seating', (a) => a.get(`/api/bookings/${ids.booking}/seating`), members(200)],
  ['PUT /api/bookings/:id/seating', (a) => a.put(`/api/bookings/${ids.booking}/seating`).send({ tables: [{ name: 'Table 1', seats: 8 }], assignments: [] }), editors(200)],
  ['GET /api/bookings/:id/seating.pdf', (a) => a.get(`/api/bookings/${ids.booking}/seating.pdf`), members(200)],
  ['POST /api/bookings/:id/chat', (a) => a.post(`/api/bookings/${ids.booking}/chat`).send({ message: 'What should I do next?' }), members(200)],
  ['POST /api/my/chat', (a) => scoped(a.post('/api/my/chat').send({ message: 'How many days are left?' })), members(200)],
];

describe.each(cases)('%s', (_name, call, expected) => {
  it.each(Object.keys(expected) as Who[])('answers %s as their role allows', async (who) => {
    const res = await call(agents[who], who);
    expect({ who, status: res.status }).toEqual({ who, status: expected[who] });
    if (res.status === 403) expect(res.body.code).toBe('PLANNING.PERMISSION_DENIED');
  });
});

describe('changing the team', () => {
  it('lets the couple make the family member a planner, who may then edit', async () => {
    const team = (await agents.couple.get(`/api/bookings/${ids.booking}/collaborators`)).body;
    const family = team.find((c: { email: string }) => c.email === emails.family);
    await agents.planner.patch(`/api/bookings/${ids.booking}/collaborators/${family.id}`).send({ role: 'planner' }).expect(403);
    await agents.couple.patch(`/api/bookings/${ids.booking}/collaborators/${family.id}`).send({ role: 'planner' }).expect(200);
    await agents.family.patch(`/api/timeline/tasks/${ids.task}`).send({ isCompleted: true }).expect(200);
    await agents.couple.patch(`/api/bookings/${ids.booking}/collaborators/${family.id}`).send({ role: 'family' }).expect(200);
    await agents.family.patch(`/api/timeline/tasks/${ids.task}`).send({ isCompleted: false }).expect(403);
  });

  it('lets people choose the daily digest for themselves only', async () => {
    const team = (await agents.couple.get(`/api/bookings/${ids.booking}/collaborators`)).body;
    const family = team.find((c: { email: string }) => c.email === emails.family);
    await agents.couple.patch(`/api/bookings/${ids.booking}/collaborators/${family.id}`).send({ dailyDigest: true }).expect(403);
    const res = await agents.family.patch(`/api/bookings/${ids.booking}/collaborators/${family.id}`).send({ dailyDigest: true }).expect(200);
    expect(res.body).toMatchObject({ dailyDigest: true, isYou: true });
  });

  it('shows who did what in the activity feed, collaborators included', async () => {
    await sentMail(t); // works the event jobs that write the feed
    const feed = (await agents.couple.get(`/api/bookings/${ids.booking}/activities`).expect(200)).body as { userName: string; action: string }[];
    expect(feed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userName: 'Planner Tester', action: 'joined the planning team' }),
        expect.objectContaining({ userName: 'Family Tester', action: 'commented on budget' }),
        expect.objectContaining({ userName: 'Family Tester', action: 'completed a task' }),
      ]),
    );
  });

  it('takes a removed person out of the wedding at once', async () => {
    const team = (await agents.couple.get(`/api/bookings/${ids.booking}/collaborators`)).body;
    const planner = team.find((c: { email: string }) => c.email === emails.planner);
    await agents.couple.delete(`/api/bookings/${ids.booking}/collaborators/${planner.id}`).expect(204);
    await agents.planner.get(`/api/bookings/${ids.booking}/timeline`).expect(404);
    await scoped(agents.planner.get('/api/my/wedding')).expect(404);
  });

  it('mails the daily digest a day later with what the others changed, once', async () => {
    const hours = (n: number) => new Date(TEST_NOW.getTime() + n * 3_600_000);
    t.clock.set(hours(1));
    await agents.couple.post(`/api/bookings/${ids.booking}/comments`).send({ content: 'Cake tasting on Friday', section: 'general' }).expect(201);
    await sentMail(t);
    expect(await sentMail(t, { to: emails.family, template: 'planning-digest' })).toHaveLength(0);
    t.clock.set(hours(25));
    const digests = await sentMail(t, { to: emails.family, template: 'planning-digest' });
    expect(digests).toHaveLength(1);
    expect(digests[0].body).toContain('Cake tasting on Friday');
    expect(digests[0].subject).toMatch(/changes? to Couple Tester & Michael Chen's wedding plans/);
    await sentMail(t);
    expect(await sentMail(t, { to: emails.family, template: 'planning-digest' })).toHaveLength(1);
  });
});
