import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';

// The whole marketplace loop, as people do it: an owner signs up, confirms the email from the
// mailed link and lists a venue, an operator approves it in the terminal, a couple finds and books
// it, the owner confirms. The server runs on the PostgreSQL server so the CLI can work beside it
// (embedded PostgreSQL serves one process), and mails through a real SMTP server.
const ADMIN_URL = process.env.E2E_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `hcw_journey_${process.pid}`;
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const ROOT = path.resolve(import.meta.dirname, '../..');

let server: RunningServer;
let browser: Browser;
const mail = new SmtpTestServer();

function psql(sql: string): void {
  const run = spawnSync('psql', [ADMIN_URL, '-qc', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql failed (is the PostgreSQL server up?): ${run.stderr}`);
}

beforeAll(async () => {
  psql(`drop database if exists ${DATABASE}`);
  psql(`create database ${DATABASE}`);
  // A server database is seeded only when asked.
  server = await startServer({ DATABASE_URL, SEED_DEMO_DATA: 'true', SMTP_URL: await mail.start() });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail.stop();
  psql(`drop database if exists ${DATABASE}`);
});

/** Both widths of the screen as it is now. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, `journey-${name}-phone`, { settle: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, `journey-${name}-desktop`, { settle: false });
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const numberField = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function signUp(page: Page, kind: 'Venue Owner' | 'Planning a Wedding', person: { first: string; email: string }, details?: (p: Page) => Promise<void>) {
  await page.goto(`${server.url}/sign-up`);
  await page.locator('label').filter({ hasText: kind }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await field(page, 'First Name').fill(person.first);
  await field(page, 'Last Name').fill('Journey');
  await field(page, 'Email Address').fill(person.email);
  await field(page, 'Password').fill('a-long-pass-phrase');
  await field(page, 'Confirm Password').fill('a-long-pass-phrase');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await details?.(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

describe('the marketplace loop', () => {
  it('takes a venue from sign-up to a confirmed booking', async () => {
    const owner = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    const couple = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();

    // 1. An owner signs up and lands on the dashboard.
    await signUp(owner, 'Venue Owner', { first: 'Dana', email: 'dana@cedarbluff.example' }, (p) => field(p, 'Venue Name').fill('Cedar Bluff Pavilion'));
    await owner.waitForURL(`${server.url}/venue-dashboard`, { timeout: 15_000 });
    await owner.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
    await owner.getByRole('region', { name: 'Account confirmation' }).waitFor();
    await shoot(owner, '1-owner-dashboard');

    // 2. ... and lists a venue through the six steps: a chapel, which search files under "historic".
    await owner.goto(`${server.url}/list-venue`);
    await field(owner, 'Venue Name').fill('Cedar Bluff Pavilion');
    await field(owner, 'Description').fill('An open-air pavilion on a cedar bluff above the Pedernales.');
    await field(owner, 'Full Address').fill('7 Cedar Bluff Trail, Johnson City, TX 78636');
    await field(owner, 'City').fill('Johnson City');
    await field(owner, 'State').fill('TX');
    await owner.getByRole('combobox', { name: 'Venue Type' }).selectOption({ label: 'Chapel' });
    await shoot(owner, '2-listing-step-1');
    await next(owner).click();
    await numberField(owner, 'Maximum Guests').fill('160');
    await numberField(owner, 'Starting Price (USD)').fill('7200');
    await next(owner).click();
    await field(owner, 'Contact Name').fill('Dana Journey');
    await field(owner, 'Contact Email').fill('events@cedarbluff.example');
    await field(owner, 'Phone').fill('(830) 555-0190');
    for (let step = 3; step < 6; step++) await next(owner).click();
    // Not confirmed yet: the last step says so, and the API refuses the listing with a clear word.
    const confirmFirst = owner.getByRole('main').getByText('Confirm your email to submit your listing.');
    await confirmFirst.waitFor();
    await shoot(owner, '3-listing-step-6');
    await owner.getByRole('button', { name: 'Submit Listing' }).click();
    await toast(owner, 'Confirm Your Email First').waitFor();
    await expect(owner.getByRole('main').getByRole('alert').filter({ hasText: 'Confirm your email to submit your listing.' }).isVisible()).resolves.toBe(true);
    await expect(owner.getByText('100% complete').count()).resolves.toBe(0);

    // The owner opens the mailed link in another tab, comes back and submits again.
    const token = await mail.waitForToken('dana@cedarbluff.example', '/verify-email');
    const inbox = await owner.context().newPage();
    await inbox.goto(`${server.url}/verify-email?token=${encodeURIComponent(token)}`);
    await inbox.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    await shoot(inbox, '3b-owner-email-confirmed');
    await inbox.close();
    await owner.getByRole('button', { name: 'Submit Listing' }).click();
    await toast(owner, 'Venue Listed Successfully!').waitFor();
    await owner.getByText('100% complete').waitFor();
    await owner.waitForURL(/\/venue-dashboard/, { timeout: 15_000 });
    await owner.getByText('In review').first().waitFor();
    await shoot(owner, '4-owner-dashboard-in-review');
    const [listed] = (await (await owner.request.get(`${server.url}/api/my/venues`)).json()) as { id: string; name: string; status: string }[];
    expect(listed).toMatchObject({ name: 'Cedar Bluff Pavilion', status: 'review' });
    // A new venue's bookings say plainly that there are none, filtered or not.
    await owner.getByText('No bookings have been made yet.').waitFor();
    await owner.getByLabel('Status').first().selectOption({ label: 'Completed' });
    await owner.getByText('No completed bookings found.').waitFor();
    await owner.getByLabel('Status').first().selectOption({ label: 'All' });

    // 3. An operator approves it from the terminal.
    const approved = execFileSync(process.execPath, ['cli/hcw.js', 'venues', 'approve', listed.id], { cwd: ROOT, env: { ...process.env, DATABASE_URL }, encoding: 'utf8' });
    expect(approved).toMatch(/Cedar Bluff Pavilion \(Johnson City\) is published/);

    // 4. A couple signs up, finds it in search ...
    await signUp(couple, 'Planning a Wedding', { first: 'Robin', email: 'robin@example.com' });
    await couple.waitForURL(/\/search/, { timeout: 15_000 });
    await couple.goto(`${server.url}/search?location=Cedar%20Bluff%20Trail`);
    await couple.getByRole('link', { name: /Cedar Bluff Pavilion/ }).first().waitFor();
    await shoot(couple, '5-couple-search');
    await couple.goto(`${server.url}/venues/${listed.id}`);
    await couple.getByText('Chapel venue').waitFor();

    // 5. ... and books it.
    const date = addDays(calendarDateIn(new Date()), 90);
    await couple.goto(`${server.url}/venues/${listed.id}/book?date=${date}`);
    await couple.getByLabel('Full name').fill('Robin Journey');
    await couple.getByLabel('Email').fill('robin@example.com');
    await couple.getByLabel('Phone').fill('(512) 555-0134');
    await couple.getByLabel('Guest count').fill('90');
    await shoot(couple, '6-couple-booking-details');
    await couple.getByRole('button', { name: 'Continue to Payment' }).click();
    await couple.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
    await couple.getByRole('button', { name: 'Request Booking' }).click();
    await couple.getByRole('link', { name: 'View Booking' }).waitFor();
    await shoot(couple, '7-couple-booking-confirmation');
    const [booking] = (await (await couple.request.get(`${server.url}/api/bookings`)).json()) as { id: string; status: string; eventDate: string }[];
    expect(booking).toMatchObject({ status: 'pending', eventDate: date });

    // 6. The owner confirms it from the dashboard.
    await owner.goto(`${server.url}/venue-dashboard?venue=${listed.id}`);
    await owner.getByRole('button', { name: "Confirm Robin Journey's booking" }).click();
    await toast(owner, 'Booking Updated').waitFor();
    await shoot(owner, '8-owner-confirmed');
    const confirmed = (await (await owner.request.get(`${server.url}/api/venues/${listed.id}/bookings`)).json()) as { id: string; status: string }[];
    expect(confirmed.find((b) => b.id === booking.id)?.status).toBe('confirmed');
  }, 240_000);
});
