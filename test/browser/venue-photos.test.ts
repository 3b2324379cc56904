import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The owner uploads photos in the Venue tab's Photos section, makes one the cover, and the
// public venue page shows it first, offered at each stored size.

interface OwnedVenue {
  id: string;
  name: string;
  status: 'published' | 'review';
}
interface PublicVenue {
  images: string[];
}
interface VenuePhoto {
  id: string;
  isCover: boolean;
  urls: Record<'400' | '800' | '1600', string>;
}

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const WALK_TIMEOUT_MS = 180_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;

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

async function ownerPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
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

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function openVenueTab(page: Page, venueId: string): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard?venue=${encodeURIComponent(venueId)}`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Venue' }).click();
  await page.getByRole('heading', { name: 'Uploaded photos' }).waitFor();
}

async function shotOfPhotos(page: Page, name: string): Promise<void> {
  const section = page.locator('[data-photo-manager]');
  await section.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await screenshotOf(section, name, { settle: false });
}

/** A camera-style JPEG in one colour, big enough to be resized. */
const jpeg = (colour: string) => sharp({ create: { width: 2000, height: 1333, channels: 3, background: colour } }).jpeg().toBuffer();

describe('venue photos in the dashboard', () => {
  it(
    'uploads photos, makes the second the cover, and the venue page shows it first at responsive sizes',
    async () => {
      const page = await ownerPage();
      const venue = (await api<OwnedVenue[]>(page, '/api/my/venues')).find((v) => v.status === 'published');
      if (!venue) throw new Error('the demo owner has no published venue');
      await openVenueTab(page, venue.id);
      await page.getByText('No uploaded photos yet.').waitFor();

      const input = page.locator('[data-photo-input]');
      await input.setInputFiles([
        { name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#a84d2a') },
        { name: 'chapel.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#4a6a8a') },
      ]);
      await toast(page, '2 Photos Uploaded').waitFor();
      const rows = page.getByRole('list', { name: 'Uploaded photos, in order' }).getByRole('listitem');
      await rows.nth(1).waitFor();
      await expect(rows.count()).resolves.toBe(2);
      await expect(rows.first().getByText('Cover', { exact: true }).count()).resolves.toBe(1);

      // A text file named like a photo is refused, and the page says why at the upload button.
      await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture, just words\n'.repeat(10)) });
      await page.getByText('The file must be a JPEG, PNG or WebP photo').waitFor();

      await page.getByRole('button', { name: 'Make cover: uploaded photo 2' }).click();
      await toast(page, 'Cover Updated').waitFor();
      await expect(rows.nth(1).getByText('Cover', { exact: true }).count()).resolves.toBe(1);
      await shotOfPhotos(page, 'venue-photos-manager-desktop');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      const photos = await api<VenuePhoto[]>(page, `/api/venues/${venue.id}/photos`);
      const cover = photos.find((photo) => photo.isCover);
      expect(photos.map((photo) => photo.isCover)).toEqual([false, true]);
      const publicImages = (await api<PublicVenue>(page, `/api/venues/${venue.id}`)).images;
      expect(publicImages.slice(0, 2)).toEqual([cover?.urls['800'], photos[0].urls['800']]);

      await page.goto(`${server.url}/venue/${venue.id}`);
      const shown = page.getByRole('group', { name: `Photos of ${venue.name}` }).getByRole('img', { name: new RegExp(`^${venue.name}, photo 1 of`) });
      await shown.waitFor();
      await expect(shown.getAttribute('src')).resolves.toBe(cover?.urls['800']);
      await expect(shown.getAttribute('srcset')).resolves.toBe(`${cover?.urls['400']} 400w, ${cover?.urls['800']} 800w, ${cover?.urls['1600']} 1600w`);
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await shown.elementHandle());
      await screenshot(page, 'venue-photos-public-page-desktop', { settle: false });
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'fits a small phone: the photo rows and their buttons stay within 360 px',
    async () => {
      const page = await ownerPage(SMALL_PHONE);
      const venue = (await api<OwnedVenue[]>(page, '/api/my/venues')).find((v) => v.status === 'published');
      if (!venue) throw new Error('the demo owner has no published venue');
      await openVenueTab(page, venue.id);
      await page.getByRole('list', { name: 'Uploaded photos, in order' }).waitFor();
      await shotOfPhotos(page, 'venue-photos-manager-phone');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Reordering by keyboard: Move later on the first photo moves it after the second.
      const firstId = await page.locator('[data-photo-id]').first().getAttribute('data-photo-id');
      await page.getByRole('button', { name: 'Move later: uploaded photo 1' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((id) => document.querySelectorAll('[data-photo-id]')[1]?.getAttribute('data-photo-id') === id, firstId);
      const photos = await api<VenuePhoto[]>(page, `/api/venues/${venue.id}/photos`);
      expect(photos[1].id).toBe(firstId);
    },
    WALK_TIMEOUT_MS,
  );
});
