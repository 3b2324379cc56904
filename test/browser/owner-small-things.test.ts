import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// Small things owners hit, in Chromium against the built server: a handled inquiry reopened and
// answered; the wizard's answers edited in the Venue tab and shown on the venue page; sign-up's
// details starting a first listing; a DJ filed as a DJ.

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const HEADERS = { 'X-HCW-CSRF': '1' };
const WALK_TIMEOUT_MS = 180_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;
/** Longer than a toast stays up (5 s), so a dialog that waited for the read would hide its toast for good. */
const SLOW_READ_MS = 8_000;

interface OwnedVenue {
  id: string;
  status: 'published' | 'review';
}
interface Inquiry {
  id: string;
  status: string;
}

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

async function ownerPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(viewport);
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: HEADERS })).status()).toBe(200);
  return page;
}

let accounts = 0;
async function signUp(page: Page, accountType: 'venue' | 'vendor', details: Record<string, unknown>): Promise<string> {
  accounts += 1;
  const email = `nora.vance.${accounts}@cedar.example`;
  const password = 'bluebonnet-2027';
  const data = { accountType, firstName: 'Nora', lastName: 'Vance', email, phone: '(512) 555-0199', password, confirmPassword: password, details };
  expect((await page.request.post(`${server.url}/api/auth/sign-up`, { data, headers: HEADERS })).status()).toBe(202);
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email, password }, headers: HEADERS })).status()).toBe(200);
  return email;
}

