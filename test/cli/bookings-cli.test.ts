import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openApplication } from '../../adapters/composition/application.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { SystemClock } from '../../adapters/runtime/system-clock.js';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { runCli } from '../support/run-cli.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-bookings-cli-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
let pendingId: string;
let otherId: string;
let venueId: string;

/** Two bookings made the way the API makes them, in the CLI's own data directory. */
beforeAll(async () => {
  await runCli(['db', 'seed'], env);
  const target = { kind: 'embedded', dataDir } as const;
  const orm = await openDatabase(target);
  const app = await openApplication({ orm, target, clock: new SystemClock(), workJobs: false });
  try {
    const { venues } = app.ports;
    // A venue the demo owner does not run, so only these two bookings are its own.
    const venue = (await venues.list({ status: 'published', limit: 1, offset: 10 })).venues[0];
    venueId = venue.id;
    const today = calendarDateIn(new Date());
    const taken = new Set(await venues.blockedDates(venue.id, today, addDays(today, 400)));
    const free = [...Array(400).keys()].map((i) => addDays(today, 30 + i)).filter((d) => !taken.has(d));
    const base = { venueId: venue.id, customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', customerPhone: '830-555-0100', guestCount: 20, accessKeyHash: null };
    pendingId = (await app.useCases.createBooking.execute({ ...base, eventDate: free[0] })).booking.id;
    otherId = (await app.useCases.createBooking.execute({ ...base, customerName: 'Bo Lee', eventDate: free[1] })).booking.id;
  } finally {
    await app.close();
    await orm.close();
  }
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw bookings list', () => {
  it('lists bookings as a table and as JSON, filtered by venue and status', async () => {
    const table = await runCli(['bookings', 'list', '--venue', venueId], env);
    expect(table.stdout).toMatch(/Ana Ruiz/);
    expect(table.stdout).toMatch(/^id\s+date\s+venue\s+status/m);
    expect(table.stdout).toMatch(/\d+ of \d+ bookings?\./);
    const json = JSON.parse((await runCli(['bookings', 'list', '--venue', venueId, '--status', 'pending', '--json'], env)).stdout);
    expect(json.total).toBe(2);
    expect(json.bookings[0]).toMatchObject({ venueId, status: 'pending', depositPaid: false });
  });

  it('refuses an unknown status', async () => {
    const run = await runCli(['bookings', 'list', '--status', 'paid'], env);
    expect(run.exitCode).not.toBe(0);
  });
});

describe('hcw bookings show', () => {
  it('shows one booking', async () => {
    const run = await runCli(['bookings', 'show', pendingId, '--json'], env);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: pendingId, customerName: 'Ana Ruiz' });
  });

  it('says clearly when the id is unknown, with a non-zero exit', async () => {
    const run = await runCli(['bookings', 'show', '00000000-0000-4000-8000-000000000000'], env);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/Booking not found/);
  });
});

describe('hcw bookings confirm, cancel and complete', () => {
  it('confirms a pending booking, then refuses to confirm it again', async () => {
    const run = await runCli(['bookings', 'confirm', pendingId], env);
    expect(run.stdout).toMatch(/is now confirmed/);
    // The couple's confirmation mail is queued with the change; the server's worker sends it.
    const queued = JSON.parse((await runCli(['mail', 'outbox', '--to', 'ana@example.com', '--json'], env)).stdout).messages;
    expect(queued.map((m: { template: string }) => m.template)).toContain('booking-received');
    const again = await runCli(['bookings', 'confirm', pendingId], env);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toMatch(/cannot move from confirmed to confirmed/);
  });

  it('cancels a confirmed booking, which frees nothing else', async () => {
    const run = await runCli(['bookings', 'cancel', pendingId, '--json'], env);
    expect(JSON.parse(run.stdout).status).toBe('cancelled');
  });

  it('refuses to complete a booking whose event has not happened', async () => {
    const run = await runCli(['bookings', 'complete', otherId], env);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/cannot move from pending to completed/);
  });
});
