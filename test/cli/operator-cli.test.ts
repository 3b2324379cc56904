import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openApplication, type Application } from '../../adapters/composition/application.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { scopedEm } from '../../adapters/persistence/scoped-entity-manager.js';
import { SystemClock } from '../../adapters/runtime/system-clock.js';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { sampleMail } from '../support/mail-samples.js';
import { runCli } from '../support/run-cli.js';

// Each command opens the embedded data directory afresh (seconds each on a busy 2-core machine).
jest.setTimeout(180_000);

// Every operator command on one embedded data directory of its own, run in this process as a
// terminal would run it; the app is opened between commands to see what they changed.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-operator-cli-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function withApp<T>(work: (app: Application) => Promise<T>): Promise<T> {
  const target = { kind: 'embedded', dataDir } as const;
  const orm = await openDatabase(target);
  const app = await openApplication({ orm, target, clock: new SystemClock(), workJobs: false, scrypt: { N: 1024, r: 8, p: 1 } });
  try {
    return await work(app);
  } finally {
    await app.close();
    await orm.close();
  }
}

const json = async (args: string[]) => {
  const run = await runCli([...args, '--json'], env);
  if (run.exitCode !== 0) throw new Error(`hcw ${args.join(' ')} exited ${run.exitCode}: ${run.stderr}`);
  return JSON.parse(run.stdout);
};

let venueId: string;
let pendingId: string;
let failedMailId: number;