async function api<T>(page: Page, pathname: string): Promise<T> {
  const response = await page.request.get(`${server.url}${pathname}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text);
const sectionTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
const textbox = (scope: Page | ReturnType<Page['locator']>, name: string) => scope.getByRole('textbox', { name, exact: true });

async function publishedVenue(page: Page): Promise<OwnedVenue> {
  const venue = (await api<OwnedVenue[]>(page, '/api/my/venues')).find((v) => v.status === 'published');
  if (!venue) throw new Error('the demo owner has no published venue');
  return venue;
}

async function openDashboard(page: Page, venueId: string, tab: string): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard?venue=${encodeURIComponent(venueId)}`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await sectionTab(page, tab).click();
}

describe('small things owners hit', () => {
  it(
    'reopens a handled inquiry and still replies to it',
    async () => {
      const page = await ownerPage();
      const venue = await publishedVenue(page);
      const inquiry = (await api<Inquiry[]>(page, `/api/venues/${venue.id}/inquiries`)).find((i) => i.status === 'pending');
      if (!inquiry) throw new Error('the demo venue has a new inquiry');
      await openDashboard(page, venue.id, 'Inquiries');
      const card = page.locator(`[data-inquiry-id="${inquiry.id}"]`);
      const status = () => card.locator('[data-inquiry-status]').textContent();

      await card.getByRole('button', { name: /^Mark handled/ }).click();
      await toast(page, 'Inquiry Handled').waitFor();
      await eventually(status, 'Handled');
      await card.getByRole('button', { name: /^Reopen/ }).click();
      await toast(page, 'Inquiry Reopened').waitFor();
      await eventually(status, 'New');

      // Handled again, it can still be answered: the dialog says so, and the reply reopens it.
      await card.getByRole('button', { name: /^Mark handled/ }).click();
      await eventually(status, 'Handled');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'owner-inquiry-handled-desktop', { settle: false });
      await card.getByRole('button', { name: /^Reply/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Replying reopens this handled inquiry.').waitFor();
      await dialog.getByRole('textbox', { name: 'Your reply' }).fill('One more thing: parking is free on the day.');

      // Once the server has the reply the dialog closes and says so, even while the list is slow to read again.
      let listServed = false;
      await page.route(`**/api/venues/${venue.id}/inquiries`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS));
        listServed = true;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Send Reply' }).click();
      await toast(page, 'Reply Sent').waitFor();
      await eventually(() => dialog.count(), 0, 3_000);
      expect(listServed).toBe(false);
      await page.unrouteAll({ behavior: 'wait' });
      await eventually(status, 'Replied');
      await eventually(async () => (await api<Inquiry[]>(page, `/api/venues/${venue.id}/inquiries`)).find((i) => i.id === inquiry.id)?.status, 'replied');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "edits the wizard's answers in the Venue tab, and the venue page shows them under Good to know",
    async () => {
      const page = await ownerPage();
      const venue = await publishedVenue(page);
      await openDashboard(page, venue.id, 'Venue');
      const form = page.getByRole('form', { name: 'What couples look for' });
      await form.waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      await form.getByRole('combobox', { name: 'Venue type' }).selectOption('winery');
      await textbox(form, 'Contact Name').fill('Rosa Delgado');
      await textbox(form, 'Contact Email').fill('not an email');
      await textbox(form, 'Phone').fill('(830) 555-0100');
      await textbox(form, 'Website').fill('delgadovenues.example');
      await textbox(form, 'Deposit').fill('25% to hold the date');
      await textbox(form, 'Parking').fill('Free parking for 120 cars, shuttle from the inn.');
      await textbox(form, 'Accessibility').fill('Step-free ceremony lawn and accessible restrooms.');
      await form.getByRole('button', { name: 'Save Answers' }).click();
      // Checked as the wizard checks it, before anything is sent.
      await form.getByText('Enter an email address like name@example.com.').waitFor();
      await expect(textbox(form, 'Contact Email').getAttribute('aria-invalid')).resolves.toBe('true');
      await textbox(form, 'Contact Email').fill('events@delgadovenues.example');
      await form.getByRole('button', { name: 'Save Answers' }).click();
      await toast(page, 'Venue Updated').waitFor();
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, 'owner-venue-tab-listing-desktop', { settle: false });

      const publicVenue = await api<{ listingType: string; listingDetails: Record<string, string | null> }>(page, `/api/venues/${venue.id}`);
      expect(publicVenue.listingType).toBe('winery');
      expect(publicVenue.listingDetails).toMatchObject({ website: 'https://delgadovenues.example/', parkingDetails: 'Free parking for 120 cars, shuttle from the inn.' });

      for (const [size, viewport] of [['desktop', VIEWPORTS.desktop], ['phone', SMALL_PHONE]] as const) {
        const couple = await newPage(viewport);
        await couple.goto(`${server.url}/venue/${venue.id}`);
        const section = couple.getByRole('region', { name: 'Good to know' });
        await section.getByText('Free parking for 120 cars, shuttle from the inn.').waitFor();
        await section.getByText('Step-free ceremony lawn and accessible restrooms.').waitFor();
        await expect(section.getByRole('link', { name: 'delgadovenues.example', exact: true }).getAttribute('href')).resolves.toBe('https://delgadovenues.example/');
        await couple.getByText('Winery venue').first().waitFor();
        await section.scrollIntoViewIfNeeded();
        await screenshot(couple, `venue-page-good-to-know-${size}`, { settle: false });
        if (size === 'phone') {
          const overflow = await couple.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
      }
      const reader = await newPage();
      await reader.goto(`${server.url}/venue/${venue.id}`);
      await reader.getByRole('region', { name: 'Good to know' }).waitFor();
      await expect(seriousAxeViolations(reader)).resolves.toEqual([]);

      const phone = await ownerPage(SMALL_PHONE);
      await openDashboard(phone, venue.id, 'Venue');
      const phoneForm = phone.getByRole('form', { name: 'What couples look for' });
      await expect(textbox(phoneForm, 'Parking').inputValue()).resolves.toBe('Free parking for 120 cars, shuttle from the inn.');
      await phoneForm.scrollIntoViewIfNeeded();
      await screenshot(phone, 'owner-venue-tab-listing-phone', { settle: false });
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "starts a new owner's first listing from the venue details given at sign-up",
    async () => {
      const page = await newPage();
      const email = await signUp(page, 'venue', { venueName: 'Cedar Chapel', venueType: 'vineyard', maxCapacity: 140, startingPrice: 6500, venueLocation: 'Wimberley, TX', venueDescription: 'A stone chapel among the vines.' });
      await page.goto(`${server.url}/list-venue`);
      await page.getByRole('heading', { level: 2, name: 'Venue Details', exact: true }).waitFor();
      await eventually(() => textbox(page, 'Venue Name').inputValue(), 'Cedar Chapel');
      await expect(textbox(page, 'City').inputValue()).resolves.toBe('Wimberley');
      await expect(textbox(page, 'State').inputValue()).resolves.toBe('TX');
      await expect(page.getByRole('combobox', { name: 'Venue Type' }).inputValue()).resolves.toBe('vineyard');
      await screenshot(page, 'list-venue-prefilled-desktop', { settle: false });
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('spinbutton', { name: 'Maximum Guests', exact: true }).inputValue()).resolves.toBe('140');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(textbox(page, 'Contact Email').inputValue()).resolves.toBe(email);
      await expect(textbox(page, 'Contact Name').inputValue()).resolves.toBe('Nora Vance');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'files a vendor who signed up as DJ/Music as a DJ',
    async () => {
      const page = await newPage();
      await signUp(page, 'vendor', { businessName: 'Spin House', vendorType: 'dj/music' });
      await page.goto(`${server.url}/vendor-dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' }).waitFor();
      await eventually(() => page.getByLabel('Category').inputValue(), 'dj');
      await expect(page.getByLabel('Category').locator('option:checked').textContent()).resolves.toBe('DJ');
    },
    WALK_TIMEOUT_MS,
  );
});
