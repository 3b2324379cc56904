import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The bookings panel, finished, in Chromium against the real built server and its demo owner:
// a couple books and answers RSVPs; the owner reads the guest figures, records the deposit,
// exports the bookings as CSV and subscribes to the calendar feed.

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let venueId: string;
let booking: { id: string; eventDate: string };

async function openPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

async function ownerPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openPage(viewport);
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: CSRF })).status()).toBe(200);
  return page;
}

/** A couple's browser books the owner's first venue on its next open date and fills a small guest list. */
async function coupleBooksWithGuests(): Promise<{ id: string; eventDate: string }> {
  const couple = await openPage();
  const start = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await couple.request.get(`${server.url}/api/venues/${venueId}/availability?startDate=${start}&endDate=${end}`)).json()) as { date: string; isAvailable: boolean }[];
  const eventDate = days.find((d) => d.isAvailable)!.date;
  const made = await couple.request.post(`${server.url}/api/bookings`, {
    headers: CSRF,
    data: { venueId, customerName: 'Priya Natarajan', customerEmail: 'priya@example.com', customerPhone: '(512) 555-0199', eventDate, guestCount: 96 },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { id: string }).id;
  const answers: [string, boolean, 'confirmed' | 'declined' | null][] = [
    ['Luis Ortega', true, 'confirmed'],
    ['Mei Tan', false, 'confirmed'],
    ['Sam Reed', true, 'declined'],
    ['Zoë Brontë', false, null],
  ];
  for (const [name, plusOne, answer] of answers) {
    const guest = await couple.request.post(`${server.url}/api/guests`, { headers: CSRF, data: { bookingId: id, name, email: `${name.split(' ')[0].toLowerCase()}@example.com`, plusOne } });
    expect(guest.status()).toBe(201);
    const guestId = ((await guest.json()) as { id: string }).id;
    if (answer) expect((await couple.request.patch(`${server.url}/api/guests/${guestId}`, { headers: CSRF, data: { rsvpStatus: answer } })).status()).toBe(200);
  }
  return { id, eventDate };
}

async function openBookings(page: Page): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await page.locator(`[data-booking-id="${booking.id}"]`).first().waitFor();
}

const bookingsSections = (page: Page) => page.getByRole('tablist', { name: 'Bookings sections' });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const owner = await ownerPage();
  venueId = ((await (await owner.request.get(`${server.url}/api/my/venues`)).json()) as { id: string }[])[0].id;
  booking = await coupleBooksWithGuests();
  expect((await owner.request.patch(`${server.url}/api/bookings/${booking.id}/status`, { headers: CSRF, data: { status: 'confirmed' } })).status()).toBe(200);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

describe('the Guests tab', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone-360', SMALL_PHONE],
  ] as const)("shows each booking's guest count and RSVP figures, read-only (%s)", async (size, viewport) => {
    const page = await ownerPage(viewport);
    await openBookings(page);
    await bookingsSections(page).getByRole('tab', { name: 'Guests' }).click();
    const row = page.locator(`[data-guest-summary="${booking.id}"]`);
    await row.waitFor();
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    // Booked for 96; 4 on the list: 2 attending, 1 declined, 1 awaiting; 1 plus-one; 3 expected.
    expect(text).toContain('Priya Natarajan');
    expect(text).toMatch(size === 'desktop' ? /Confirmed 96 4 2 1 1 1 3/ : /Booked for 96 On the list 4 Attending 2 Declined 1 Awaiting reply 1 Plus-ones 1 Expected 3/);
    expect(await page.getByText('luis@example.com').count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `owner-bookings-guests-${size}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 90_000);
});

describe('payments, exports and the calendar feed', () => {
  it('records the deposit as paid from the booking details', async () => {
    const page = await ownerPage();
    await openBookings(page);
    const row = page.locator(`[data-booking-id="${booking.id}"]`);
    expect(await row.locator('[data-payments]').innerText()).toBe('Deposit due · final due');
    // A future booking cannot be completed yet.
    expect(await row.locator('[data-complete-booking]').count()).toBe(0);
    await row.getByRole('button', { name: /Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await dialog.locator('[data-record-payment="deposit"]').click();
    // The toast region sits outside the modal dialog (hidden from the accessibility tree meanwhile).
    await page.getByText('Payment Recorded', { exact: true }).first().waitFor();
    await dialog.locator('[data-record-payment="deposit"]').waitFor({ state: 'detached' });
    expect(await dialog.getByText(/· Paid$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'owner-bookings-payment-dialog-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await row.locator('[data-payments]').innerText()).toBe('Deposit paid · final due');
  }, 90_000);

  it('downloads the bookings as CSV', async () => {
    const page = await ownerPage();
    await openBookings(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export-csv]').click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const row = csv.split('\r\n').find((line) => line.endsWith(booking.id))!;
    expect(row).toContain(`${booking.eventDate},confirmed,Priya Natarajan,priya@example.com`);
    expect(row).toMatch(/,yes,\d{4}-\d{2}-\d{2}T/);
  }, 90_000);

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone-360', SMALL_PHONE],
  ] as const)('makes a calendar feed link that a calendar app can read (%s)', async (size, viewport) => {
    const page = await ownerPage(viewport);
    await openBookings(page);
    await page.locator('[data-calendar-feed]').click();
    const dialog = page.getByRole('dialog', { name: 'Calendar Feed' });
    await dialog.locator('[data-create-feed]').click();
    const url = await dialog.locator('[data-feed-url]').inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/api/calendar/[A-Za-z0-9_-]{40,}\\.ics$`));
    await screenshot(page, `owner-bookings-calendar-feed-${size}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A calendar app has no session: the link alone opens the feed.
    const feed = await fetch(url);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const ours = events.find((e) => e.uid === `booking-${booking.id}@hillcountryweddings.example`)!;
    expect(ours.startDate.toString()).toBe(booking.eventDate);
    expect(ours.startDate.isDate).toBe(true);
    expect(ours.summary).toContain('Priya Natarajan');
  }, 90_000);
});
