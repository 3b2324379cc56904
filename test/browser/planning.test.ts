import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { formatUsd } from '../../domain/shared/format.js';
import { decimalStringToCents } from '../../domain/shared/money.js';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The couple's planning dashboard (/planning) in Chromium against the real server: who may come
// in, the overview's figures, the budget tab's changes, exports, and a booking made before
// signing in that becomes the couple's.

const WALK_TIMEOUT_MS = 240_000;
const SETTLE_MS = 400;
const SMALL_PHONE = { width: 360, height: 780 } as const;
const PASSWORD = 'long-enough-pass';
const CSRF = { 'X-HCW-CSRF': '1' };

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

async function newContext(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  contexts.push(context);
  return context;
}

let people = 0;
function couple() {
  people += 1;
  return { firstName: 'Maria', lastName: 'Lopez', email: `maria.${people}.${Date.now()}@example.com`, password: PASSWORD };
}

async function signUp(request: APIRequestContext, person: ReturnType<typeof couple>, details: Record<string, unknown> = { partnerName: 'James' }) {
  const response = await request.post(`${server.url}/api/auth/sign-up`, {
    headers: CSRF,
    data: { ...person, confirmPassword: person.password, accountType: 'customer', details },
  });
  expect(response.status()).toBe(202);
}

