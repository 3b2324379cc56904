import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, type Agent } from './planning.helpers.js';

let t: TestApp;
let couple: Agent;
let tasks: { id: string; title: string; dueDate: string }[];

beforeAll(async () => {
  t = await startTestApp();
  couple = (await signedInCouple(t, { partnerName: 'Zoë Brontë', weddingDate: '2027-10-16' }, { firstName: 'José', lastName: 'García' })).agent;
  tasks = (await couple.post('/api/timeline/generate').send({ guestCount: 180, venueType: 'outdoor' }).expect(200)).body.tasks;
});
afterAll(() => t.close());

/** Collects a binary answer whole (supertest leaves unknown types unread). */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

function vevents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate, end: event.endDate, sequence: event.sequence, stamp: component.getFirstPropertyValue('dtstamp') };
  });
}

describe('GET /api/my/timeline.ics', () => {
  it('downloads a calendar file with one all-day event per task on its due date', async () => {
    const res = await couple.get('/api/my/timeline.ics').expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wedding-timeline-2026-11-21.ics"');
    const events = vevents(res.text);
    expect(events).toHaveLength(tasks.length);
    expect(tasks.length).toBe(22);
    for (const task of tasks) {
      const event = events.find((e) => e.uid === `${task.id}@hillcountryweddings.example`)!;
      expect(event.summary).toBe(task.title);
      expect(event.start.isDate).toBe(true);
      expect(event.start.toString()).toBe(task.dueDate);
      expect(event.end.toString() > task.dueDate).toBe(true);
    }
    expect(res.text).not.toMatch(/TZID|X-WR-TIMEZONE/);
    expect(res.text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });

  it('keeps the UIDs from one export to the next, so a re-import updates: an edit raises SEQUENCE', async () => {
    const first = vevents((await couple.get('/api/my/timeline.ics')).text);
    const task = tasks[2];
    await couple.patch(`/api/timeline/tasks/${task.id}`).send({ isCompleted: true }).expect(200);
    await couple.post('/api/timeline/generate').send({ guestCount: 180, venueType: 'outdoor' }).expect(200);
    const second = vevents((await couple.get('/api/my/timeline.ics')).text);
    expect(second.map((e) => e.uid).sort()).toEqual(first.map((e) => e.uid).sort());
    const before = first.find((e) => e.uid.startsWith(task.id))!;
    const after = second.find((e) => e.uid.startsWith(task.id))!;
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.summary).toBe(`✓ ${task.title}`);
  });

  it("serves the same calendar through one of the couple's bookings", async () => {
    const booking = await dateBooker(t)(couple);
    const viaBooking = await couple.get(`/api/bookings/${booking.id}/timeline.ics`).expect(200);
    expect(vevents(viaBooking.text).map((e) => e.uid).sort()).toEqual(vevents((await couple.get('/api/my/timeline.ics')).text).map((e) => e.uid).sort());
  });
});

describe('GET /api/my/timeline.pdf', () => {
  it('downloads a whole PDF, written in the embedded Inter and Fraunces faces', async () => {
    const res = await binary(couple.get('/api/my/timeline.pdf')).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wedding-timeline-2026-11-21.pdf"');
    const pdf = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(pdf.length);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Fraunces/);
    // Several pages for 22 tasks, each numbered.
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
  });

  it('prints an empty timeline too', async () => {
    const empty = (await signedInCouple(t, {})).agent;
    const res = await binary(empty.get('/api/my/timeline.pdf')).expect(200);
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
