import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The planning dashboard's Seating tab, as a couple uses it: a table added, a household seated
// from its menu, a guest lifted and moved with the keyboard, a declined guest flagged, the table
// made too small and renamed, all of it still there after a reload, and the chart downloaded;
// on a desktop and on a 360 px phone.

const WALK_TIMEOUT_MS = 180_000;
const CSRF = { 'X-HCW-CSRF': '1' };
const WIDTHS = { desktop: VIEWPORTS.desktop, phone: { width: 360, height: 780 } } as const;

let server: RunningServer;
let browser: Browser;
let couples = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Closes the toasts still showing, so they do not cover the picture. */
async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: /close/i });
  for (let attempt = 0; attempt < 10 && (await closeButtons.count()) > 0; attempt += 1) {
    await closeButtons.first().click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await dismissToasts(page);
  // From the top, so the sticky header sits where it belongs in a full-page picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `seating-${name}`, { fullPage });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function post(request: APIRequestContext, pathname: string, data: object, status = 201) {
  const response = await request.post(`${server.url}${pathname}`, { headers: CSRF, data });
  expect({ pathname, status: response.status() }).toEqual({ pathname, status });
  return response.json();
}

/** A couple signed in within the context, with a booking and four guests on its list. */
async function bookedCouple(request: APIRequestContext): Promise<{ bookingId: string }> {
  const email = `seating.${++couples}.${Date.now()}@example.com`;
  const password = 'long-enough-pass';
  await post(request, '/api/auth/sign-up', {
    accountType: 'customer', firstName: 'Maria', lastName: 'Flores', email, password, confirmPassword: password,
    details: { partnerName: 'James Flores', weddingDate: addDays(calendarDateIn(new Date()), 150), estimatedGuests: 120, budget: '25k-50k', location: 'Fredericksburg' },
  }, 202);
  await post(request, '/api/auth/sign-in', { email, password }, 200);
  const venues = (await (await request.get(`${server.url}/api/venues/featured`)).json()) as { id: string }[];
  const start = addDays(calendarDateIn(new Date()), 120 + couples * 7);
  for (const venue of venues) {
    const days = (await (await request.get(`${server.url}/api/venues/${venue.id}/availability?startDate=${start}&endDate=${addDays(start, 60)}`)).json()) as { date: string; isAvailable: boolean }[];
    const free = days.find((day) => day.isAvailable);
    if (!free) continue;
    const booking = await post(request, '/api/bookings', { venueId: venue.id, customerName: 'Maria Flores', customerEmail: email, customerPhone: '(830) 555-0142', eventDate: free.date, guestCount: 120 });
    const bookingId = booking.id as string;
    await post(request, '/api/guests', { bookingId, name: 'Ana García', household: 'The Garcías' });
    await post(request, '/api/guests', { bookingId, name: 'Luis García', household: 'The Garcías' });
    await post(request, '/api/guests', { bookingId, name: 'Zoë Brontë' });
    const rose = await post(request, '/api/guests', { bookingId, name: 'Rose Diaz', plusOne: true });
    const declined = await request.patch(`${server.url}/api/guests/${rose.id}`, { headers: CSRF, data: { rsvpStatus: 'declined' } });
    expect(declined.status()).toBe(200);
    return { bookingId };
  }
  throw new Error('no featured venue has an open date');
}

const table = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** Waits until a table's card reads "6 of 8 seats". */
const seatsOf = (page: Page, name: string, text: string) => table(page, name).getByTestId('seats-used').filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
const warnings = (page: Page) => page.getByRole('region', { name: /things? to check/ });
const unseated = (page: Page) => page.getByRole('region', { name: 'Without a seat' });

