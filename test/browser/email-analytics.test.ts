import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';

// The Notifications panel's Analytics tab in Chromium against the built server and a local SMTP
// server: an auto-response really sent shows in the figures; the tracking note leads to Settings.

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;

let server: RunningServer;
let smtp: SmtpTestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let venues: { id: string; name: string }[];

async function ownerPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: CSRF })).status()).toBe(200);
  return page;
}

async function openAnalytics(page: Page, venueId: string): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard?venue=${venueId}`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await page.getByRole('tablist', { name: 'Bookings sections' }).getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('tablist', { name: 'Notification sections' }).getByRole('tab', { name: 'Analytics' }).click();
  await page.getByRole('heading', { name: 'Email analytics' }).waitFor();
}

beforeAll(async () => {
  smtp = new SmtpTestServer();
  server = await startServer({ SMTP_URL: await smtp.start() });
  browser = await launchBrowser();
  const page = await ownerPage();
  venues = (await (await page.request.get(`${server.url}/api/my/venues`)).json()) as { id: string; name: string }[];
  // The first venue answers an inquiry with its auto-response, for real.
  expect((await page.request.patch(`${server.url}/api/venues/${venues[0].id}/notification-settings`, { data: { autoResponseEnabled: true }, headers: CSRF })).status()).toBe(200);
  const sent = await page.request.post(`${server.url}/api/inquiries`, {
    headers: CSRF,
    data: { venueId: venues[0].id, coupleName: 'Nell & Sam', email: 'nell.sam@example.com', weddingDate: '2027-10-16', guestCount: 80, message: 'Is October open?' },
  });
  expect(sent.status()).toBe(201);
  await smtp.waitFor('nell.sam@example.com');
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('the Analytics tab', () => {
  it('shows the auto-response that went out, says open tracking is off, and leads to the setting that turns it on', async () => {
    const page = await ownerPage();
    await openAnalytics(page, venues[0].id);
    const row = page.getByRole('table', { name: 'Emails by template' }).getByRole('row', { name: /Auto-response/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['1', '1', '0', 'Not tracked']);
    await page.getByText('Open tracking is off.').waitFor();
    expect(await page.getByRole('table', { name: 'Emails by month, newest first' }).getByRole('row').count()).toBe(13);
    await screenshot(page, 'email-analytics-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Turn on in Settings' }).click();
    const track = page.getByRole('switch', { name: 'Track email opens' });
    await track.waitFor();
    expect(await track.getAttribute('aria-checked')).toBe('false');
    await track.click();
    await page.locator('ol').getByText('Settings Updated').first().waitFor();
    await page.getByRole('tablist', { name: 'Notification sections' }).getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Open tracking is on.').waitFor();
  }, 120_000);

  it('says plainly when a venue has sent nothing yet', async () => {
    const page = await ownerPage();
    await openAnalytics(page, venues[1].id);
    await page.getByRole('heading', { name: 'No emails sent from your templates yet' }).waitFor();
  }, 90_000);

  it('fits a 360 px phone', async () => {
    const page = await ownerPage(SMALL_PHONE);
    await openAnalytics(page, venues[0].id);
    await page.getByRole('list', { name: 'Emails by template' }).getByText('Auto-response').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'email-analytics-phone-360');
    const months = page.getByRole('table', { name: 'Emails by month, newest first' });
    expect(await months.evaluate((table) => table.scrollWidth <= (table.parentElement as HTMLElement).clientWidth)).toBe(true);
    await screenshotOf(months, 'email-analytics-phone-360-months', { settle: false });
  }, 90_000);
});