async function signIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${server.url}/api/auth/sign-in`, { headers: CSRF, data: { email, password } });
  expect(response.status()).toBe(200);
}

/** Books an open date through the context's own requests: the booking's cookie lands in that browser. */
async function bookAnonymously(context: BrowserContext): Promise<{ venueName: string; bookingId: string }> {
  const venues = (await (await context.request.get(`${server.url}/api/venues/featured`)).json()) as { id: string; name: string }[];
  const venue = venues[0];
  const start = addDays(calendarDateIn(new Date()), 120);
  const days = (await (await context.request.get(`${server.url}/api/venues/${venue.id}/availability?startDate=${start}&endDate=${addDays(start, 60)}`)).json()) as {
    date: string;
    isAvailable: boolean;
  }[];
  const free = days.find((day) => day.isAvailable);
  if (!free) throw new Error(`no open date at ${venue.name}`);
  const response = await context.request.post(`${server.url}/api/bookings`, {
    headers: CSRF,
    data: {
      venueId: venue.id,
      customerName: 'Maria & James',
      customerEmail: 'maria.james@example.com',
      customerPhone: '(830) 555-0142',
      eventDate: free.date,
      guestCount: 120,
      packageId: null,
      specialRequests: null,
    },
  });
  expect(response.status()).toBe(201);
  return { venueName: venue.name, bookingId: ((await response.json()) as { id: string }).id };
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const selectedTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true, selected: true });
const statValue = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`).first();
const statNote = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`).nth(1);

async function viewportShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}

async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** One part of the page as a picture of its own, at full resolution. */
async function partShot(part: Locator, name: string): Promise<void> {
  await screenshotOf(part, name);
}

async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('who may open the planning dashboard', () => {
  it('invites a visitor to create an account or sign in, and comes back to /planning after signing in', async () => {
    const context = await newContext(SMALL_PHONE);
    const person = couple();
    await signUp(context.request, person);
    const page = await context.newPage();
    await page.goto(`${server.url}/planning`);

    await page.getByRole('heading', { name: 'Plan your wedding in one place' }).waitFor();
    await expect(page.getByRole('link', { name: 'Create Your Account' }).getAttribute('href')).resolves.toBe('/sign-up');
    expect(await page.getByRole('tab').count()).toBe(0);
    await pageShot(page, 'planning-visitor-phone-360');

    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/sign-in?next=/planning`);
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/planning`);
    await tab(page, 'Overview').waitFor();
    await page.getByRole('heading', { name: /^Maria Lopez & James$/ }).waitFor();
  });

  it('takes a booking made before signing in into the account at sign-in, even if /planning is never opened', async () => {
    const context = await newContext();
    const booking = await bookAnonymously(context);
    const person = couple();
    await signUp(context.request, person);
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(page, 'Welcome back!').waitFor();
    await page.waitForURL(`${server.url}/`);

    // Signing out drops the browser's booking key, so only a claim at sign-in could have kept it.
    const signOut = await context.request.post(`${server.url}/api/auth/sign-out`, { headers: CSRF });
    expect(signOut.ok()).toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('hcw_access');
    await signIn(context.request, person.email, person.password);
    const wedding = (await (await context.request.get(`${server.url}/api/my/wedding`)).json()) as { bookings: { id: string }[] };
    expect(wedding.bookings.map((b) => b.id)).toEqual([booking.bookingId]);
  });

  it("sends a venue owner to the owner's own dashboard", async () => {
    const context = await newContext();
    await signIn(context.request, 'owner@hillcountryweddings.example', 'hill-country-demo');
    const page = await context.newPage();
    await page.goto(`${server.url}/planning`);
    await page.getByRole('heading', { name: 'Wedding planning is for couples' }).waitFor();
    await expect(page.getByRole('link', { name: 'Go to your venue dashboard' }).getAttribute('href')).resolves.toBe('/venue-dashboard');
    expect(await page.getByRole('tab').count()).toBe(0);
  });
});

describe('a couple planning on a desktop', () => {
  it(
    'takes in the booking made before signing in, sets the date, changes the budget, adds and pays an expense, and exports it',
    async () => {
      const context = await newContext();
      const booking = await bookAnonymously(context);
      const person = couple();
      await signUp(context.request, person);
      await signIn(context.request, person.email, person.password);
      const page = await context.newPage();
      await page.goto(`${server.url}/planning`);

      // The booking this browser made anonymously is now the couple's.
      await toast(page, 'Booking Added').waitFor();
      await page.getByRole('region', { name: 'Your wedding' }).getByText(booking.venueName).waitFor();
      const wedding = (await (await context.request.get(`${server.url}/api/my/wedding`)).json()) as { bookings: { id: string }[] };
      expect(wedding.bookings.map((b) => b.id)).toEqual([booking.bookingId]);
      await expect(statNote(page, 'rsvps').textContent()).resolves.toBe('No guests added yet');

      // No date yet: the overview asks for it first.
      await expect(statValue(page, 'days').textContent()).resolves.toBe('–');
      const prompt = page.getByRole('region', { name: 'When is the big day?' });
      const weddingDate = addDays(calendarDateIn(new Date()), 200);
      await prompt.getByLabel('Wedding date').fill(weddingDate);
      await prompt.getByRole('button', { name: 'Set Date' }).click();
      await toast(page, 'Wedding Date Saved').waitFor();
      await prompt.waitFor({ state: 'detached' });
      const days = Number(await statValue(page, 'days').textContent());
      expect(days).toBeGreaterThanOrEqual(199);
      expect(days).toBeLessThanOrEqual(201);

      await expect(statValue(page, 'tasks').textContent()).resolves.toBe('0/0');
      // The booking's deposit and balance count towards the budget, as the server sums them.
      const { summary } = (await (await context.request.get(`${server.url}/api/my/budget`)).json()) as { summary: { totalSpent: string } };
      expect(Number(summary.totalSpent)).toBeGreaterThan(0);
      await expect(statValue(page, 'budget').textContent()).resolves.toBe(formatUsd(decimalStringToCents(summary.totalSpent)!));
      await expect(statNote(page, 'budget').textContent()).resolves.toContain('of $25,000 total');
      await page.getByText('Nothing yet. Completed tasks, new expenses').waitFor();
      await pageShot(page, 'planning-overview-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Quick actions switch tabs, and the address keeps the tab.
      await page.getByRole('button', { name: /Add Expense/ }).click();
      await page.waitForURL(/\/planning\?tab=budget$/);
      await selectedTab(page, 'Budget').waitFor();
      const total = page.getByTestId('budget-total');
      await expect(total.textContent()).resolves.toBe('$25,000');

      // The booking's deposit and balance are lines with their due dates.
      const payments = page.getByRole('region', { name: 'Venue Payments' });
      await payments.locator('[data-expense]').nth(1).waitFor();
      expect(await payments.locator('[data-expense]').count()).toBe(2);
      await payments.getByText(/^Due /).first().waitFor();

      // Change the total: every category scales (45% of $42,000).
      await page.getByRole('button', { name: 'Change Total' }).click();
      const totalDialog = page.getByRole('dialog', { name: 'Change Budget Total' });
      await totalDialog.getByLabel('Total budget ($)').fill('42000');
      await totalDialog.getByRole('button', { name: 'Save Total' }).click();
      await toast(page, 'Budget Updated').waitFor();
      await totalDialog.waitFor({ state: 'detached' });
      await expect(total.textContent()).resolves.toBe('$42,000');
      await page.locator('[data-category="venue-catering"]').getByText('of $18,900').waitFor();

      // Add Expense with nothing filled in: the spec's message, and nothing is sent.
      let posted = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/my/budget/expenses')) posted += 1;
      });
      await page.getByRole('button', { name: 'Add Expense', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Expense' });
      await dialog.getByRole('button', { name: 'Add Expense' }).click();
      // The toast sits outside the open dialog (hidden from its accessibility tree): find it by its text.
      await page.getByText('Missing Information', { exact: true }).waitFor();
      await page.getByText('Please fill in category, amount, and description', { exact: true }).waitFor();
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('categoryId');
      await expect(dialog.getByRole('combobox', { name: /^Category/ }).getAttribute('aria-invalid')).resolves.toBe('true');
      expect(posted).toBe(0);

      await dialog.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Photography & Video' });
      await dialog.getByRole('combobox', { name: /^Subcategory/ }).selectOption({ label: 'Photography' });
      await dialog.getByLabel('Amount ($)').fill('1250.50');
      await dialog.getByLabel('Description').fill('Photographer deposit');
      await dialog.getByLabel('Vendor').fill('Hill Country Light');
      await viewportShot(page, 'planning-add-expense-desktop');
      await dialog.getByRole('button', { name: 'Add Expense' }).click();
      await toast(page, 'Expense Added').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(posted).toBe(1);

      const recent = page.getByRole('region', { name: 'Recent Expenses' });
      const row = recent.locator('[data-expense]').filter({ hasText: 'Photographer deposit' });
      await row.getByText('$1,250.50').waitFor();
      await row.getByText('Photography & Video › Photography · Hill Country Light').waitFor();
      const status = row.getByRole('button', { name: /^Pending: Photographer deposit/ });
      await expect(status.getAttribute('aria-pressed')).resolves.toBe('false');
      await status.click();
      await row.getByRole('button', { name: /^Paid: Photographer deposit/ }).waitFor();
      await page.locator('[data-category="photography-video"]').getByText('On track').waitFor();
      await pageShot(page, 'planning-budget-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A reload keeps the tab, the total and the paid expense.
      await page.reload();
      await selectedTab(page, 'Budget').waitFor();
      await expect(page.getByTestId('budget-total').textContent()).resolves.toBe('$42,000');
      await expect(
        page.getByRole('region', { name: 'Recent Expenses' }).getByRole('button', { name: /^Paid: Photographer deposit/ }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      // Sums are exact: the venue's whole dollars and the $1,250.50 expense show their 50 cents.
      const after = (await (await context.request.get(`${server.url}/api/my/budget`)).json()) as { summary: { totalSpent: string } };
      expect(after.summary.totalSpent).toMatch(/\.50$/);
      const spent = formatUsd(decimalStringToCents(after.summary.totalSpent)!);
      await expect(page.locator('[data-figure="spent"] dd').textContent()).resolves.toContain(`${spent} (`);
      // The venue's payments have their own list, not the recent expenses.
      await expect(page.getByRole('region', { name: 'Recent Expenses' }).getByText(/^Deposit for /).count()).resolves.toBe(0);

      // The JSON export downloads under the spec's name with the spec's fields.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^hill-country-wedding-budget-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
        totalBudget: string;
        categories: { id: string }[];
        expenses: { description: string; amount: string; paid: boolean }[];
        summary: Record<string, unknown>;
      };
      expect(Object.keys(exported).sort()).toEqual(['categories', 'expenses', 'summary', 'totalBudget']);
      expect(exported.totalBudget).toBe('42000.00');
      expect(exported.categories).toHaveLength(8);
      expect(exported.expenses).toContainEqual(expect.objectContaining({ description: 'Photographer deposit', amount: '1250.50', paid: true }));
      expect(Object.keys(exported.summary).sort()).toEqual(['spentPercentage', 'totalBudgeted', 'totalRemaining', 'totalSpent']);
      await toast(page, 'Budget Exported').waitFor();

      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(csv.suggestedFilename()).toMatch(/^hill-country-wedding-budget-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(fs.readFileSync(await csv.path(), 'utf8')).toContain('Photography');

      // Tabs by keyboard; Back returns to the tab before.
      await tab(page, 'Budget').focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/\?tab=guests$/);
      await tab(page, 'Overview').click();
      await page.waitForURL(`${server.url}/planning`);
      await page.goBack();
      await page.waitForURL(/\?tab=guests$/);
      await selectedTab(page, 'Guests').waitFor();
      await tab(page, 'Timeline').click();
      await page.waitForURL(/\?tab=timeline$/);
      await tab(page, 'Overview').click();

      // The overview counts the expense, and Recent Activity shows it once the event is worked.
      await expect(statNote(page, 'budget').textContent()).resolves.toContain('of $42,000 total');
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      for (let attempt = 0; attempt < 20 && !(await activity.getByText('Photographer deposit').count()); attempt += 1) {
        await page.waitForTimeout(500);
        await page.reload();
      }
      await activity.getByText('Photographer deposit').waitFor();
      await activity.getByText('just now').first().waitFor();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('a couple planning on a 360 px phone', () => {
  it(
    'fits every tab in the width and adds an expense',
    async () => {
      const context = await newContext(SMALL_PHONE);
      const person = couple();
      await signUp(context.request, person, { partnerName: 'James', weddingDate: addDays(calendarDateIn(new Date()), 300) });
      await signIn(context.request, person.email, person.password);
      const page = await context.newPage();
      await page.goto(`${server.url}/planning`);
      await tab(page, 'Overview').waitFor();
      await statValue(page, 'budget').filter({ hasText: '$0' }).waitFor();
      await expect(statNote(page, 'rsvps').textContent()).resolves.toBe('Book a venue to start your guest list');
      expect(await pageOverflows(page)).toBe(false);
      await pageShot(page, 'planning-overview-phone-360');

      for (const name of ['Timeline', 'Guests', 'Budget']) {
        await tab(page, name).click();
        await selectedTab(page, name).waitFor();
        await page.waitForTimeout(SETTLE_MS);
        expect(await pageOverflows(page)).toBe(false);
      }
      await page.getByTestId('budget-total').waitFor();
      await page.getByRole('button', { name: 'Add Expense', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Expense' });
      await dialog.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Flowers & Decor' });
      await dialog.getByLabel('Amount ($)').fill('800');
      await dialog.getByLabel('Description').fill('Bouquets');
      await dialog.getByLabel('Already paid').check();
      await viewportShot(page, 'planning-add-expense-phone-360');
      await dialog.getByRole('button', { name: 'Add Expense' }).click();
      await toast(page, 'Expense Added').waitFor();
      await page.getByRole('region', { name: 'Recent Expenses' }).getByRole('button', { name: /^Paid: Bouquets/ }).waitFor();
      expect(await pageOverflows(page)).toBe(false);
      await pageShot(page, 'planning-budget-phone-360');
      await partShot(page.locator('section[aria-labelledby="budget-total-title"]'), 'planning-budget-total-phone-360');
      await partShot(page.getByRole('region', { name: 'Categories' }), 'planning-budget-categories-phone-360');
      await partShot(page.getByRole('region', { name: 'Recent Expenses' }), 'planning-budget-recent-phone-360');
    },
    WALK_TIMEOUT_MS,
  );
});
