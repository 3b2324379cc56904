import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

// Every planning endpoint, called by four actors: nobody signed in, another couple, a venue owner,
// and the couple whose wedding it is. Only the couple reaches their planning; the other couple
// reaches only their own (and reads none of the couple's), the owner and the anonymous none.
let t: TestApp;
const actors: Record<'anonymous' | 'otherCouple' | 'owner' | 'couple', Agent> = {} as never;
const ids = { booking: '', task: '', ownTask: '', expense: '', shareToken: '' };

beforeAll(async () => {
  t = await startTestApp();
  actors.anonymous = browserAgent(t.http);
  actors.otherCouple = (await signedInCouple(t)).agent;
  actors.owner = await signedInOwner(t);
  actors.couple = (await signedInCouple(t)).agent;
  const book = dateBooker(t);
  ids.booking = (await book(actors.couple)).id;
  await book(actors.otherCouple);
  const { couple } = actors;
  ids.task = (await couple.post('/api/timeline/generate').send({ bookingId: ids.booking }).expect(200)).body.tasks[0].id;
  ids.ownTask = (await couple.post('/api/timeline/tasks').send({ title: 'Pick the hymns', category: 'music', dueDate: '2027-05-01' }).expect(201)).body.id;
  ids.expense = (await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: 900, description: 'Fiddler' }).expect(201)).body.id;
  ids.shareToken = (await couple.post('/api/my/timeline/share').expect(201)).body.path.split('/').at(-1);
  await couple.post(`/api/bookings/${ids.booking}/comments`).send({ content: 'Only for us' }).expect(201);
});
afterAll(() => t.close());

type Expected = { anonymous: number; otherCouple: number; owner: number; couple: number };
const mine = (ok: number): Expected => ({ anonymous: 401, otherCouple: ok, owner: 403, couple: ok });
const coupleOnly = (ok: number): Expected => ({ anonymous: 401, otherCouple: 404, owner: 403, couple: ok });
const everyone = (ok: number): Expected => ({ anonymous: ok, otherCouple: ok, owner: ok, couple: ok });