describe('the Seating tab', () => {
  it.each(Object.entries(WIDTHS))(
    'on a %s: adds a table, seats a household and a guest by keyboard, flags a declined guest and an over-full table, and prints the chart',
    async (width, viewport) => {
      const context = await browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
      const page = await context.newPage();
      const { bookingId } = await bookedCouple(context.request);

      await page.goto(`${server.url}/planning?tab=seating`);
      await page.getByText('No tables yet.').waitFor();
      await expect(unseated(page).locator('[data-guest-id]').count()).resolves.toBe(4);
      await shot(page, `empty-${width}`);

      // A table, from the dialog: a name and its seats.
      await page.getByRole('button', { name: 'Add Table', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a Table' });
      await expect(dialog.getByLabel(/^Table name/).inputValue()).resolves.toBe('Table 1');
      await dialog.getByLabel(/^Table name/).fill('Family');
      await dialog.getByLabel(/^Seats/).fill('6');
      await dialog.getByRole('button', { name: 'Add Table' }).click();
      await dialog.waitFor({ state: 'detached' });
      await seatsOf(page, 'Family', '0 of 6 seats');
      await page.getByText('All changes saved').waitFor();

      // The Garcías, as a household, from its menu.
      await unseated(page).getByLabel('Seat the Garcías household at').selectOption({ label: 'Family (0 of 6 seats)' });
      await seatsOf(page, 'Family', '2 of 6 seats');

      // Zoë by keyboard: lift her, step to the next place (the table), set her down.
      await page.getByText('All changes saved').waitFor();
      await page.getByRole('button', { name: 'Move Zoë Brontë' }).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(200);
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
      await page.keyboard.press('Space');
      await seatsOf(page, 'Family', '3 of 6 seats');
      await expect(table(page, 'Family').locator('[data-guest-id]').allTextContents()).resolves.toEqual([
        expect.stringContaining('Ana García'),
        expect.stringContaining('Luis García'),
        expect.stringContaining('Zoë Brontë'),
      ]);
      await page.getByText('All changes saved').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `seated-${width}`);

      // Rose declined, but is seated with her plus-one from the Table menu: both are flagged.
      await unseated(page).getByLabel('Table for Rose Diaz').selectOption({ label: 'Family (3 of 6 seats)' });
      await seatsOf(page, 'Family', '5 of 6 seats');
      await warnings(page).getByText('Rose Diaz declined but still has a seat at Family.').waitFor();
      await table(page, 'Family').getByText('Declined').waitFor();

      // Four seats are too few, and renamed the table keeps its guests.
      await page.getByText('All changes saved').waitFor();
      await table(page, 'Family').getByRole('button', { name: 'Rename or resize Family' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Family' });
      await edit.getByLabel(/^Table name/).fill('Family Table');
      await edit.getByLabel(/^Seats/).fill('4');
      await edit.getByRole('button', { name: 'Save Table' }).click();
      await edit.waitFor({ state: 'detached' });
      await seatsOf(page, 'Family Table', '5 of 4 seats');
      await table(page, 'Family Table').getByText('1 seat too many').waitFor();
      await warnings(page).getByText('Family Table has 5 seats taken but only 4 seats.').waitFor();
      await page.getByText('All changes saved').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `warnings-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // After a reload it is all still there, and the guest list says the same.
      await page.reload();
      await seatsOf(page, 'Family Table', '5 of 4 seats');
      await page.getByText('Everyone has a seat.', { exact: false }).waitFor();
      const guests = (await (await context.request.get(`${server.url}/api/bookings/${bookingId}/guests`)).json()) as { name: string; tableAssignment: string | null }[];
      expect(guests.map((g) => [g.name, g.tableAssignment])).toEqual([
        ['Ana García', 'Family Table'],
        ['Luis García', 'Family Table'],
        ['Zoë Brontë', 'Family Table'],
        ['Rose Diaz', 'Family Table'],
      ]);

      // The printable chart.
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download seating chart (PDF)' }).click()]);
      expect(file.suggestedFilename()).toBe('seating-chart.pdf');
      const bytes = fs.readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(5_000);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
