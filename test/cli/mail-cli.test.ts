import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeMail } from '../../adapters/mail/mail-log.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { runCli } from '../support/run-cli.js';

// Its own embedded data directory, filled with a few stored mails before the CLI reads them.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-mail-cli-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };

beforeAll(async () => {
  const orm = await openDatabase({ kind: 'embedded', dataDir });
  try {
    const send = (to: string, subject: string, text: string, topic = 'guest-invitation') => storeMail(orm.em, { to, subject, text, topic }, 'outbox');
    await send('jose@example.com', "You're invited: Sarah Johnson's wedding", 'Dear José,\nhttp://localhost:3000/rsvp/first-link');
    await send('couple@example.com', 'Your booking request', 'No card has been charged.', 'booking-received');
    await send('Jose@Example.com', "You're invited again", 'Dear José,\nhttp://localhost:3000/rsvp/second-link');
  } finally {
    await orm.close();
  }
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw mail outbox', () => {
  it('prints stored mail as JSON, newest first', async () => {
    const run = await runCli(['mail', 'outbox', '--json'], env);
    expect(run.exitCode).toBe(0);
    const { messages } = JSON.parse(run.stdout);
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual([
      "You're invited again",
      'Your booking request',
      "You're invited: Sarah Johnson's wedding",
    ]);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      recipient: 'Jose@Example.com',
      subject: "You're invited again",
      body: 'Dear José,\nhttp://localhost:3000/rsvp/second-link',
      topic: 'guest-invitation',
      transport: 'outbox',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('keeps to one recipient, whatever the case, and to --limit messages', async () => {
    const run = await runCli(['mail', 'outbox', '--to', 'JOSE@example.com', '--limit', '1', '--json'], env);
    const { messages } = JSON.parse(run.stdout);
    expect(messages).toHaveLength(1);
    expect(messages[0].body).toContain('second-link');
  });

  it('prints each message with its body for a person to read', async () => {
    const run = await runCli(['mail', 'outbox', '--to', 'couple@example.com'], env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^#\d+ {2}\S+ {2}to couple@example\.com {2}\[booking-received, outbox\]$/m);
    expect(run.stdout).toContain('Subject: Your booking request\n\nNo card has been charged.');
    expect(run.stdout).toMatch(/1 message, newest first\./);
  });

  it('says so when there is no mail to an address', async () => {
    const run = await runCli(['mail', 'outbox', '--to', 'nobody@example.com'], env);
    expect(run.stdout).toMatch(/No mail to nobody@example\.com\./);
  });

  it.each([['--limit', '0'], ['--limit', 'ten'], ['--to', 'not an address']])('refuses %s %s with a non-zero exit', async (option, value) => {
    const run = await runCli(['mail', 'outbox', option, value], env);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toContain(option);
  });
});
