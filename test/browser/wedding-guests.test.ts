import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The planning dashboard's Guests tab, as a couple uses it: signed in, booked, a Zola export
// imported, those who have not replied picked out and mailed, meals chosen, and all of it still
// there after a reload; on a desktop and on a 360 px phone.

const WALK_TIMEOUT_MS = 180_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;
const CSRF = { 'X-HCW-CSRF': '1' };
const ZOLA_CSV = fs.readFileSync(new URL('../fixtures/guest-exports/zola-guest-list.csv', import.meta.url));

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The whole page, or with fullPage false what the visitor sees now (dialogs are fixed). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await screenshot(page, name, { fullPage });
}

/** A new couple's account, signed in within the context (the session cookie lands in it). */
async function signUpCouple(request: APIRequestContext): Promise<void> {
  const email = `couple.${Date.now()}@example.com`;
  const password = 'long-enough-pass';
  const signUp = await request.post(`${server.url}/api/auth/sign-up`, {
    headers: CSRF,
    data: {
      accountType: 'customer', firstName: 'Maria', lastName: 'Flores', email, password, confirmPassword: password,
      details: { partnerName: 'James Flores', weddingDate: addDays(calendarDateIn(new Date()), 150), estimatedGuests: 120, budget: '25k-50k', location: 'Fredericksburg' },
    },
  });
  expect(signUp.status()).toBe(202);
  const signIn = await request.post(`${server.url}/api/auth/sign-in`, { headers: CSRF, data: { email, password } });
  expect(signIn.status()).toBe(200);
}

