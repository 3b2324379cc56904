import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { BASE_TIMELINE } from '../../domain/planning/timeline-tasks.js';
import { startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, type Agent } from './planning.helpers.js';

let t: TestApp;
let book: ReturnType<typeof dateBooker>;

beforeAll(async () => {
  t = await startTestApp();
  book = dateBooker(t);
});
afterAll(() => t.close());

type Task = { id: string; title: string; dueDate: string; isCompleted: boolean; notes: string; source: string; completedAt: string | null; isOverdue: boolean };
const COORDINATOR = 'Hire a day-of coordinator';
const WEATHER_PLAN = 'Make a weather contingency plan';
const titles = (tasks: Task[]) => tasks.map((task) => task.title);
const byTitle = (tasks: Task[], title: string) => tasks.find((task) => task.title === title)!;

describe('POST /api/timeline/generate', () => {
  let couple: Agent;
  beforeAll(async () => {
    couple = (await signedInCouple(t)).agent;
  });

  it('stores the 20-task plan for the wedding date, due first, with its progress', async () => {
    const res = await couple.post('/api/timeline/generate').send({ weddingDate: '2027-10-16', guestCount: 100, venueType: 'indoor' }).expect(200);
    expect(res.body.tasks).toHaveLength(20);
    expect(res.body.tasks[0]).toEqual({
      id: expect.any(String),
      title: BASE_TIMELINE[0].title,
      description: BASE_TIMELINE[0].description,
      category: 'other',
      priority: 'high',
      weeksBeforeWedding: 52,
      estimatedDuration: '2 weeks',
      isCompleted: false,
      completedAt: null,
      dueDate: '2026-10-17',
      notes: '',
      source: 'generated',
      bookingId: null,
      isOverdue: true,
    });
    expect(res.body.tasks.at(-1)).toMatchObject({ weeksBeforeWedding: 0.14, dueDate: '2027-10-15' });
    const dueDates = res.body.tasks.map((task: Task) => task.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(res.body.progress).toEqual({ total: 20, completed: 0, overdue: 2, upcoming: 1, percentComplete: 0 });
    expect(res.body).toMatchObject({ weddingDate: '2027-10-16', coupleName: 'Sarah Johnson & Michael Chen', sharedSince: null });
    expect((await couple.get('/api/my/timeline').expect(200)).body.tasks).toEqual(res.body.tasks);
  });

  it('adds a coordinator above 150 guests and a weather plan outdoors', async () => {
    const res = await couple.post('/api/timeline/generate').send({ weddingDate: '2027-10-16', guestCount: 151, venueType: 'garden' }).expect(200);
    expect(res.body.tasks).toHaveLength(22);
    expect(titles(res.body.tasks)).toEqual(expect.arrayContaining([COORDINATOR, WEATHER_PLAN]));
  });

  it('takes the date and guests from the wedding when the form leaves them out, else refuses', async () => {
    const withDate = (await signedInCouple(t, { weddingDate: '2027-06-12', estimatedGuests: 200 })).agent;
    const res = await withDate.post('/api/timeline/generate').send({}).expect(200);
    expect(res.body.tasks.at(-1).dueDate).toBe('2027-06-11');
    expect(titles(res.body.tasks)).toContain(COORDINATOR);

    const undated = (await signedInCouple(t, {})).agent;
    const refused = await undated.post('/api/timeline/generate').send({ venueType: 'barn' }).expect(400);
    expect(refused.body).toMatchObject({ code: 'PLANNING.WEDDING_DATE_REQUIRED', field: 'weddingDate', message: 'Please select a wedding date first.' });
    expect((await undated.get('/api/my/timeline')).body.tasks).toEqual([]);
  });

  it("saves the form's date on the wedding, so the countdown and the timeline tell the same day", async () => {
    const undated = (await signedInCouple(t, {})).agent;
    const res = await undated.post('/api/timeline/generate').send({ weddingDate: '2027-09-18', venueType: 'barn' }).expect(200);
    expect(res.body.weddingDate).toBe('2027-09-18');
    expect((await undated.get('/api/my/wedding').expect(200)).body.weddingDate).toBe('2027-09-18');

    await undated.post('/api/timeline/generate').send({ weddingDate: '2027-10-02', venueType: 'barn' }).expect(200);
    expect((await undated.get('/api/my/wedding').expect(200)).body.weddingDate).toBe('2027-10-02');
  });

  it("generates for one of the couple's bookings from its date, and the booking reads the same timeline", async () => {
    const booking = await book(couple);
    const res = await couple.post('/api/timeline/generate').send({ bookingId: booking.id }).expect(200);
    expect(res.body.tasks.every((task: Task & { bookingId: string }) => task.bookingId === booking.id)).toBe(true);
    expect(titles(res.body.tasks)).not.toContain(COORDINATOR);
    expect(res.body.tasks.at(-1).dueDate < booking.eventDate).toBe(true);
    const viaBooking = await couple.get(`/api/bookings/${booking.id}/timeline`).expect(200);
    expect(viaBooking.body).toEqual((await couple.get('/api/my/timeline')).body);
  });

  it('stores one timeline when it is generated twice at once', async () => {
    const twice = (await signedInCouple(t)).agent;
    const answers = await Promise.all([0, 1].map(() => twice.post('/api/timeline/generate').send({})));
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await twice.get('/api/my/timeline')).body.tasks).toHaveLength(20);
  });

  it("refuses another couple's booking as not found, and bad form values", async () => {
    const stranger = (await signedInCouple(t)).agent;
    const booking = await book(stranger);
    expect((await couple.post('/api/timeline/generate').send({ bookingId: booking.id }).expect(404)).body.code).toBe('BOOKING.NOT_FOUND');
    await couple.post('/api/timeline/generate').send({ weddingDate: '2027-02-30' }).expect(400);
    await couple.post('/api/timeline/generate').send({ venueType: 'castle' }).expect(400);
    await couple.post('/api/timeline/generate').send({ guestCount: -1 }).expect(400);
  });
});