beforeAll(async () => {
  expect((await runCli(['db', 'seed'], env)).exitCode).toBe(0);
  await withApp(async (app) => {
    const { venues } = app.ports;
    const venue = (await venues.list({ status: 'published', limit: 1, offset: 12 })).venues[0];
    venueId = venue.id;
    const today = calendarDateIn(new Date());
    const taken = new Set(await venues.blockedDates(venue.id, today, addDays(today, 400)));
    const free = [...Array(400).keys()].map((i) => addDays(today, 40 + i)).find((d) => !taken.has(d))!;
    pendingId = (
      await app.useCases.createBooking.execute({ venueId, customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', customerPhone: '830-555-0100', guestCount: 20, accessKeyHash: null, eventDate: free })
    ).booking.id;
    // A mail that cannot be written (no such date) fails when its job runs.
    await app.ports.mailer.send({ ...sampleMail('booking-confirmed', { eventDate: '2027-02-30' }), to: 'broken@example.com' });
    await app.jobs.drain();
    const rows: { id: string }[] = await scopedEm(app.orm.em).execute(`select id from mail_message where recipient = 'broken@example.com'`);
    failedMailId = Number(rows[0].id);
  });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw users', () => {
  it('lists accounts as a table and as JSON, filtered by type and email', async () => {
    const table = await runCli(['users', 'list'], env);
    expect(table.stdout).toContain(DEMO_OWNER.email);
    expect(table.stdout).toMatch(/\d+ of \d+ accounts?\./);
    const listed = await json(['users', 'list', '--type', 'venue', '--email', 'OWNER@hill']);
    expect(listed.total).toBe(1);
    expect(listed.users[0]).toMatchObject({ email: DEMO_OWNER.email, accountType: 'venue', disabled: false, emailVerified: true });
  });

  it('shows one account by email or id, and says so for an unknown one (exit 1, ACCOUNT.NOT_FOUND)', async () => {
    const byEmail = await json(['users', 'show', DEMO_OWNER.email.toUpperCase()]);
    expect((await json(['users', 'show', byEmail.id])).email).toBe(DEMO_OWNER.email);
    const unknown = await runCli(['users', 'show', 'nobody@example.com', '--json'], env);
    expect(unknown.exitCode).toBe(1);
    expect(JSON.parse(unknown.stderr)).toEqual({ error: { code: 'ACCOUNT.NOT_FOUND', message: 'Account not found' } });
  });

  it('disables an account: its session ends and it cannot sign in until enabled again', async () => {
    const token = await withApp(async (app) => (await app.useCases.sessions.signIn(DEMO_OWNER.email, DEMO_OWNER.password, 'test-client')).token);
    const disabled = await runCli(['users', 'disable', DEMO_OWNER.email], env);
    expect(disabled.stdout).toMatch(/is disabled: it cannot sign in, and its sessions have ended/);
    await withApp(async (app) => {
      expect(await app.useCases.sessions.current(token)).toBeNull();
      await expect(app.useCases.sessions.signIn(DEMO_OWNER.email, DEMO_OWNER.password, 'test-client')).rejects.toMatchObject({ code: 'ACCOUNT.DISABLED' });
    });
    expect((await json(['users', 'show', DEMO_OWNER.email])).disabled).toBe(true);
    expect((await json(['users', 'enable', DEMO_OWNER.email])).disabled).toBe(false);
    await withApp(async (app) => {
      await app.useCases.sessions.signIn(DEMO_OWNER.email, DEMO_OWNER.password, 'test-client-2');
    });
  });

  it('clears the sign-in pause an account has earned with failed attempts', async () => {
    await withApp(async (app) => {
      for (let i = 0; i < 7; i++) await app.useCases.sessions.signIn(DEMO_OWNER.email, 'wrong-password', 'guessing-client').catch(() => {});
      await expect(app.useCases.sessions.signIn(DEMO_OWNER.email, DEMO_OWNER.password, 'guessing-client')).rejects.toMatchObject({ code: 'ACCOUNT.SIGN_IN_RATE_LIMITED' });
    });
    // This client, and the one refused while the account was disabled (a refusal counts as a failure).
    expect((await json(['users', 'unthrottle', DEMO_OWNER.email])).clearedThrottles).toBe(2);
    await withApp(async (app) => {
      await expect(app.useCases.sessions.signIn(DEMO_OWNER.email, DEMO_OWNER.password, 'guessing-client')).resolves.toMatchObject({ account: { email: DEMO_OWNER.email } });
    });
    expect((await runCli(['users', 'unthrottle', DEMO_OWNER.email], env)).stdout).toMatch(/had no failed sign-ins counted/);
  });

  it('mails a password reset link through the forgot-password mail', async () => {
    const run = await runCli(['users', 'reset-password', DEMO_OWNER.email], env);
    expect(run.stdout).toMatch(/A password reset link is queued for owner@/);
    const { messages } = await json(['mail', 'list', '--to', DEMO_OWNER.email]);
    expect(messages[0]).toMatchObject({ template: 'password-reset', status: 'queued' });
  });
});

describe('hcw venues show, reject and unpublish', () => {
  it('shows a venue with its packages', async () => {
    const shown = await json(['venues', 'show', venueId]);
    expect(shown).toMatchObject({ id: venueId, status: 'published', lastDecision: null });
    expect(Array.isArray(shown.packages)).toBe(true);
    const text = await runCli(['venues', 'show', venueId], env);
    expect(text.stdout).toMatch(new RegExp(`^id\\s+${venueId}$`, 'm'));
  });

  it('unpublishes a published venue (back in review, out of search), then rejects it with a reason, then approves it', async () => {
    const unpublished = await json(['venues', 'unpublish', venueId, '--reason', 'Closed for renovation']);
    expect(unpublished).toMatchObject({ status: 'review', lastDecision: { decision: 'unpublished', reason: 'Closed for renovation' } });
    const again = await runCli(['venues', 'unpublish', venueId, '--json'], env);
    expect(again.exitCode).toBe(1);
    expect(JSON.parse(again.stderr).error.code).toBe('VENUE.NOT_PUBLISHED');

    const rejected = await runCli(['venues', 'reject', venueId, '--reason', 'Add photos of the hall'], env);
    expect(rejected.stdout).toMatch(/is rejected: Add photos of the hall/);
    expect((await json(['venues', 'show', venueId])).lastDecision).toMatchObject({ decision: 'rejected', reason: 'Add photos of the hall' });
    expect((await json(['venues', 'list', '--status', 'review'])).venues.map((v: { id: string }) => v.id)).toContain(venueId);

    expect((await json(['venues', 'approve', venueId])).status).toBe('published');
    const rejectPublished = await runCli(['venues', 'reject', venueId, '--reason', 'x'], env);
    expect(rejectPublished.exitCode).toBe(1);
    expect(rejectPublished.stderr).toMatch(/VENUE.NOT_IN_REVIEW/);
  });

  it('refuses a reject without a reason (exit 2) and an unknown venue (exit 1)', async () => {
    expect((await runCli(['venues', 'reject', venueId], env)).exitCode).toBe(2);
    const blank = await runCli(['venues', 'reject', venueId, '--reason', '  ', '--json'], env);
    expect(blank.exitCode).toBe(2);
    expect(JSON.parse(blank.stderr).error.code).toBe('VENUE.INVALID_MODERATION');
    expect((await runCli(['venues', 'show', UNKNOWN_ID], env)).exitCode).toBe(1);
  });
});

describe('hcw bookings', () => {
  it('lists bookings with the name of their venue', async () => {
    const listed = await json(['bookings', 'list', '--venue', venueId]);
    const venueName = (await json(['venues', 'show', venueId])).name;
    expect(listed.bookings.find((b: { id: string }) => b.id === pendingId)).toMatchObject({ venueName, status: 'pending' });
    expect(listed.bookings.every((b: { venueName: string }) => b.venueName === venueName)).toBe(true);
    expect((await runCli(['bookings', 'list', '--venue', venueId], env)).stdout).toContain(venueName);
  });

  it('refuses to mark a pending booking paid, then records the deposit once it is confirmed', async () => {
    const early = await runCli(['bookings', 'mark-paid', 'deposit', pendingId, '--json'], env);
    expect(early.exitCode).toBe(1);
    expect(JSON.parse(early.stderr).error.code).toBe('BOOKING.PAYMENT_NOT_RECORDABLE');
    expect((await json(['bookings', 'confirm', pendingId])).status).toBe('confirmed');
    const paid = await json(['bookings', 'mark-paid', 'deposit', pendingId]);
    expect(paid).toMatchObject({ id: pendingId, depositPaid: true, finalPaymentPaid: false, payment: { kind: 'deposit', amount: paid.depositAmount } });
    expect((await runCli(['bookings', 'mark-paid', 'tip', pendingId], env)).exitCode).toBe(2);
  });
});

describe('hcw inquiries', () => {
  it('lists inquiries with their venue and shows one with its message', async () => {
    const listed = await json(['inquiries', 'list', '--limit', '5']);
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.inquiries[0]).toMatchObject({ venueName: expect.any(String), coupleName: expect.any(String) });
    const shown = await json(['inquiries', 'show', listed.inquiries[0].id]);
    expect(shown).toMatchObject({ id: listed.inquiries[0].id, venueName: listed.inquiries[0].venueName });
    expect((await runCli(['inquiries', 'show', UNKNOWN_ID], env)).stderr).toMatch(/INQUIRY.NOT_FOUND/);
  });
});

describe('hcw mail and jobs', () => {
  it('shows a failed mail, queues it again once, and refuses a second retry', async () => {
    const shown = await json(['mail', 'show', String(failedMailId)]);
    expect(shown).toMatchObject({ id: failedMailId, status: 'failed', lastError: expect.stringContaining('2027-02-30') });
    const retried = await runCli(['mail', 'retry', `#${failedMailId}`], env);
    expect(retried.stdout).toMatch(/is queued again/);
    expect((await json(['mail', 'show', String(failedMailId)])).status).toBe('queued');
    const { jobs } = await json(['jobs', 'list', '--state', 'created']);
    expect(jobs.filter((j: { name: string; data: { mailId?: number } }) => j.name === 'mail.send' && j.data.mailId === failedMailId)).toHaveLength(1);
    const again = await runCli(['mail', 'retry', String(failedMailId), '--json'], env);
    expect(again.exitCode).toBe(1);
    expect(JSON.parse(again.stderr).error.code).toBe('MAIL.NOT_FAILED');
  });

  it('sends a job that used up its retries back to its queue', async () => {
    const { jobs } = await json(['jobs', 'list']);
    const job = jobs.find((j: { state: string }) => j.state === 'created');
    // As if it had failed its last retry.
    await withApp((app) => scopedEm(app.orm.em).execute(`update pgboss.job set state = 'failed', completed_on = now() where id = ?`, [job.id]));
    expect((await json(['jobs', 'failed'])).jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
    expect((await json(['jobs', 'retry', job.id])).state).toBe('retry');
    expect((await json(['jobs', 'failed'])).jobs).toEqual([]);
    const notFailed = await runCli(['jobs', 'retry', job.id], env);
    expect(notFailed.exitCode).toBe(1);
    expect(notFailed.stderr).toMatch(/JOB.NOT_FAILED/);
    expect((await runCli(['jobs', 'retry', UNKNOWN_ID], env)).stderr).toMatch(/JOB.NOT_FOUND/);
  });
});

describe('hcw db status', () => {
  it('says where the data is and that no migration is pending', async () => {
    const status = await json(['db', 'status']);
    expect(status).toMatchObject({ where: expect.stringContaining(dataDir), pending: [] });
    expect(status.executed).toContain('Migration20261126Operator');
  });
});