/** Books the first open date of a featured venue while signed in: the booking is the account's. */
async function bookWhileSignedIn(request: APIRequestContext): Promise<string> {
  const venues = (await (await request.get(`${server.url}/api/venues/featured`)).json()) as { id: string }[];
  const start = addDays(calendarDateIn(new Date()), 120);
  for (const venue of venues) {
    const days = (await (await request.get(`${server.url}/api/venues/${venue.id}/availability?startDate=${start}&endDate=${addDays(start, 60)}`)).json()) as { date: string; isAvailable: boolean }[];
    const free = days.find((day) => day.isAvailable);
    if (!free) continue;
    const response = await request.post(`${server.url}/api/bookings`, {
      headers: CSRF,
      data: { venueId: venue.id, customerName: 'Maria Flores', customerEmail: 'maria@example.com', customerPhone: '(830) 555-0142', eventDate: free.date, guestCount: 120, packageId: null, specialRequests: null },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  throw new Error('no featured venue has an open date');
}

interface ApiGuest {
  name: string;
  email: string | null;
  household: string | null;
  plusOneName: string | null;
  meal: string | null;
  invitedAt: string | null;
}

const guestsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Guests' });
const panel = (page: Page) => guestsTab(page).getByRole('region', { name: 'Guest List' });
const guestRows = (list: Locator) => list.locator('[data-guest-id]');

async function openGuestsTab(page: Page): Promise<void> {
  await page.goto(`${server.url}/planning?tab=guests`);
  await guestsTab(page).waitFor();
}

describe("the planning dashboard's Guests tab", () => {
  it(
    'starts empty before a booking, then imports a Zola list, mails those who have not replied and keeps the meals chosen',
    async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      await signUpCouple(context.request);

      // No booking yet: the tab says so and points to the search.
      await openGuestsTab(page);
      await guestsTab(page).getByText('Book a venue to start your guest list').waitFor();
      await expect(guestsTab(page).getByRole('link', { name: 'Find a venue' }).getAttribute('href')).resolves.toBe('/search');
      await shot(page, 'wedding-guests-no-booking-desktop');

      const bookingId = await bookWhileSignedIn(context.request);
      await openGuestsTab(page);
      const list = panel(page);
      await list.getByText('No guests added yet').waitFor();

      // Import a Zola export: partners become guests of the same household.
      await list.getByRole('button', { name: 'Import CSV' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
      await importDialog.getByLabel('CSV file').setInputFiles({ name: 'zola-guest-list.csv', mimeType: 'text/csv', buffer: ZOLA_CSV });
      const preview = importDialog.getByRole('table', { name: 'Rows of zola-guest-list.csv' });
      await preview.waitFor();
      await expect(preview.locator('tr[data-state="ready"]').count()).resolves.toBe(6);
      // Four rows, six guests: two rows name a partner too.
      await importDialog.getByText('Checked zola-guest-list.csv: 4 rows, 6 guests').waitFor();
      await importDialog.getByText('Partner of Luis García').waitFor();
      await shot(page, 'wedding-guests-zola-preview-desktop', false);
      await importDialog.getByRole('button', { name: 'Import 6 guests' }).click();
      await page.getByText('Guests Imported', { exact: true }).waitFor();
      await importDialog.waitFor({ state: 'detached' });
      // The list redraws with what the server now holds (a frame after the dialog closes).
      await guestRows(list).nth(5).waitFor();
      await expect(guestRows(list).count()).resolves.toBe(6);
      // Households together, in the order the file had them.
      await expect(guestRows(list).locator('th').allTextContents()).resolves.toEqual([
        expect.stringContaining('Luis García'), expect.stringContaining('Ana García'), expect.stringContaining('Zoë Brontë'),
        expect.stringContaining('Sam Peña'), expect.stringContaining('Alex Rivera'), expect.stringContaining('Rose Miller'),
      ]);
      await list.locator('[data-household="Luis & Ana García"]').first().waitFor();

      // Editing a guest: the dialog opens filled in, and a household and a plus-one's name are saved.
      await list.getByRole('button', { name: 'Edit Zoë Brontë' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Guest' });
      await expect(edit.getByRole('textbox', { name: /^Name/ }).inputValue()).resolves.toBe('Zoë Brontë');
      await expect(edit.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('zoe@example.com');
      await expect(edit.getByLabel('Bringing a plus-one').isChecked()).resolves.toBe(true);
      await edit.getByLabel('Household', { exact: true }).fill('The Brontës');
      await edit.getByLabel("Plus-one's name").fill('Emily Brontë');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Guest Updated', { exact: true }).waitFor();
      await edit.waitFor({ state: 'detached' });
      await list.locator('[data-household="The Brontës"]').getByText('Yes: Emily Brontë').waitFor();
      const zoe = ((await (await context.request.get(`${server.url}/api/bookings/${bookingId}/guests`)).json()) as ApiGuest[]).find((g) => g.name === 'Zoë Brontë');
      expect(zoe).toMatchObject({ household: 'The Brontës', plusOneName: 'Emily Brontë', email: 'zoe@example.com' });

      // Not replied: Zoë and Rose. Mail exactly those (Rose has no address).
      await list.getByRole('button', { name: 'Not replied' }).click();
      await expect(guestRows(list).count()).resolves.toBe(2);
      await list.getByText('Showing 2 of 6 guests').waitFor();
      await list.getByRole('button', { name: 'Email these 2 guests' }).click();
      const mailDialog = page.getByRole('dialog', { name: 'Email the guests shown' });
      await mailDialog.getByText(/1 guest of the 2 guests shown \(not replied\) has an email address/).waitFor();
      await shot(page, 'wedding-guests-mail-not-replied-desktop', false);
      await mailDialog.getByRole('button', { name: 'Send 1 invitation' }).click();
      await page.getByText('Invitations Sent', { exact: true }).waitFor();
      const invited = ((await (await context.request.get(`${server.url}/api/bookings/${bookingId}/guests`)).json()) as ApiGuest[]).filter((g) => g.invitedAt);
      expect(invited.map((g) => g.name)).toEqual(['Zoë Brontë']);

      // Meals: the couple chooses Ana's with the keyboard, and the meal filter finds her.
      await list.getByRole('button', { name: 'Everyone', exact: true }).click();
      const anaMeal = list.getByRole('combobox', { name: 'Meal for Ana García' });
      await anaMeal.focus();
      await anaMeal.selectOption('chicken');
      await page.getByText('Meal Saved', { exact: true }).first().waitFor();
      await list.getByRole('combobox', { name: 'Meal for Zoë Brontë' }).selectOption('vegan');
      await expect(list.getByRole('combobox', { name: 'Meal for Zoë Brontë' })).toBeTruthy();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label^="Meal for"]:disabled').length === 0);
      await list.getByLabel('Meal', { exact: true }).selectOption('chicken');
      await expect(guestRows(list).count()).resolves.toBe(1);
      await expect(guestRows(list).first().textContent()).resolves.toContain('Ana García');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'wedding-guests-filtered-by-meal-desktop');

      // A reload keeps every choice.
      await page.reload();
      await guestsTab(page).waitFor();
      await expect(panel(page).getByRole('combobox', { name: 'Meal for Ana García' }).inputValue()).resolves.toBe('chicken');
      await expect(panel(page).getByRole('combobox', { name: 'Meal for Zoë Brontë' }).inputValue()).resolves.toBe('vegan');
      await expect(panel(page).getByRole('combobox', { name: 'Meal for Luis García' }).inputValue()).resolves.toBe('beef');
      await shot(page, 'wedding-guests-desktop');

      // On a 360 px phone: cards, nothing wider than the screen, the filter still there.
      await page.setViewportSize(SMALL_PHONE);
      await openGuestsTab(page);
      await panel(page).getByRole('button', { name: 'Not replied' }).click();
      await expect(guestRows(panel(page)).count()).resolves.toBe(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await panel(page).getByRole('button', { name: 'Everyone', exact: true }).click();
      await panel(page).getByRole('search', { name: 'Filter guests' }).evaluate((bar) => bar.scrollIntoView());
      await shot(page, 'wedding-guests-phone-360-filters', false);
      await shot(page, 'wedding-guests-phone-360');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