describe('tasks', () => {
  let couple: Agent;
  let tasks: Task[];
  beforeAll(async () => {
    couple = (await signedInCouple(t)).agent;
    tasks = (await couple.post('/api/timeline/generate').send({ weddingDate: '2027-10-16', guestCount: 180, venueType: 'outdoor' }).expect(200)).body.tasks;
  });

  it('ticks a task off and back, recording when', async () => {
    const [first] = tasks;
    const done = await couple.patch(`/api/timeline/tasks/${first.id}`).send({ isCompleted: true }).expect(200);
    expect(done.body).toMatchObject({ id: first.id, isCompleted: true, completedAt: TEST_NOW.toISOString(), isOverdue: false });
    const undone = await couple.patch(`/api/timeline/tasks/${first.id}`).send({ isCompleted: false }).expect(200);
    expect(undone.body).toMatchObject({ isCompleted: false, completedAt: null, isOverdue: true });
  });

  it('edits notes and the due date, and clears notes sent blank', async () => {
    const task = tasks[3];
    const edited = await couple.patch(`/api/timeline/tasks/${task.id}`).send({ notes: ' Ask about the oak grove ', dueDate: '2027-01-09' }).expect(200);
    expect(edited.body).toMatchObject({ notes: 'Ask about the oak grove', dueDate: '2027-01-09', title: task.title });
    expect((await couple.patch(`/api/timeline/tasks/${task.id}`).send({ notes: '' }).expect(200)).body.notes).toBe('');
  });

  it('refuses bad edits and changes nothing', async () => {
    const task = tasks[4];
    await couple.patch(`/api/timeline/tasks/${task.id}`).send({ dueDate: null }).expect(400);
    await couple.patch(`/api/timeline/tasks/${task.id}`).send({ title: '   ' }).expect(400);
    await couple.patch(`/api/timeline/tasks/${task.id}`).send({ category: 'fireworks' }).expect(400);
    await couple.patch(`/api/timeline/tasks/${task.id}`).send({ isCompleted: 'yes' }).expect(400);
    const now = byTitle((await couple.get('/api/my/timeline')).body.tasks, task.title);
    expect(now).toEqual(task);
  });

  it("adds a task of the couple's own, in due-date order", async () => {
    const res = await couple.post('/api/timeline/tasks').send({ title: 'Book the mariachi band', category: 'music', dueDate: '2027-09-01', notes: 'Zoë knows one' }).expect(201);
    expect(res.body).toMatchObject({ title: 'Book the mariachi band', category: 'music', priority: 'medium', dueDate: '2027-09-01', source: 'own', weeksBeforeWedding: null, notes: 'Zoë knows one' });
    const timeline = (await couple.get('/api/my/timeline')).body;
    const index = timeline.tasks.findIndex((task: Task) => task.id === res.body.id);
    expect(timeline.tasks[index - 1].dueDate <= '2027-09-01').toBe(true);
    expect(timeline.tasks[index + 1].dueDate >= '2027-09-01').toBe(true);
    await couple.post('/api/timeline/tasks').send({ title: 'No date', category: 'music' }).expect(400);
  });

  it("regenerating keeps completion, notes and ids of the plan's tasks, drops what the plan lost and keeps the couple's own", async () => {
    const venue = byTitle(tasks, 'Tour and book your venue');
    await couple.patch(`/api/timeline/tasks/${venue.id}`).send({ isCompleted: true, notes: 'Signed!' }).expect(200);
    const own = (await couple.post('/api/timeline/tasks').send({ title: 'Order the boots', category: 'attire', dueDate: '2027-08-01' }).expect(201)).body;

    const again = (await couple.post('/api/timeline/generate').send({ weddingDate: '2027-11-13', guestCount: 100, venueType: 'outdoor' }).expect(200)).body.tasks as Task[];
    const kept = byTitle(again, 'Tour and book your venue');
    expect(kept).toMatchObject({ id: venue.id, isCompleted: true, notes: 'Signed!', dueDate: '2026-11-28' });
    expect(titles(again)).not.toContain(COORDINATOR);
    expect(titles(again)).toContain(WEATHER_PLAN);
    expect(again.find((task) => task.id === own.id)).toMatchObject({ title: 'Order the boots', dueDate: '2027-08-01' });
    expect(again.filter((task) => task.source === 'generated')).toHaveLength(21);
  });

  it('deletes a task; another read no longer has it', async () => {
    const task = tasks[5];
    await couple.delete(`/api/timeline/tasks/${task.id}`).expect(204);
    expect((await couple.get('/api/my/timeline')).body.tasks.some((other: Task) => other.id === task.id)).toBe(false);
    await couple.delete(`/api/timeline/tasks/${task.id}`).expect(404);
  });

  it("answers another couple's task as not found", async () => {
    const stranger = (await signedInCouple(t)).agent;
    const res = await stranger.patch(`/api/timeline/tasks/${tasks[1].id}`).send({ isCompleted: true }).expect(404);
    expect(res.body.code).toBe('PLANNING.TASK_NOT_FOUND');
    await stranger.patch('/api/timeline/tasks/not-a-uuid').send({ isCompleted: true }).expect(404);
  });
});

