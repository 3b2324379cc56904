import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays, daysBetween } from '../../domain/shared/calendar-date.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

// Email analytics from real sends: every venue mail kept with its venue and template, delivered or
// failed as a real SMTP server answered, opened through the pixel only when the owner allows it.
const PUBLIC_URL = 'https://weddings.test';
const TODAY = TEST_NOW.toISOString().slice(0, 10);

/** A real SMTP server that refuses every recipient whose address starts with "bounce". */
class BouncingSmtpServer {
  readonly received: { to: string; subject: string; html: string; text: string }[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => callback(address.address.startsWith('bounce') ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined),
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
          this.received.push({ to: to.map((a) => a.address ?? '').join(', '), subject: mail.subject ?? '', html: mail.html || '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  to(address: string) {
    return this.received.filter((m) => m.to === address);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let smtp: BouncingSmtpServer;
let owner: Agent;
let venueId: string;
let dayCursor = 110;

type Figures = { sent: number; delivered: number; failed: number; pending: number; tracked: number; opened: number | null; openRate: number | null };
type TemplateRow = Figures & { templateId: string | null; kind: string; name: string };
type Analytics = { trackOpens: boolean; totals: Figures; byTemplate: TemplateRow[]; byMonth: (Figures & { month: string })[] };

async function analytics(months = 1): Promise<Analytics> {
  await t.drainJobs();
  return (await owner.get(`/api/venues/${venueId}/email-analytics?months=${months}`).expect(200)).body;
}

async function rowOf(templateId: string | null, months = 1): Promise<TemplateRow> {
  const row = (await analytics(months)).byTemplate.find((r) => r.templateId === templateId);
  if (!row) throw new Error(`no analytics row for template ${templateId}`);
  return row;
}

async function openDate(): Promise<string> {
  for (;;) {
    const date = addDays(TODAY, dayCursor++);
    const [day] = (await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`)).body;
    if (day.isAvailable) return date;
  }
}

async function book(email: string, name = 'Rosa Diaz'): Promise<{ id: string; eventDate: string }> {
  const eventDate = await openDate();
  const res = await browserAgent(t.http).post('/api/bookings').send({ venueId, customerName: name, customerEmail: email, customerPhone: '(830) 555-0142', eventDate, guestCount: 70 }).expect(201);
  return { id: res.body.id, eventDate };
}

async function newTemplate(fields: Record<string, unknown>): Promise<string> {
  return (await owner.post('/api/notification-templates').send({ venueId, name: 'Note', subject: 'A note for {{couple_name}}', content: 'Hello from {{venue_name}}.', ...fields }).expect(201)).body.id;
}

/** Runs the mail job's retries now instead of after their backoff, until each has used its attempts. */
async function exhaustRetries(): Promise<void> {
  for (let round = 0; round < 8; round++) {
    await t.orm.em.getConnection().execute(`update pgboss.job set start_after = now() where name = 'mail.send' and state = 'retry'`);
    await t.drainJobs();
  }
}

const PIXEL = new RegExp(`${PUBLIC_URL.replace(/[/.]/g, '\\$&')}/api/mail/opened/([A-Za-z0-9_-]+)\\.gif`);

beforeAll(async () => {
  smtp = new BouncingSmtpServer();
  t = await startTestApp({ env: { SMTP_URL: await smtp.start(), PUBLIC_URL } });
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues')).body[0].id;
  await owner.get(`/api/venues/${venueId}/notification-templates`).expect(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('GET /api/venues/{id}/email-analytics', () => {
  it('counts a confirmation, a reminder and an auto-response per template and per month, and leaves tests out', async () => {
    const templates: { id: string; type: string }[] = (await owner.get(`/api/venues/${venueId}/notification-templates`).expect(200)).body;
    const confirmationId = templates.find((x) => x.type === 'booking_confirmation')!.id;
    await owner.patch(`/api/notification-templates/${confirmationId}`).send({ name: 'Our confirmation', subject: 'See you soon, {{couple_name}}', isActive: true }).expect(200);
    // The demo's own bookings may have mail of their own on the way: count from here.
    const before = await analytics(2);
    const sentBefore = (templateId: string | null) => before.byTemplate.find((r) => r.templateId === templateId)?.sent ?? 0;
    const booking = await book('rosa@example.com');
    // The reminder goes out tomorrow at 15:00 UTC: the day before the day after today.
    const reminderId = await newTemplate({ name: 'Countdown', type: 'event_reminder', sendTiming: 'schedule', scheduleDays: daysBetween(TODAY, booking.eventDate) - 1, subject: 'Soon, {{couple_name}}' });
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ autoResponseEnabled: true }).expect(200);
    await request(t.http)
      .post('/api/inquiries')
      .send({ venueId, coupleName: 'Dana & Lee', email: 'dana@example.com', weddingDate: '2027-10-16', guestCount: 90, message: 'Is October open?' })
      .expect(201);
    await owner.post(`/api/notification-templates/${confirmationId}/test`).expect(200);
    await t.drainJobs();
    t.clock.set(new Date(`${addDays(TODAY, 1)}T15:30:00Z`));
    await t.drainJobs();
    expect(smtp.to('rosa@example.com').map((m) => m.subject)).toEqual(expect.arrayContaining(['See you soon, Rosa Diaz', 'Soon, Rosa Diaz']));

    const result = await analytics(2);
    expect(result.trackOpens).toBe(false);
    const delivered = (sent: number) => ({ sent, delivered: sent, failed: 0, pending: 0, tracked: 0, opened: null, openRate: null });
    expect(result.byTemplate.find((r) => r.templateId === confirmationId)).toEqual({
      templateId: confirmationId,
      kind: 'booking_confirmation',
      name: 'Our confirmation',
      ...delivered(sentBefore(confirmationId) + 1),
    });
    expect(result.byTemplate.find((r) => r.templateId === reminderId)).toEqual({ templateId: reminderId, kind: 'event_reminder', name: 'Countdown', ...delivered(1) });
    expect(result.byTemplate.find((r) => r.kind === 'auto_response')).toEqual({ templateId: null, kind: 'auto_response', name: 'Auto-response', ...delivered(sentBefore(null) + 1) });
    expect(result.totals.sent).toBe(before.totals.sent + 3);
    expect(result.byMonth.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    expect(result.byMonth[0].sent).toBe(0);
    expect(result.byMonth[1].sent).toBe(result.totals.sent);
    expect(result.totals.sent).toBe(result.byTemplate.reduce((sum, r) => sum + r.sent, 0));
    expect(result.totals.opened).toBeNull();
  });

  it('counts a mail the SMTP server refuses as on its way while it is retried, then as failed', async () => {
    const booking = await book('bounce.couple@example.com', 'Bea Bounce');
    const templateId = await newTemplate({ name: 'Bounce check' });
    await owner.post(`/api/notification-templates/${templateId}/send`).send({ bookingId: booking.id }).expect(200);
    expect(await rowOf(templateId)).toMatchObject({ sent: 1, delivered: 0, failed: 0, pending: 1 });
    await exhaustRetries();
    expect(await rowOf(templateId)).toMatchObject({ sent: 1, delivered: 0, failed: 1, pending: 0 });
    expect(smtp.to('bounce.couple@example.com')).toEqual([]);
  });

  it('answers 404 to another owner, 403 to a couple and 401 to a stranger', async () => {
    await (await signedInOwner(t)).get(`/api/venues/${venueId}/email-analytics`).expect(404);
    await (await signedInCouple(t)).agent.get(`/api/venues/${venueId}/email-analytics`).expect(403);
    await request(t.http).get(`/api/venues/${venueId}/email-analytics`).expect(401);
    await owner.get('/api/venues/not-a-venue/email-analytics').expect(404);
  });

  it.each(['0', '25', 'abc', '1.5', '-1'])('refuses months=%s, naming the field', async (months) => {
    const res = await owner.get(`/api/venues/${venueId}/email-analytics?months=${months}`).expect(400);
    expect(res.body.field).toBe('months');
  });

  it('looks back 12 months unless asked', async () => {
    const result = (await owner.get(`/api/venues/${venueId}/email-analytics`).expect(200)).body as Analytics;
    expect(result.byMonth).toHaveLength(12);
    expect(result.byMonth.at(-1)!.month).toBe('2026-11');
  });
});

describe('open tracking', () => {
  it('is off by default: a mail carries no pixel and is not counted as tracked', async () => {
    expect((await owner.get(`/api/venues/${venueId}/notification-settings`).expect(200)).body.trackOpens).toBe(false);
    const booking = await book('untracked@example.com', 'Una Tracked');
    const templateId = await newTemplate({ name: 'Untracked note' });
    await owner.post(`/api/notification-templates/${templateId}/send`).send({ bookingId: booking.id }).expect(200);
    const row = await rowOf(templateId);
    const [mail] = smtp.to('untracked@example.com').filter((m) => m.subject === 'A note for Una Tracked');
    expect(mail.html).not.toContain('/api/mail/opened/');
    expect(mail.html).not.toMatch(/<img[^>]*width="1"/);
    expect(row).toMatchObject({ sent: 1, delivered: 1, tracked: 0, opened: null, openRate: null });
  });

  it('when on, puts a pixel in the HTML only, keeps only its hash, and counts the first open once', async () => {
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ trackOpens: true }).expect(200);
    const booking = await book('tracked@example.com', 'Theo Tracked');
    const templateId = await newTemplate({ name: 'Tracked note' });
    await owner.post(`/api/notification-templates/${templateId}/send`).send({ bookingId: booking.id }).expect(200);
    expect(await rowOf(templateId)).toMatchObject({ sent: 1, delivered: 1, tracked: 1, opened: 0, openRate: 0 });
    const [mail] = smtp.to('tracked@example.com').filter((m) => m.subject === 'A note for Theo Tracked');
    const token = PIXEL.exec(mail.html)![1];
    expect(mail.text).not.toContain('/api/mail/opened/');
    const kept: { html: string; open_token_hash: string; opened_at: Date | null }[] = await t.orm.em
      .getConnection()
      .execute(`select html, open_token_hash, opened_at from mail_message where notification_template_id = ?`, [templateId]);
    expect(kept).toHaveLength(1);
    expect(kept[0].html).not.toContain(token);
    expect(kept[0].open_token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const opened = await request(t.http).get(`/api/mail/opened/${token}.gif`).expect(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(opened.body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const firstOpen = new Date(t.clock.now());
    t.clock.set(new Date(firstOpen.getTime() + 3_600_000));
    await request(t.http).get(`/api/mail/opened/${token}.gif`).expect(200);
    expect(await rowOf(templateId)).toMatchObject({ tracked: 1, opened: 1, openRate: 1 });
    const [again]: { opened_at: Date | string }[] = await t.orm.em.getConnection().execute(`select opened_at from mail_message where notification_template_id = ?`, [templateId]);
    expect(new Date(again.opened_at).toISOString()).toBe(firstOpen.toISOString());
    expect((await analytics()).trackOpens).toBe(true);
  });

  it('answers the same image, never an error, for a token it does not know or a name that is no token', async () => {
    for (const file of [`${'A'.repeat(43)}.gif`, 'nope.gif', 'no-extension', `${'x'.repeat(300)}.gif`]) {
      const res = await request(t.http).get(`/api/mail/opened/${file}`).expect(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  it('puts no pixel in a mail once the owner turns tracking off again', async () => {
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ trackOpens: false }).expect(200);
    const booking = await book('off.again@example.com', 'Otto Off');
    const templateId = await newTemplate({ name: 'Off again' });
    await owner.post(`/api/notification-templates/${templateId}/send`).send({ bookingId: booking.id }).expect(200);
    expect(await rowOf(templateId)).toMatchObject({ sent: 1, delivered: 1, tracked: 0, opened: null });
    const [mail] = smtp.to('off.again@example.com').filter((m) => m.subject === 'A note for Otto Off');
    expect(mail.html).not.toContain('/api/mail/opened/');
  });
});
