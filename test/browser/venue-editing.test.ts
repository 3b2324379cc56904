import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The Venue tab of the owner's dashboard in Chromium, against the real built server: edits to
// the details, the packages and the held-back dates show in the public API at once.

interface OwnedVenue {
  id: string;
  name: string;
  description: string;
  price: string;
  maxGuests: number;
  status: 'published' | 'review';
}
interface VenuePackage {
  id: string;
  name: string;
  basePrice: string;
}
interface AvailabilityDay {
  date: string;
  isAvailable: boolean;
}

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const WALK_TIMEOUT_MS = 180_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;

type Viewport = { width: number; height: number };

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

async function ownerPage(viewport: Viewport = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: { 'X-HCW-CSRF': '1' } });
  expect(response.status()).toBe(200);
  return page;
}

async function api<T>(page: Page, pathname: string): Promise<T> {
  const response = await page.request.get(`${server.url}${pathname}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Reads until the value is the expected one (the page saves asynchronously), then asserts. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

/** The whole page from the top, plus the Venue tab card alone (easier to read at phone width). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await screenshotOf(page.locator('[data-venue-tab]'), `${name}-card`, { settle: false });
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);
const innerTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Venue settings' }).getByRole('tab', { name });
const textbox = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('textbox', { name, exact: true });

async function openVenueTab(page: Page, venueId: string): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard?venue=${encodeURIComponent(venueId)}`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Venue' }).click();
  await innerTab(page, 'Details').waitFor();
}

function monthsAhead(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function publishedVenue(page: Page): Promise<OwnedVenue> {
  const venues = await api<OwnedVenue[]>(page, '/api/my/venues');
  const venue = venues.find((v) => v.status === 'published');
  if (!venue) throw new Error('the demo owner has no published venue');
  return venue;
}

describe('editing a venue from the dashboard', () => {
  it(
    'saves the details, and the public venue shows them',
    async () => {
      const page = await ownerPage();
      const venue = await publishedVenue(page);
      await openVenueTab(page, venue.id);
      await expect(page.getByRole('link', { name: /View public page/ }).getAttribute('href')).resolves.toBe(`/venue/${venue.id}`);
      await shot(page, 'venue-editing-details-desktop');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      const description = `${venue.description} Sunset ceremonies on the bluff, updated from the dashboard.`;
      await textbox(page, 'Description').fill(description);
      await textbox(page, 'Starting price (USD)').fill('13750');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Venue Updated').waitFor();

      const saved = await api<OwnedVenue>(page, `/api/venues/${venue.id}`);
      expect(saved.description).toBe(description);
      expect(Number(saved.price)).toBe(13750);

      // A field the server cannot take is named at the field, not only in a toast.
      await textbox(page, 'Seated capacity').fill(String(venue.maxGuests + 50));
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Seated capacity cannot be more than the maximum guests.').waitFor();
      await expect(textbox(page, 'Seated capacity').getAttribute('aria-invalid')).resolves.toBe('true');

      // A number beyond what the API takes is refused at its field, before anything is sent.
      await textbox(page, 'Seated capacity').fill('100');
      await textbox(page, 'Starting price (USD)').fill('99999999');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Enter a starting price from $1 to $10,000,000.').waitFor();
      await expect(textbox(page, 'Starting price (USD)').getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(textbox(page, 'Venue name').getAttribute('maxlength')).resolves.toBe('200');
    },
    WALK_TIMEOUT_MS,
  );

  it('names each photo button with the words it shows (WCAG 2.5.3, label in name)', async () => {
    const page = await ownerPage();
    const venue = await publishedVenue(page);
    await openVenueTab(page, venue.id);
    const makeCover = page.getByRole('button', { name: /^Make cover/ });
    expect(await makeCover.count()).toBeGreaterThan(0);
    await expect(makeCover.first().getAttribute('aria-label')).resolves.toBe('Make cover: photo 2');
    // label-content-name-mismatch is one of axe's experimental rules: asked for by name here.
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });

  it(
    'adds a package that the public list shows, then deletes it after a confirmation',
    async () => {
      const page = await ownerPage();
      const venue = await publishedVenue(page);
      await openVenueTab(page, venue.id);
      await innerTab(page, 'Packages').click();
      await page.getByRole('button', { name: 'Add Package' }).click();

      const dialog = page.getByRole('dialog', { name: 'Add Package' });
      await textbox(dialog, 'Package name').fill('Twilight Elopement');
      await textbox(dialog, 'Description').fill('An intimate evening ceremony for up to 20 guests.');
      await textbox(dialog, 'Price (USD)').fill('2750');
      await textbox(dialog, 'Max guests').fill('20');
      await textbox(dialog, 'Included services').fill('Ceremony site\nOfficiant\nChampagne toast');
      await dialog.getByRole('checkbox', { name: /Most popular/ }).check();
      await shot(page, 'venue-editing-package-dialog-desktop');
      await dialog.getByRole('button', { name: 'Add Package' }).click();
      await toast(page, 'Package Added').waitFor();

      const packages = await api<VenuePackage[]>(page, `/api/venues/${venue.id}/packages`);
      const added = packages.find((p) => p.name === 'Twilight Elopement');
      expect(added).toBeDefined();
      expect(Number(added?.basePrice)).toBe(2750);
      await page.locator(`[data-package-id="${added?.id}"]`).waitFor();
      await shot(page, 'venue-editing-packages-desktop');

      await page.getByRole('button', { name: 'Delete Twilight Elopement' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this package?' });
      await confirm.getByRole('button', { name: 'Delete Package' }).click();
      await toast(page, 'Package Deleted').waitFor();
      await eventually(async () => (await api<VenuePackage[]>(page, `/api/venues/${venue.id}/packages`)).some((p) => p.id === added?.id), false);
      await expect(page.locator(`[data-package-id="${added?.id}"]`).count()).resolves.toBe(0);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'holds back a free day with the keyboard and frees it again, as the availability API shows',
    async () => {
      const page = await ownerPage();
      const venue = await publishedVenue(page);

      // A free day two months out: past the first month so "today" never gets in the way.
      const now = new Date();
      const start = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)));
      const end = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 0)));
      const availability = await api<AvailabilityDay[]>(page, `/api/venues/${venue.id}/availability?startDate=${start}&endDate=${end}`);
      const free = availability.find((day) => day.isAvailable);
      if (!free) throw new Error('no free day to hold back');
      const isAvailable = async () =>
        (await api<AvailabilityDay[]>(page, `/api/venues/${venue.id}/availability?startDate=${free.date}&endDate=${free.date}`))[0]?.isAvailable;

      await openVenueTab(page, venue.id);
      await innerTab(page, 'Availability').click();
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
      });
      for (let i = 0; i < monthsAhead(today, free.date.slice(0, 7)); i += 1) await page.getByRole('button', { name: 'Next month' }).click();

      const day = page.locator(`button[data-date="${free.date}"]`);
      await expect(day.getAttribute('data-state')).resolves.toBe('free');
      await day.focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Date Held Back').waitFor();
      await eventually(() => day.getAttribute('data-state'), 'held');
      await expect(day.getAttribute('aria-pressed')).resolves.toBe('true');
      // The keyboard stays on the day it pressed.
      await expect(day.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(isAvailable()).resolves.toBe(false);
      await shot(page, 'venue-editing-availability-desktop');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      await day.click();
      await toast(page, 'Date Freed').waitFor();
      await eventually(() => day.getAttribute('data-state'), 'free');
      await expect(isAvailable()).resolves.toBe(true);

      // Days held by bookings are marked and are not buttons.
      const booked = page.locator('[data-state="booked"]');
      if ((await booked.count()) > 0) await expect(booked.first().evaluate((el) => el.tagName)).resolves.not.toBe('BUTTON');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'fits a phone: every section of the Venue tab without sideways scrolling',
    async () => {
      for (const [size, viewport] of [
        ['phone', VIEWPORTS.phone],
        ['small-phone', SMALL_PHONE],
      ] as const) {
        const page = await ownerPage(viewport);
        const venue = await publishedVenue(page);
        await openVenueTab(page, venue.id);
        for (const section of ['Details', 'Packages', 'Availability']) {
          await innerTab(page, section).click();
          await page.getByRole('tabpanel', { name: section }).waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect({ size, section, overflow }).toEqual({ size, section, overflow: 0 });
          await shot(page, `venue-editing-${section.toLowerCase()}-${size}`);
        }
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      }
    },
    WALK_TIMEOUT_MS,
  );
});
