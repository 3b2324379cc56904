import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// Verified reviews in Chromium against the real built server: the couple's booking is made and
// confirmed on a server whose clock starts two months back; the server restarts on today's clock,
// the owner marks the wedding completed, the couple reviews the venue on its page and sees
// "Verified booking", and the owner answers from the dashboard.

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const COUPLE = { email: 'lena.hoffmann@example.com', password: 'a-long-couple-password' };
const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;
const DAY = 86_400_000;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let venueId: string;
let venueName: string;
let booking: { id: string; eventDate: string };

async function signedInPage(account: { email: string; password: string }, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: account, headers: CSRF })).status()).toBe(200);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Two months ago: the couple signs up, books a date a few weeks on, and the owner confirms.
  const past = new Date(Date.now() - 60 * DAY);
  server = await startServer({ HCW_NOW: past.toISOString() });
  const context = await browser.newContext();
  const couple = await context.newPage();
  const signUp = await couple.request.post(`${server.url}/api/auth/sign-up`, {
    headers: CSRF,
    data: { accountType: 'customer', email: COUPLE.email, password: COUPLE.password, confirmPassword: COUPLE.password, firstName: 'Lena', lastName: 'Hoffmann', details: {} },
  });
  expect(signUp.status()).toBe(202);
  expect((await couple.request.post(`${server.url}/api/auth/sign-in`, { data: COUPLE, headers: CSRF })).status()).toBe(200);
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  expect((await ownerPage.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: CSRF })).status()).toBe(200);
  const venues = (await (await ownerPage.request.get(`${server.url}/api/my/venues`)).json()) as { id: string; name: string }[];
  venueId = venues[0].id;
  venueName = venues[0].name;
  const start = new Date(past.getTime() + 14 * DAY).toISOString().slice(0, 10);
  const end = new Date(past.getTime() + 40 * DAY).toISOString().slice(0, 10);
  const days = (await (await couple.request.get(`${server.url}/api/venues/${venueId}/availability?startDate=${start}&endDate=${end}`)).json()) as { date: string; isAvailable: boolean }[];
  const eventDate = days.find((d) => d.isAvailable)!.date;
  const made = await couple.request.post(`${server.url}/api/bookings`, {
    headers: CSRF,
    data: { venueId, customerName: 'Lena Hoffmann', customerEmail: COUPLE.email, customerPhone: '(512) 555-0133', eventDate, guestCount: 90 },
  });
  expect(made.status()).toBe(201);
  booking = { id: ((await made.json()) as { id: string }).id, eventDate };
  expect((await ownerPage.request.patch(`${server.url}/api/bookings/${booking.id}/status`, { headers: CSRF, data: { status: 'confirmed' } })).status()).toBe(200);
  await context.close();
  await ownerContext.close();
  // Today: the wedding is behind them.
  await server.stop({ keepData: true });
  server = await startServer({}, { dataDir: server.dataDir });
  const today = await signedInPage(OWNER);
  expect((await today.request.post(`${server.url}/api/venues/${venueId}/bookings/${booking.id}/complete`, { headers: CSRF })).status()).toBe(200);
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('verified reviews', () => {
  it('lets the couple review the venue on its page, shown as a verified booking', async () => {
    const page = await signedInPage(COUPLE);
    await page.goto(`${server.url}/venue/${venueId}?review=write#reviews`);
    const section = page.getByRole('region', { name: 'Reviews' });
    await section.getByRole('heading', { name: 'Reviews' }).waitFor();
    const form = section.getByRole('form', { name: 'Write a review' });
    await form.waitFor();

    // Sent empty, each field says what it needs.
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('Choose from 1 to 5 stars.').isVisible()).resolves.toBe(true);
    await expect(form.getByText('Give your review a title.').isVisible()).resolves.toBe(true);

    await form.getByRole('radio', { name: '5 stars, Excellent' }).check();
    await form.getByLabel('Title').fill('A golden evening under the oaks');
    await form.getByLabel('Your review').fill('Our guests still talk about the sunset ceremony, and the team ran the whole day so we could simply enjoy it.');
    await form.getByRole('button', { name: 'Post review' }).click();

    await page.getByText('Thank you for your review', { exact: true }).waitFor();

    // Right after posting, the form offers photos of the day: one is uploaded, then Done.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a84d2a' } }).jpeg().toBuffer();
    await section.getByLabel('Add photos').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo });
    await section.getByRole('img', { name: 'Your photo 1' }).waitFor();
    await section.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    await section.getByLabel('Add photos').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await section.getByText('notes.jpg: The file must be a JPEG, PNG or WebP picture').waitFor();
    await section.getByRole('button', { name: 'Done' }).click();

    const own = section.getByRole('article', { name: 'A golden evening under the oaks' }).first();
    await own.waitFor();
    const month = new Date(`${booking.eventDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(own.getByText(`Verified booking · Wedding in ${month}`).isVisible()).resolves.toBe(true);
    await section.getByRole('button', { name: 'Edit your review' }).waitFor();
    // The card shows the photo as a thumbnail, sized before it loads, opening full size in a new tab.
    const thumb = own.getByRole('img', { name: "Photo from Lena H.'s wedding" });
    await thumb.waitFor();
    await expect(thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.getAttribute('loading') === 'lazy' && img.getAttribute('width') === '1200')).resolves.toBe(true);
    await expect(own.getByRole('link', { name: /Photo from Lena H\.'s wedding/ }).getAttribute('target')).resolves.toBe('_blank');
    // It heads the list too, newest first.
    await expect(section.locator('ol > li').first().getByRole('heading').textContent()).resolves.toBe('A golden evening under the oaks');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotOf(section, 'reviews-venue-page-1280', { settle: false });
  });

  it('lets anyone report a review', async () => {
    const context = await browser.newContext({ viewport: SMALL_PHONE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/venue/${venueId}#reviews`);
    const section = page.getByRole('region', { name: 'Reviews' });
    await section.locator('ol > li').first().waitFor();
    await screenshotOf(section, 'reviews-venue-page-360', { settle: false });
    await section.getByRole('button', { name: /^Report the review/ }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByLabel('What is wrong with it?').selectOption('not-about-this-venue');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you for telling us', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lets the owner answer the review once, from the dashboard', async () => {
    for (const viewport of [VIEWPORTS.desktop, SMALL_PHONE]) {
      const page = await signedInPage(OWNER, viewport);
      await page.goto(`${server.url}/venue-dashboard?venue=${venueId}`);
      await page.getByRole('tab', { name: 'Inquiries' }).click();
      const reviews = page.getByRole('region', { name: 'Reviews' });
      const card = reviews.getByRole('article', { name: 'A golden evening under the oaks' });
      await card.waitFor();
      if (viewport === SMALL_PHONE) {
        await screenshotOf(reviews, 'reviews-dashboard-360', { settle: false });
        await expect(card.getByRole('button', { name: /^Answer the review/ }).count()).resolves.toBe(0);
        continue;
      }
      await card.getByRole('button', { name: 'Answer the review "A golden evening under the oaks"' }).click();
      await card.getByLabel('Your public answer').fill('Lena, thank you! It was a joy to host your families.');
      await card.getByRole('button', { name: 'Publish answer' }).click();
      await card.getByText(`Answer from ${venueName}`).waitFor();
      await expect(card.getByRole('button', { name: /^Answer the review/ }).count()).resolves.toBe(0);
      await screenshotOf(reviews, 'reviews-dashboard-1280', { settle: false });
    }
    const visitor = await browser.newContext();
    contexts.push(visitor);
    const page = await visitor.newPage();
    await page.goto(`${server.url}/venue/${venueId}#reviews`);
    await page.getByText('Lena, thank you! It was a joy to host your families.').waitFor();
  });
});
