import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { weddingCountdown } from '../../domain/planning/wedding.js';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { formatLongDate } from '../../domain/shared/format.js';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// A couple's whole planning journey in Chromium against the real built server, as they would
// walk it: sign up, start the countdown from the home page, book the venue for that day, generate
// the timeline for an outdoor wedding of 180 guests and tick a task off, add an expense, import
// their Zola guest list, reload and find it all, then take the timeline away as a calendar and a
// PDF; on a desktop and on a 360 px phone. The API is used only to look up an open date.

const WALK_TIMEOUT_MS = 300_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;
const WIDTHS = { desktop: VIEWPORTS.desktop, phone: SMALL_PHONE } as const;
const PASSWORD = 'bluebonnet-2027';
const ZOLA_CSV = fs.readFileSync(new URL('../fixtures/guest-exports/zola-guest-list.csv', import.meta.url));
/** The planned tasks of any wedding, a coordinator for 150 guests or more, and a weather plan outdoors. */
const OUTDOOR_180_TASKS = 22;
const EXPENSE = { description: 'Photographer deposit', dollars: 1_850 };

interface ApiVenue {
  id: string;
  name: string;
  maxGuests: number;
}

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let couples = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

async function getJson<T>(request: APIRequestContext, pathname: string): Promise<T> {
  const response = await request.get(`${server.url}${pathname}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/**
 * A featured venue with an open Saturday between five and ten months out (taken first by earlier
 * walks, so each walk finds its own): the couple's wedding day.
 */
async function openSaturday(request: APIRequestContext): Promise<{ venue: ApiVenue; date: string }> {
  const venues = await getJson<ApiVenue[]>(request, '/api/venues/featured');
  const start = addDays(calendarDateIn(new Date()), 150);
  for (const venue of venues) {
    const days = await getJson<{ date: string; isAvailable: boolean }[]>(
      request,
      `/api/venues/${venue.id}/availability?startDate=${start}&endDate=${addDays(start, 150)}`,
    );
    const saturday = days.find((day) => day.isAvailable && new Date(`${day.date}T12:00:00Z`).getUTCDay() === 6);
    if (saturday) return { venue, date: saturday.date };
  }
  throw new Error('no featured venue has an open Saturday');
}

/** Closes the toasts still showing, so they neither cover a screenshot nor the next dialog's picture. */
async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: /close/i });
  for (let attempt = 0; attempt < 10 && (await closeButtons.count()) > 0; attempt += 1) {
    await closeButtons.first().click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await dismissToasts(page);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `journey-${name}`, { fullPage });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function waitForCount(locator: Locator, count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await locator.count()) !== count) {
    if (Date.now() > deadline) throw new Error(`expected ${count}, found ${await locator.count()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** "$26,350" or "$26,350.50" as dollars. */
const dollarsOf = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** Radix copies each toast into a live region too, hence the scope. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const tabPanel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const statValue = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`).first();
const statNote = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`).nth(1);
const timelineActions = (page: Page) => page.getByRole('group', { name: 'Timeline actions' });
const taskItems = (page: Page) => page.getByRole('region', { name: 'Tasks', exact: true }).getByRole('listitem');
const task = (page: Page, title: string) => page.getByRole('region', { name: 'Tasks', exact: true }).getByRole('listitem', { name: title, exact: true });
const recentExpenses = (page: Page) => page.getByRole('region', { name: 'Recent Expenses' });
const guestList = (page: Page) => tabPanel(page, 'Guests').getByRole('region', { name: 'Guest List' });
const guestRows = (page: Page) => guestList(page).locator('[data-guest-id]');
const ZOLA_GUESTS = ['Luis García', 'Ana García', 'Zoë Brontë', 'Sam Peña', 'Alex Rivera', 'Rose Miller'];

async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), timelineActions(page).getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

describe("a couple's planning journey", () => {
  it.each(Object.entries(WIDTHS))(
    'on a %s: signs up, counts down, books, plans 22 tasks, spends, imports guests, finds it all after a reload and exports the timeline',
    async (width, viewport) => {
      const context = await browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
      contexts.push(context);
      const page = await context.newPage();
      const { venue, date: weddingDate } = await openSaturday(context.request);
      const longDate = formatLongDate(weddingDate);
      expect(longDate).toMatch(/^Saturday, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
      couples += 1;
      const email = `journey.${width}.${couples}.${Date.now()}@example.com`;

      // 1. Sign up in three steps; the page signs in with the password and lands on the search.
      await page.goto(`${server.url}/sign-up`);
      await page.getByRole('heading', { level: 2, name: 'Choose Your Account Type' }).waitFor();
      await expect(page.getByRole('radio', { name: 'Planning a Wedding' }).isChecked()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByRole('heading', { level: 2, name: 'Basic Information' }).waitFor();
      await field(page, 'First Name').fill('Elena');
      await field(page, 'Last Name').fill('Ramírez');
      await field(page, 'Email Address').fill(email);
      await field(page, 'Password').fill(PASSWORD);
      await field(page, 'Confirm Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByRole('heading', { level: 2, name: 'Wedding Details' }).waitFor();
      // Every wedding detail is optional, so no "Fields marked * are required" note.
      await expect(page.getByText(/are required\./).count()).resolves.toBe(0);
      await field(page, "Partner's Name").fill('Diego');
      await page.getByRole('spinbutton', { name: 'Estimated Guests' }).fill('180');
      await field(page, 'Preferred Location').fill('Fredericksburg');
      await shot(page, `sign-up-details-${width}`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await toast(page, 'Account Created Successfully!').waitFor();
      await page.waitForURL(`${server.url}/search`);
      const me = await getJson<{ email: string; accountType: string }>(context.request, '/api/auth/me');
      expect(me).toMatchObject({ email, accountType: 'customer' });

      // 2. The home page's Start Countdown sends the date to /countdown, which saves it on the wedding.
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) addresses.push(frame.url());
      });
      await page.goto(`${server.url}/`);
      await page.locator('#hero-date').fill(weddingDate);
      await page.getByRole('button', { name: 'Start Countdown' }).click();
      await page.getByRole('heading', { level: 2, name: longDate }).waitFor();
      expect(addresses).toContain(`${server.url}/countdown?date=${weddingDate}`);
      await page.getByRole('timer').waitFor();
      await page.getByText('Saved to your wedding plan').waitFor();
      await expect(getJson<{ weddingDate: string | null }>(context.request, '/api/my/wedding')).resolves.toMatchObject({ weddingDate });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `countdown-${width}`, false);

      // 3. Book that Saturday at the venue, signed in: the booking is the couple's.
      const guests = String(Math.min(180, venue.maxGuests));
      await page.goto(`${server.url}/venues/${venue.id}/book?date=${weddingDate}`);
      await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();
      await page.locator(`button[data-date="${weddingDate}"][aria-pressed="true"]`).waitFor();
      await page.getByLabel('Full name').fill('Elena Ramírez');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('(830) 555-0142');
      await page.getByLabel('Guest count').fill(guests);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
      await page.getByRole('button', { name: 'Request Booking' }).click();
      await page.getByRole('heading', { level: 2, name: 'Booking Requested' }).waitFor();
      const wedding = await getJson<{ weddingDate: string; bookings: { eventDate: string }[] }>(context.request, '/api/my/wedding');
      expect(wedding.weddingDate).toBe(weddingDate);
      expect(wedding.bookings.map((booking) => booking.eventDate)).toEqual([weddingDate]);

      // The overview before planning: the days to go, the venue, nothing done or spent yet.
      await page.goto(`${server.url}/planning`);
      await tab(page, 'Overview').waitFor();
      await page.getByRole('region', { name: 'Your wedding' }).getByText(venue.name, { exact: false }).waitFor();
      await statValue(page, 'tasks').filter({ hasText: '0/0' }).waitFor();
      await statNote(page, 'rsvps').filter({ hasText: 'No guests added yet' }).waitFor();
      await statNote(page, 'budget').waitFor();
      const spentBefore = dollarsOf(await statValue(page, 'budget').textContent());

      // 4. The Timeline tab: an outdoor wedding of 180 guests, the date already the wedding's.
      await openTab(page, 'Timeline');
      await dismissToasts(page);
      await timelineActions(page).getByRole('button', { name: 'Generate Timeline' }).click();
      const generate = page.getByRole('dialog', { name: 'Generate Timeline' });
      await expect(generate.getByLabel('Wedding date').inputValue()).resolves.toBe(weddingDate);
      await generate.getByLabel('Venue type').selectOption('outdoor');
      await generate.getByLabel('Guest count').fill('180');
      await generate.getByLabel('Wedding style').selectOption('rustic');
      await shot(page, `generate-timeline-${width}`, false);
      await generate.getByRole('button', { name: 'Generate Timeline' }).click();
      await toast(page, 'Timeline Generated').waitFor();
      await generate.waitFor({ state: 'detached' });
      await waitForCount(taskItems(page), OUTDOOR_180_TASKS);
      await task(page, 'Hire a day-of coordinator').waitFor();
      await task(page, 'Make a weather contingency plan').waitFor();
      await page.getByText(`Wedding day: ${longDate}`).waitFor();

      const venueTask = task(page, 'Tour and book your venue');
      await venueTask.getByRole('checkbox').check();
      await toast(page, 'Task Updated').waitFor();
      await page.locator('[data-stat="completed"] dd').filter({ hasText: `1 of ${OUTDOOR_180_TASKS}` }).waitFor();
      await venueTask.getByText('Completed', { exact: true }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `timeline-${width}`);

      // 5. The Budget tab: a paid expense, shown among the recent ones.
      await openTab(page, 'Budget');
      await page.getByTestId('budget-total').waitFor();
      await page.getByRole('button', { name: 'Add Expense', exact: true }).click();
      const expense = page.getByRole('dialog', { name: 'Add Expense' });
      await expense.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Photography & Video' });
      await expense.getByRole('combobox', { name: /^Subcategory/ }).selectOption({ label: 'Photography' });
      await expense.getByLabel('Amount ($)').fill(String(EXPENSE.dollars));
      await expense.getByLabel('Description').fill(EXPENSE.description);
      await expense.getByLabel('Vendor').fill('Hill Country Light');
      await expense.getByLabel('Already paid').check();
      await expense.getByRole('button', { name: 'Add Expense' }).click();
      await toast(page, 'Expense Added').waitFor();
      await expense.waitFor({ state: 'detached' });
      const expenseRow = recentExpenses(page).locator('[data-expense]').filter({ hasText: EXPENSE.description });
      await expenseRow.getByText(`$${EXPENSE.dollars.toLocaleString('en-US')}`).waitFor();
      await expenseRow.getByRole('button', { name: new RegExp(`^Paid: ${EXPENSE.description}`) }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `budget-${width}`);

      // 6. The Guests tab: the Zola export, previewed, then imported.
      await openTab(page, 'Guests');
      await guestList(page).getByText('No guests added yet').waitFor();
      await dismissToasts(page);
      await guestList(page).getByRole('button', { name: 'Import CSV' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
      await importDialog.getByLabel('CSV file').setInputFiles({ name: 'zola-guest-list.csv', mimeType: 'text/csv', buffer: ZOLA_CSV });
      const preview = importDialog.getByRole('table', { name: 'Rows of zola-guest-list.csv' });
      await preview.waitFor();
      await expect(preview.locator('tr[data-state="ready"]').count()).resolves.toBe(ZOLA_GUESTS.length);
      await shot(page, `guest-import-preview-${width}`, false);
      await importDialog.getByRole('button', { name: `Import ${ZOLA_GUESTS.length} guests` }).click();
      await page.getByText('Guests Imported', { exact: true }).waitFor();
      await importDialog.waitFor({ state: 'detached' });
      await waitForCount(guestRows(page), ZOLA_GUESTS.length);
      await expect(guestRows(page).allTextContents()).resolves.toEqual(ZOLA_GUESTS.map((name) => expect.stringContaining(name)));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `guests-${width}`);

      // 7. A reload, on the overview: every card reads what was done.
      await page.goto(`${server.url}/planning`);
      await page.reload();
      await tab(page, 'Overview').waitFor();
      await page.getByRole('region', { name: 'Your wedding' }).getByText(formatLongDate(weddingDate)).waitFor();
      const days = weddingCountdown(weddingDate, calendarDateIn(new Date()))!.daysLeft;
      // A run that crosses midnight in Texas may have read the day before: one more day left then.
      const daysShown = [days, days + 1].map((n) => n.toLocaleString('en-US')).join('|');
      await statValue(page, 'days').filter({ hasText: new RegExp(`^(${daysShown})$`) }).waitFor();
      await expect(statNote(page, 'days').textContent()).resolves.toBe(longDate);
      await statValue(page, 'tasks').filter({ hasText: `1/${OUTDOOR_180_TASKS}` }).waitFor();
      await statNote(page, 'budget').waitFor();
      expect(dollarsOf(await statValue(page, 'budget').textContent())).toBe(spentBefore + EXPENSE.dollars);
      // Luis and Ana are coming, Sam and Alex are not, Zoë and Rose have not replied.
      await statValue(page, 'rsvps').filter({ hasText: `4/${ZOLA_GUESTS.length}` }).waitFor();
      await expect(statNote(page, 'rsvps').textContent()).resolves.toBe('2 confirmed, 2 waiting');
      await page.locator('#overview-countdown-body').getByText(longDate).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `overview-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await openTab(page, 'Timeline');
      await waitForCount(taskItems(page), OUTDOOR_180_TASKS);
      await expect(task(page, 'Tour and book your venue').getByRole('checkbox').isChecked()).resolves.toBe(true);
      await expect(taskItems(page).getByRole('checkbox', { checked: true }).count()).resolves.toBe(1);
      await openTab(page, 'Budget');
      await recentExpenses(page).getByRole('button', { name: new RegExp(`^Paid: ${EXPENSE.description}`) }).waitFor();
      await openTab(page, 'Guests');
      await waitForCount(guestRows(page), ZOLA_GUESTS.length);
      await page.goto(`${server.url}/countdown`);
      await page.getByRole('heading', { level: 2, name: longDate }).waitFor();
      await page.getByRole('timer').waitFor();

      // 8. The timeline taken away: one calendar event per task, and a PDF.
      await page.goto(`${server.url}/planning?tab=timeline`);
      await waitForCount(taskItems(page), OUTDOOR_180_TASKS);
      const { tasks } = await getJson<{ tasks: { title: string }[] }>(context.request, '/api/my/timeline');
      expect(tasks).toHaveLength(OUTDOOR_180_TASKS);
      const ics = await download(page, 'Export Calendar');
      expect(ics.name).toMatch(/^wedding-timeline-.*\.ics$/);
      const calendar = new ICAL.Component(ICAL.parse(ics.bytes.toString('utf8')));
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      expect(events).toHaveLength(OUTDOOR_180_TASKS);
      // A done task's event says so with a tick.
      expect(events.map((event) => event.summary.replace(/^✓ /, '')).sort()).toEqual(tasks.map((t) => t.title).sort());
      expect(events.filter((event) => event.summary.startsWith('✓ ')).map((event) => event.summary)).toEqual(['✓ Tour and book your venue']);
      const pdf = await download(page, 'Export PDF');
      expect(pdf.name).toMatch(/^wedding-timeline-.*\.pdf$/);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.bytes.length).toBeGreaterThan(5_000);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
