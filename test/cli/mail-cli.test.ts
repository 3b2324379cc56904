import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openApplication } from '../../adapters/composition/application.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { SystemClock } from '../../adapters/runtime/system-clock.js';
import { sampleMail } from '../support/mail-samples.js';
import { runCli } from '../support/run-cli.js';

// Its own embedded data directory: a few mails queued and worked as the server would, before the CLI reads them.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-mail-cli-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };

beforeAll(async () => {
  const target = { kind: 'embedded', dataDir } as const;
  const orm = await openDatabase(target);
  const app = await openApplication({ orm, target, clock: new SystemClock(), workJobs: false, env: { PUBLIC_URL: 'http://localhost:3000' } });
  try {
    const { mailer } = app.ports;
    await mailer.send({ ...sampleMail('guest-invitation', { guestName: 'José', rsvpPath: '/rsvp/first-link' }), to: 'jose@example.com' });
    await mailer.send({ ...sampleMail('booking-received', { venueName: 'Live Oak Hall' }), to: 'couple@example.com' });
    // A mail whose facts cannot be written (no such date) fails to render and is kept as failed.
    await mailer.send({ ...sampleMail('booking-confirmed', { eventDate: '2027-02-30' }), to: 'broken@example.com' });
    await app.jobs.drain();
    await mailer.send({ ...sampleMail('guest-invitation', { guestName: 'José', rsvpPath: '/rsvp/second-link' }), to: 'Jose@Example.com' });
  } finally {
    await app.close();
    await orm.close();
  }
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw mail outbox', () => {
  it('prints kept mail as JSON, newest first, sent or still queued', async () => {
    const run = await runCli(['mail', 'outbox', '--json'], env);
    expect(run.exitCode).toBe(0);
    const { messages } = JSON.parse(run.stdout);
    expect(messages.map((m: { recipient: string; status: string }) => [m.recipient, m.status])).toEqual([
      ['Jose@Example.com', 'queued'],
      ['broken@example.com', 'failed'],
      ['couple@example.com', 'sent'],
      ['jose@example.com', 'sent'],
    ]);
    expect(messages[3]).toMatchObject({
      template: 'guest-invitation',
      transport: 'outbox',
      attempts: 1,
      subject: expect.stringContaining('invited'),
      body: expect.stringContaining('http://localhost:3000/rsvp/first-link'),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('shows failed mail with its error, for an operator to act on', async () => {
    const run = await runCli(['mail', 'outbox', '--status', 'failed'], env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/to broken@example\.com {2}\[booking-confirmed, failed after 1 attempt: .*2027-02-30/);
    expect(run.stdout).toMatch(/1 message, newest first\./);
  });

  it('keeps to one recipient, whatever the case, and to --limit messages', async () => {
    const run = await runCli(['mail', 'outbox', '--to', 'JOSE@example.com', '--limit', '1', '--json'], env);
    const { messages } = JSON.parse(run.stdout);
    expect(messages).toHaveLength(1);
    expect(messages[0].status).toBe('queued');
  });

  it('prints each sent message with its body for a person to read', async () => {
    const run = await runCli(['mail', 'outbox', '--to', 'couple@example.com'], env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^#\d+ {2}\S+ {2}to couple@example\.com {2}\[booking-received, kept in the outbox\]$/m);
    expect(run.stdout).toMatch(/Subject: .*Live Oak Hall/);
    expect(run.stdout).toMatch(/1 message, newest first\./);
  });

  it('says so when there is no mail to an address', async () => {
    const run = await runCli(['mail', 'outbox', '--to', 'nobody@example.com'], env);
    expect(run.stdout).toMatch(/No mail to nobody@example\.com\./);
  });

  it.each([['--limit', '0'], ['--limit', 'ten'], ['--to', 'not an address'], ['--status', 'lost']])('refuses %s %s with a non-zero exit', async (option, value) => {
    const run = await runCli(['mail', 'outbox', option, value], env);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toContain(option);
  });
});

describe('hcw jobs failed', () => {
  it('lists no failed job while a failing mail still has retries left', async () => {
    const run = await runCli(['jobs', 'failed', '--json'], env);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ jobs: [] });
    expect((await runCli(['jobs', 'failed'], env)).stdout).toContain('No failed jobs.');
  });
});
