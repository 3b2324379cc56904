import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The owner's Analytics tab in Chromium against the real built server and its demo year: the
// overview and four tabs of charts, a chart read as a table, the period kept in the address, the
// CSV and PDF downloads, and a read-only link opened by someone who is not signed in.

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;
const SETTLE_MS = 400;
const TABS = ['Demographics', 'Performance', 'Seasonality', 'Insights'] as const;

interface Analytics {
  venueName: string;
  overview: { totalViews: number; totalInquiries: number; totalBookings: number; revenue: string };
  seasonality: { monthlyBookings: { month: string; bookings: number; revenue: string }[] };
}

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let venueId: string;
let yearFigures: Analytics;

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

async function openAnalytics(page: Page, query = ''): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard?venue=${venueId}${query}`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Analytics' }).click();
  await page.getByRole('tablist', { name: 'Analytics sections' }).waitFor();
}

const analyticsTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Analytics sections' }).getByRole('tab', { name });
const overviewValue = (page: Page, id: string) => page.locator(`[data-overview="${id}"] dd`).first().innerText();
const wholeDollars = (decimal: string) => `$${Math.round(Number(decimal)).toLocaleString('en-US')}`;
const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
// Not by role: while a dialog is open, everything outside it (the toasts too) is aria-hidden.
const toast = (page: Page, text: string | RegExp) => page.locator('ol').getByText(text);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const page = await ownerPage();
  venueId = ((await (await page.request.get(`${server.url}/api/my/venues`)).json()) as { id: string }[])[0].id;
  const answer = await page.request.get(`${server.url}/api/venues/${venueId}/analytics?period=12m`);
  expect(answer.status()).toBe(200);
  yearFigures = (await answer.json()) as Analytics;
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

describe('the Analytics tab', () => {
  it('loads the charts in their own chunk, only when the owner opens the tab', async () => {
    const page = await ownerPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/venue-dashboard?venue=${venueId}`);
    await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
    await page.getByRole('tablist', { name: 'Dashboard sections' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /analytics-panel/.test(url))).toEqual([]);
    await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('tablist', { name: 'Analytics sections' }).waitFor();
    expect(scripts.filter((url) => /analytics-panel/.test(url))).toHaveLength(1);
  }, 90_000);

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone-360', SMALL_PHONE],
  ] as const)('shows the demo year in the overview and four tabs of charts (%s)', async (size, viewport) => {
    const page = await ownerPage(viewport);
    await openAnalytics(page);
    // The demo data carries a year of history: the charts have something to show.
    expect(yearFigures.overview.totalViews).toBeGreaterThan(0);
    expect(yearFigures.overview.totalBookings).toBeGreaterThan(0);
    expect(await overviewValue(page, 'views')).toBe(yearFigures.overview.totalViews.toLocaleString('en-US'));
    expect(await overviewValue(page, 'bookings')).toBe(yearFigures.overview.totalBookings.toLocaleString('en-US'));
    expect(await overviewValue(page, 'revenue')).toBe(wholeDollars(yearFigures.overview.revenue));

    for (const name of TABS) {
      await analyticsTab(page, name).click();
      expect(await analyticsTab(page, name).getAttribute('aria-selected')).toBe('true');
      const panel = page.getByRole('tabpanel', { name });
      if (name === 'Insights') {
        await panel.locator('[data-insight]').first().waitFor();
      } else {
        await panel.locator('svg.recharts-surface').first().waitFor();
        // Every chart names itself to screen readers.
        for (const title of await panel.locator('svg.recharts-surface > title').allTextContents()) expect(title).not.toBe('');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `venue-analytics-${name.toLowerCase()}-${size}`);
    }
    await analyticsTab(page, 'Demographics').click();
    await page.waitForTimeout(SETTLE_MS);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);

  it('shows the monthly chart as a table with the same numbers, on a scale of at least 12 bookings', async () => {
    const page = await ownerPage();
    await openAnalytics(page);
    await analyticsTab(page, 'Seasonality').click();
    const card = page.locator('[data-chart="Monthly bookings"]');
    // The bookings axis (the first one; revenue is on the right).
    const bookingTicks = card.locator('.recharts-yAxis-tick-labels').first().locator('.recharts-cartesian-axis-tick-value');
    await bookingTicks.first().waitFor();
    const ticks = (await bookingTicks.allTextContents()).map(Number);
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(12);

    await card.getByRole('button', { name: 'Show as table' }).click();
    const table = card.getByRole('table', { name: 'Bookings and revenue by wedding month' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(yearFigures.seasonality.monthlyBookings.length);
    for (const [i, month] of yearFigures.seasonality.monthlyBookings.entries()) {
      const cells = await rows.nth(i).locator('th, td').allInnerTexts();
      expect(cells).toEqual([monthLabel(month.month), String(month.bookings), wholeDollars(month.revenue)]);
    }
    expect(await card.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'venue-analytics-monthly-table-desktop', { settle: false });
    await card.getByRole('button', { name: 'Show as chart' }).click();
    await card.locator('svg.recharts-surface').waitFor();
  }, 90_000);

  it('keeps the chosen period in the address and shows its figures', async () => {
    const page = await ownerPage();
    await openAnalytics(page);
    await page.getByLabel('Period').selectOption('30d');
    await page.waitForURL(/[?&]period=30d/);
    const month = (await (await page.request.get(`${server.url}/api/venues/${venueId}/analytics?period=30d`)).json()) as Analytics;
    await page.waitForFunction(
      (expected) => document.querySelector('[data-overview="views"] dd')?.textContent === expected,
      month.overview.totalViews.toLocaleString('en-US'),
    );
    await page.reload();
    await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Analytics' }).click();
    expect(await page.getByLabel('Period').inputValue()).toBe('30d');
  }, 90_000);

  it('downloads the CSV with the figures of the API, and a PDF report', async () => {
    const page = await ownerPage();
    await openAnalytics(page);
    const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV export' }).click()]);
    expect(csvFile.suggestedFilename()).toMatch(/^analytics-[a-z0-9-]+-12m\.csv$/);
    const csv = fs.readFileSync((await csvFile.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines).toContain(`Total views,${yearFigures.overview.totalViews}`);
    expect(lines).toContain(`Total bookings,${yearFigures.overview.totalBookings}`);
    expect(lines).toContain(`Revenue,${yearFigures.overview.revenue}`);
    const first = yearFigures.seasonality.monthlyBookings[0];
    expect(lines).toContain(`${first.month},${first.bookings},${first.revenue}`);

    const [pdfFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF report' }).click()]);
    expect(pdfFile.suggestedFilename()).toMatch(/^analytics-[a-z0-9-]+-12m\.pdf$/);
    const pdf = fs.readFileSync((await pdfFile.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  }, 90_000);
});

describe('sharing the dashboard', () => {
  it('makes a read-only link that opens signed out, and stops it', async () => {
    const page = await ownerPage();
    await openAnalytics(page);
    await page.getByRole('button', { name: 'Share dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Dashboard' });
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    const field = dialog.getByLabel('Read-only link');
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${server.url}/shared/analytics/[A-Za-z0-9_-]+$`));
    // The axe check waits out the dialog's entrance; the screenshot is of the viewport, where the dialog sits.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'venue-analytics-share-dialog-desktop', { fullPage: false, settle: false });
    await dialog.getByRole('button', { name: 'Done' }).click();

    for (const [size, viewport] of [
      ['desktop', VIEWPORTS.desktop],
      ['phone-360', SMALL_PHONE],
    ] as const) {
      const visitor = await openPage(viewport);
      await visitor.goto(link);
      await visitor.getByRole('heading', { level: 1, name: yearFigures.venueName }).waitFor();
      await visitor.getByText('Shared analytics — read only').waitFor();
      expect(await overviewValue(visitor, 'views')).toBe(yearFigures.overview.totalViews.toLocaleString('en-US'));
      for (const name of TABS) await analyticsTab(visitor, name).waitFor();
      await visitor.getByRole('tabpanel', { name: 'Demographics' }).locator('svg.recharts-surface').first().waitFor();
      expect(await visitor.getByRole('button', { name: /CSV export|PDF report|Share dashboard/ }).count()).toBe(0);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(visitor, `venue-analytics-shared-${size}`);
    }

    await page.getByRole('button', { name: 'Share dashboard' }).click();
    await dialog.getByText(/A read-only link has been active since/).waitFor();
    await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
    await toast(page, 'Sharing Stopped').first().waitFor();
    const visitor = await openPage();
    await visitor.goto(link);
    await visitor.getByText('This link no longer works').waitFor();
  }, 120_000);
});