// In order: reads first, then the shared link before the couple replaces and revokes it, deletes last.
const cases: [string, (a: Agent) => request.Test, Expected][] = [
  ['GET /api/my/wedding', (a) => a.get('/api/my/wedding'), mine(200)],
  ['PATCH /api/my/wedding', (a) => a.patch('/api/my/wedding').send({ town: 'Wimberley' }), mine(200)],
  ['POST /api/my/bookings/claim', (a) => a.post('/api/my/bookings/claim'), mine(200)],
  ['GET /api/my/timeline', (a) => a.get('/api/my/timeline'), mine(200)],
  ['GET /api/bookings/:id/timeline', (a) => a.get(`/api/bookings/${ids.booking}/timeline`), coupleOnly(200)],
  ['POST /api/timeline/generate (their booking)', (a) => a.post('/api/timeline/generate').send({ bookingId: ids.booking }), coupleOnly(200)],
  ['POST /api/timeline/generate (no booking)', (a) => a.post('/api/timeline/generate').send({ weddingDate: '2027-10-16' }), mine(200)],
  ['POST /api/timeline/tasks', (a) => a.post('/api/timeline/tasks').send({ title: 'Mine', category: 'other', dueDate: '2027-04-01' }), mine(201)],
  ['PATCH /api/timeline/tasks/:taskId', (a) => a.patch(`/api/timeline/tasks/${ids.task}`).send({ isCompleted: true, notes: 'done' }), coupleOnly(200)],
  ['GET /api/my/timeline.ics', (a) => a.get('/api/my/timeline.ics'), mine(200)],
  ['GET /api/bookings/:id/timeline.ics', (a) => a.get(`/api/bookings/${ids.booking}/timeline.ics`), coupleOnly(200)],
  ['GET /api/my/timeline.pdf', (a) => a.get('/api/my/timeline.pdf'), mine(200)],
  ['GET /api/bookings/:id/timeline.pdf', (a) => a.get(`/api/bookings/${ids.booking}/timeline.pdf`), coupleOnly(200)],
  ['GET /api/shared/timelines/:token', (a) => a.get(`/api/shared/timelines/${ids.shareToken}`), everyone(200)],
  ['POST /api/my/timeline/share', (a) => a.post('/api/my/timeline/share'), mine(201)],
  ['DELETE /api/my/timeline/share', (a) => a.delete('/api/my/timeline/share'), mine(204)],
  ['GET /api/my/budget', (a) => a.get('/api/my/budget'), mine(200)],
  ['GET /api/my/budget.json', (a) => a.get('/api/my/budget.json'), mine(200)],
  ['GET /api/my/budget.csv', (a) => a.get('/api/my/budget.csv'), mine(200)],
  ['POST /api/my/budget/expenses', (a) => a.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: '10', description: 'Kazoo' }), mine(201)],
  ['PATCH /api/my/budget/expenses/:expenseId', (a) => a.patch(`/api/my/budget/expenses/${ids.expense}`).send({ paid: true }), coupleOnly(200)],
  ['GET /api/bookings/:id/collaborators', (a) => a.get(`/api/bookings/${ids.booking}/collaborators`), coupleOnly(200)],
  ['GET /api/bookings/:id/activities', (a) => a.get(`/api/bookings/${ids.booking}/activities`), coupleOnly(200)],
  ['GET /api/my/activities', (a) => a.get('/api/my/activities'), mine(200)],
  ['GET /api/bookings/:id/comments', (a) => a.get(`/api/bookings/${ids.booking}/comments`), coupleOnly(200)],
  ['POST /api/bookings/:id/comments', (a) => a.post(`/api/bookings/${ids.booking}/comments`).send({ content: 'Hello' }), coupleOnly(201)],
  ['DELETE /api/timeline/tasks/:taskId', (a) => a.delete(`/api/timeline/tasks/${ids.ownTask}`), coupleOnly(204)],
  ['DELETE /api/my/budget/expenses/:expenseId', (a) => a.delete(`/api/my/budget/expenses/${ids.expense}`), coupleOnly(204)],
];

describe.each(cases)('%s', (_name, call, expected) => {
  // The couple goes last, so the others' attempts are checked before anything of theirs changes.
  it.each(['anonymous', 'otherCouple', 'owner', 'couple'] as const)('answers %s as expected', async (actor) => {
    const res = await call(actors[actor]);
    expect({ actor, status: res.status }).toEqual({ actor, status: expected[actor] });
    if (res.status >= 400) expect(res.body).toMatchObject({ statusCode: res.status, code: expect.any(String) });
  });
});

describe("what the other couple's own answers hold", () => {
  it("none of the couple's wedding, tasks, expenses, comments or activity", async () => {
    await t.drainJobs();
    const other = actors.otherCouple;
    const everything = JSON.stringify([
      (await other.get('/api/my/wedding')).body,
      (await other.get('/api/my/timeline')).body,
      (await other.get('/api/my/timeline.ics')).text,
      (await other.get('/api/my/budget')).body,
      (await other.get('/api/my/budget.json')).body,
      (await other.get('/api/my/activities')).body,
    ]);
    for (const id of [ids.booking, ids.task, ids.ownTask, ids.expense]) expect(everything).not.toContain(id);
    expect(everything).not.toContain('Fiddler');
    expect(everything).not.toContain('Pick the hymns');
  });

  it("left the couple's things as only the couple changed them", async () => {
    const couple = (await actors.couple.get('/api/my/timeline')).body.tasks.find((task: { id: string }) => task.id === ids.task);
    expect(couple).toMatchObject({ isCompleted: true, notes: 'done' });
    const comments = (await actors.couple.get(`/api/bookings/${ids.booking}/comments`)).body.map((c: { content: string }) => c.content);
    expect(comments).toEqual(['Only for us', 'Hello']);
  });
});