describe('sharing a timeline', () => {
  it('makes a read-only link without notes, which a new link or a revoke ends', async () => {
    const couple = (await signedInCouple(t, { partnerName: 'Zoë', weddingDate: '2027-10-16' })).agent;
    const tasks = (await couple.post('/api/timeline/generate').send({}).expect(200)).body.tasks as Task[];
    await couple.patch(`/api/timeline/tasks/${tasks[0].id}`).send({ notes: 'private: deposit from grandma' }).expect(200);

    const link = (await couple.post('/api/my/timeline/share').expect(201)).body;
    expect(link).toEqual({ url: expect.stringMatching(/^https:\/\/weddings\.test\/shared\/timeline\/[\w-]{43}$/), path: expect.any(String), createdAt: TEST_NOW.toISOString() });
    const token = link.path.split('/').at(-1);
    const shared = (await request(t.http).get(`/api/shared/timelines/${token}`).expect(200)).body;
    expect(shared).toMatchObject({ coupleName: 'Sarah Johnson & Zoë', weddingDate: '2027-10-16', progress: { total: 20 } });
    expect(shared.tasks).toHaveLength(20);
    expect(JSON.stringify(shared)).not.toContain('grandma');
    expect(shared.tasks[0]).not.toHaveProperty('notes');
    expect((await couple.get('/api/my/timeline')).body.sharedSince).toBe(TEST_NOW.toISOString());

    const second = (await couple.post('/api/my/timeline/share').expect(201)).body;
    await request(t.http).get(`/api/shared/timelines/${token}`).expect(404);
    const secondToken = second.path.split('/').at(-1);
    await request(t.http).get(`/api/shared/timelines/${secondToken}`).expect(200);

    await couple.delete('/api/my/timeline/share').expect(204);
    const gone = await request(t.http).get(`/api/shared/timelines/${secondToken}`).expect(404);
    expect(gone.body.code).toBe('PLANNING.SHARED_TIMELINE_NOT_FOUND');
    expect((await couple.get('/api/my/timeline')).body.sharedSince).toBeNull();
    await couple.delete('/api/my/timeline/share').expect(204);
  });

  it('stores only the hash of the token', async () => {
    const couple = (await signedInCouple(t)).agent;
    const link = (await couple.post('/api/my/timeline/share').expect(201)).body;
    const token = link.path.split('/').at(-1);
    const rows: { token_hash: string }[] = await t.orm.em.getConnection().execute('select token_hash from timeline_share');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });
});
