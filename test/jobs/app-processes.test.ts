import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';
import { onServer, openTestDatabase } from '../support/test-database.js';

// Whole app processes (the built server), their job workers and a real SMTP server: mail is
// sent once however many processes run, and a crash between the answer and the mail loses nothing.
let smtp: SmtpTestServer;
let smtpUrl: string;
const started: RunningServer[] = [];

beforeAll(async () => {
  smtp = new SmtpTestServer();
  smtpUrl = await smtp.start();
});
afterAll(async () => {
  for (const server of started) await server.stop().catch(() => undefined);
  await smtp.stop();
});

async function json(url: string, init: RequestInit & { cookie?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-hcw-csrf': '1', ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  return { status: res.status, body: await res.json().catch(() => null), cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** A couple books the owner's first venue on an open date, as the web app would. */
async function bookOwnersVenue(server: RunningServer, email: string) {
  const signIn = await json(`${server.url}/api/auth/sign-in`, { method: 'POST', body: JSON.stringify(DEMO_OWNER) });
  const [venue] = (await json(`${server.url}/api/my/venues`, { cookie: signIn.cookie })).body;
  const from = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 260 * 86_400_000).toISOString().slice(0, 10);
  const days: { date: string; isAvailable: boolean }[] = (await json(`${server.url}/api/venues/${venue.id}/availability?startDate=${from}&endDate=${to}`)).body;
  const date = days.find((d) => d.isAvailable)!.date;
  const booking = await json(`${server.url}/api/bookings`, {
    method: 'POST',
    body: JSON.stringify({ venueId: venue.id, customerName: 'Rita Moreno', customerEmail: email, customerPhone: '(830) 555-0199', eventDate: date, guestCount: 50 }),
  });
  expect(booking.status).toBe(201);
  return { booking: booking.body, ownerCookie: signIn.cookie };
}

async function launch(env: Record<string, string>, options: { dataDir?: string } = {}) {
  const server = await startServer({ SMTP_URL: smtpUrl, ...env }, options);
  started.push(server);
  return server;
}

(onServer ? describe : describe.skip)('two app processes on one PostgreSQL database', () => {
  it('book through one, confirm through the other: every mail is sent exactly once', async () => {
    const orm = await openTestDatabase(); // a fresh, migrated database for the two servers
    await orm.close();
    const databaseUrl = process.env.TEST_DATABASE_URL!;
    const a = await launch({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true' }); // a server database is seeded only when asked
    const b = await launch({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' });

    const { booking, ownerCookie } = await bookOwnersVenue(a, 'two.servers@example.com');
    const confirmed = await json(`${b.url}/api/bookings/${booking.id}/status`, { method: 'PATCH', cookie: ownerCookie, body: JSON.stringify({ status: 'confirmed' }) });
    expect(confirmed.status).toBe(200);

    await smtp.waitFor('two.servers@example.com', 2);
    await new Promise((r) => setTimeout(r, 4000)); // time enough for a duplicate to show up
    const toCouple = smtp.to('two.servers@example.com');
    // One "we have your request" and one confirmation (the venue's own template), in whichever order they arrived.
    expect(toCouple.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/is confirmed/), expect.stringMatching(/^We have your request/)]));
    expect(toCouple).toHaveLength(2);
    const toOwner = smtp.to(DEMO_OWNER.email).filter((m) => m.text.includes('Rita Moreno'));
    expect(toOwner).toHaveLength(1);
  });
});

describe('a crash after the booking is acknowledged, before its mail is sent', () => {
  it('sends the mail once the app is back', async () => {
    let env: Record<string, string> = {};
    let dataDir: string | undefined;
    if (onServer) {
      const orm = await openTestDatabase();
      await orm.close();
      env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, SEED_DEMO_DATA: 'true' };
    }
    // This instance answers requests but works no jobs, so the mail cannot leave before the crash.
    const first = await launch({ ...env, RUN_JOBS: 'false' });
    dataDir = first.dataDir;
    const { booking } = await bookOwnersVenue(first, 'after.crash@example.com');
    expect(booking.status).toBe('pending');
    await first.kill();
    started.splice(started.indexOf(first), 1);
    expect(smtp.to('after.crash@example.com')).toEqual([]);

    const second = await launch({ ...env, SEED_DEMO_DATA: 'false' }, { dataDir });
    const [mail] = await smtp.waitFor('after.crash@example.com');
    expect(mail.text).toContain('Rita Moreno');
    expect(second.output()).not.toMatch(/error/i);
    if (!onServer) expect(fs.existsSync(dataDir)).toBe(true);
  });
});
