import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// Privacy a couple can check, in Chromium against the built server: the footer and the sign-up step
// lead to real Privacy Policy and Terms pages; a couple downloads their data and deletes their account.

const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;
const COUPLE = { email: 'imogen.vasquez-privacy@example.com', password: 'a-long-couple-password' };

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('the legal pages', () => {
  for (const [size, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['360', SMALL_PHONE],
  ] as const) {
    it(`opens the Privacy Policy and the Terms of Service from the footer at ${size} px`, async () => {
      const page = await newPage(viewport);
      await page.goto(server.url);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(`${server.url}/privacy`);
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await expect(page.getByRole('main').textContent()).resolves.toMatch(/guest list only as counts/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `privacy-policy-${size}`, { settle: false });
      await screenshot(page, `privacy-policy-top-${size}`, { fullPage: false, settle: false });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL(`${server.url}/terms`);
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `terms-of-service-${size}`, { settle: false });
    }, 60_000);
  }

  it('shows the agreement with links to both on the sign-up step', async () => {
    const page = await newPage(SMALL_PHONE);
    await page.goto(`${server.url}/sign-up`);
    const agreement = page.getByText(/By creating an account you agree to the/);
    await agreement.waitFor();
    await expect(agreement.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).resolves.toBe('/terms');
    await expect(agreement.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).resolves.toBe('/privacy');
    await agreement.scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-sign-up-agreement-360', { settle: false });
  }, 60_000);
});

describe('a couple takes their data and leaves', () => {
  for (const [size, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['360', SMALL_PHONE],
  ] as const) {
    it(`downloads their data and deletes their account from the web at ${size} px`, async () => {
      const page = await newPage(viewport);
      const email = COUPLE.email.replace('@', `-${size}@`);
      const signUp = await page.request.post(`${server.url}/api/auth/sign-up`, {
        headers: CSRF,
        data: { accountType: 'customer', email, password: COUPLE.password, confirmPassword: COUPLE.password, firstName: 'Imogen', lastName: 'Vasquez', details: {} },
      });
      expect(signUp.status()).toBe(202);
      expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email, password: COUPLE.password }, headers: CSRF })).status()).toBe(200);
      const venue = ((await (await page.request.post(`${server.url}/api/venues/search`, { headers: CSRF, data: { pageSize: 1 } })).json()) as { id: string }[])[0];
      const from = new Date(Date.now() + (size === '360' ? 300 : 200) * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + (size === '360' ? 360 : 260) * 86_400_000).toISOString().slice(0, 10);
      const days = (await (await page.request.get(`${server.url}/api/venues/${venue.id}/availability?startDate=${from}&endDate=${to}`)).json()) as { date: string; isAvailable: boolean }[];
      const booked = await page.request.post(`${server.url}/api/bookings`, {
        headers: CSRF,
        data: { venueId: venue.id, customerName: 'Imogen Vasquez', customerEmail: email, customerPhone: '(737) 913-2470', eventDate: days.find((d) => d.isAvailable)!.date, guestCount: 70 },
      });
      expect(booked.status()).toBe(201);
      const bookingId = ((await booked.json()) as { id: string }).id;

      // The account menu leads to the account page.
      await page.goto(server.url);
      if (viewport.width < 768) {
        await page.goto(`${server.url}/account`);
      } else {
        await page.getByRole('button', { name: /account menu/ }).click();
        await page.getByRole('link', { name: 'Account & Privacy' }).click();
      }
      await page.waitForURL(`${server.url}/account`);
      await page.getByRole('heading', { name: 'Download my data' }).waitFor();
      await screenshot(page, `privacy-account-page-${size}`, { settle: false });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^hill-country-weddings-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string }; bookings: { id: string }[] };
      expect(data.account.email).toBe(email);
      expect(data.bookings.map((b) => b.id)).toEqual([bookingId]);

      const downloadToast = page.getByText('Your data is downloading', { exact: true });
      await downloadToast.waitFor();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      // Opening the dialog closes the toast, which would cover its last lines on a phone (it stays 5 s).
      await downloadToast.waitFor({ state: 'detached', timeout: 1_500 });
      await expect(dialog.textContent()).resolves.toMatch(/Bookings from today on are cancelled/);
      await dialog.getByLabel('Your password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByText('That is not your password. Your account was not deleted.').waitFor();
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await screenshotOf(dialog, `privacy-delete-dialog-${size}`, { settle: false });

      await dialog.getByLabel('Your password').fill(COUPLE.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.getByText('Your account was deleted', { exact: true }).waitFor();
      await page.getByText(/One booking ahead was cancelled/).first().waitFor();
      await screenshot(page, `privacy-deleted-${size}`, { settle: false });
      expect(await (await page.request.get(`${server.url}/api/auth/me`)).json()).toBeNull();
      expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email, password: COUPLE.password }, headers: CSRF })).status()).toBe(401);
    }, 90_000);
  }
});
