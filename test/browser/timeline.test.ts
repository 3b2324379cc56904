import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { formatLongDate } from '../../domain/shared/format.js';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The couple's planning timeline in Chromium against the real built server: generating it,
// working through its tasks, exporting it and sharing it read-only.

const WALK_TIMEOUT_MS = 240_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;
const CSRF = { 'X-HCW-CSRF': '1' };
const PASSWORD = 'bluebonnet-2027';

const TODAY = calendarDateIn(new Date());
/** Far enough out for the sign-up date to count, near enough that the earliest tasks are overdue. */
const WEDDING_DATE = addDays(TODAY, 300);

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let accounts = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

async function openPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

/** Signs up through the page's own request API and signs in, as the sign-up page does, so the cookie lives in the browser. */
async function signUp(page: Page, accountType: 'customer' | 'venue', details: Record<string, unknown>): Promise<void> {
  accounts += 1;
  const email = `timeline.${accounts}.${Date.now()}@example.com`;
  const signUpAnswer = await page.request.post(`${server.url}/api/auth/sign-up`, {
    data: { accountType, firstName: 'Rosa', lastName: 'Garcia', email, password: PASSWORD, confirmPassword: PASSWORD, details },
    headers: CSRF,
  });
  expect(signUpAnswer.status()).toBe(202);
  const signIn = await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email, password: PASSWORD }, headers: CSRF });
  expect(signIn.status()).toBe(200);
}

async function viewportShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}

async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const toast = (page: Page, title: string) => page.getByLabel('Notifications (F8)').getByText(title, { exact: true });
const actions = (page: Page) => page.getByRole('group', { name: 'Timeline actions' });
const taskRegion = (page: Page) => page.getByRole('region', { name: 'Tasks', exact: true });
const taskItems = (page: Page) => taskRegion(page).getByRole('listitem');
const task = (page: Page, title: string) => taskRegion(page).getByRole('listitem', { name: title, exact: true });
const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);

async function waitForCount(locator: Locator, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await locator.count()) !== count) {
    if (Date.now() > deadline) throw new Error(`expected ${count}, found ${await locator.count()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function openGenerateDialog(page: Page): Promise<Locator> {
  await actions(page).getByRole('button', { name: 'Generate Timeline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Timeline' });
  await dialog.waitFor();
  return dialog;
}

/** Fills the form for an outdoor wedding of 180 guests and generates it. */
async function generateOutdoor(page: Page, dialog: Locator, date?: string): Promise<void> {
  if (date) await dialog.getByLabel('Wedding date').fill(date);
  await dialog.getByLabel('Venue type').selectOption('outdoor');
  await dialog.getByLabel('Guest count').fill('180');
  await dialog.getByLabel('Wedding style').selectOption('rustic');
  await dialog.getByRole('button', { name: 'Generate Timeline' }).click();
  await toast(page, 'Timeline Generated').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Clicks a button that downloads, and returns the file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), actions(page).getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

describe('the timeline page', () => {
  it('invites a visitor to sign up, and tells an owner it is for couples', async () => {
    const visitor = await openPage(VIEWPORTS.phone);
    await visitor.goto(`${server.url}/timeline`);
    await visitor.getByRole('heading', { level: 1, name: 'Wedding Planning Timeline' }).waitFor();
    await visitor.getByRole('heading', { name: 'Plan your wedding month by month' }).waitFor();
    await expect(visitor.getByRole('main').getByRole('link', { name: 'Create a free account' }).getAttribute('href')).resolves.toBe('/sign-up');
    await expect(actions(visitor).count()).resolves.toBe(0);
    await pageShot(visitor, 'timeline-visitor-phone');
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    const owner = await openPage();
    await signUp(owner, 'venue', { venueName: 'Pecan Hollow' });
    await owner.goto(`${server.url}/timeline`);
    await owner.getByRole('heading', { name: 'The timeline is for couples' }).waitFor();
    await expect(actions(owner).count()).resolves.toBe(0);
  });

  it(
    'generates, completes, edits, adds, filters, exports and shares a couple’s timeline',
    async () => {
      const page = await openPage();
      // No wedding date at sign-up: the form cannot fill one in.
      await signUp(page, 'customer', { partnerName: 'Luis', estimatedGuests: 120 });
      await page.goto(`${server.url}/timeline`);
      await page.getByRole('heading', { level: 1, name: 'Wedding Planning Timeline' }).waitFor();
      await taskRegion(page).getByRole('heading', { name: 'No Tasks Found' }).waitFor();
      await taskRegion(page).getByText(/generate a timeline/i).waitFor();
      await expect(actions(page).getByRole('button', { name: 'Export PDF' }).isDisabled()).resolves.toBe(true);
      await pageShot(page, 'timeline-empty-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Without a date the form refuses with the spec's words and sends nothing.
      let generated = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/timeline/generate')) generated += 1;
      });
      const dialog = await openGenerateDialog(page);
      await expect(dialog.getByLabel('Couple name').inputValue()).resolves.toBe('Rosa Garcia & Luis');
      await expect(dialog.getByLabel('Guest count').inputValue()).resolves.toBe('120');
      await expect(dialog.getByLabel('Venue type').inputValue()).resolves.toBe('indoor');
      await expect(dialog.getByLabel('Wedding date').inputValue()).resolves.toBe('');
      await dialog.getByRole('button', { name: 'Generate Timeline' }).click();
      await toast(page, 'Missing Information').waitFor();
      await page.getByLabel('Notifications (F8)').getByText('Please select a wedding date first.').waitFor();
      expect(generated).toBe(0);
      await viewportShot(page, 'timeline-missing-date-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // An outdoor wedding of 180 guests: the 20 planned tasks, a coordinator and a weather plan.
      await generateOutdoor(page, dialog, WEDDING_DATE);
      expect(generated).toBe(1);
      await waitForCount(taskItems(page), 22);
      await task(page, 'Hire a day-of coordinator').waitFor();
      await task(page, 'Make a weather contingency plan').waitFor();
      await expect(stat(page, 'completed').textContent()).resolves.toBe('0 of 22');
      await page.getByText(`Wedding day: ${formatLongDate(WEDDING_DATE)}`).waitFor();
      const rehearsal = task(page, 'Rehearsal and rehearsal dinner');
      await rehearsal.getByText(formatLongDate(addDays(WEDDING_DATE, -1)), { exact: true }).waitFor();
      await rehearsal.getByText('1 day before').waitFor();
      await task(page, 'Book your florist').getByText('28 weeks before').waitFor();
      const overdue = Number(await stat(page, 'overdue').textContent());
      expect(overdue).toBeGreaterThan(0);

      // Ticking a task off: the toast, the box and the progress follow.
      const venueTask = task(page, 'Tour and book your venue');
      await venueTask.getByRole('checkbox').check();
      await toast(page, 'Task Updated').waitFor();
      await stat(page, 'completed').filter({ hasText: '1 of 22' }).waitFor();
      await page.getByRole('progressbar', { name: 'Tasks completed' }).and(page.locator('[aria-valuenow="5"]')).waitFor();
      await expect(venueTask.getByRole('checkbox').isChecked()).resolves.toBe(true);
      await venueTask.getByText('Completed', { exact: true }).waitFor();

      // Notes and a new due date on a planned task.
      const newFloristDate = addDays(WEDDING_DATE, -150);
      await page.getByRole('button', { name: 'Edit Book your florist' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Task' });
      await edit.getByLabel('Notes').fill('Ask about bluebonnets in the bouquets');
      await edit.getByLabel('Due date').fill(newFloristDate);
      await edit.getByRole('button', { name: 'Save Task' }).click();
      await toast(page, 'Task Updated').waitFor();
      await edit.waitFor({ state: 'detached' });
      const florist = task(page, 'Book your florist');
      await florist.getByText('Ask about bluebonnets in the bouquets').waitFor();
      await florist.getByText(formatLongDate(newFloristDate), { exact: true }).waitFor();

      // A task of the couple's own, which alone can be deleted here.
      await actions(page).getByRole('button', { name: 'Add Task' }).click();
      const add = page.getByRole('dialog', { name: 'Add Task' });
      await add.getByRole('button', { name: 'Add Task' }).click();
      await add.getByText('Give the task a title.').waitFor();
      await add.getByLabel('Title').fill('Book the mariachi band');
      await add.getByLabel('Category').selectOption('music');
      await add.getByLabel('Due date').fill(addDays(WEDDING_DATE, -60));
      await viewportShot(page, 'timeline-add-task-desktop');
      await add.getByRole('button', { name: 'Add Task' }).click();
      await toast(page, 'Task Added').waitFor();
      await add.waitFor({ state: 'detached' });
      await waitForCount(taskItems(page), 23);
      const mariachi = task(page, 'Book the mariachi band');
      await mariachi.getByText('Your task').waitFor();
      await mariachi.getByText('9 weeks before').waitFor();
      await expect(page.getByRole('button', { name: 'Delete Book the mariachi band' }).count()).resolves.toBe(1);
      await expect(page.getByRole('button', { name: 'Delete Book your florist' }).count()).resolves.toBe(0);

      // Filters: by category, by status, both at once, and back.
      const filters = page.getByRole('group', { name: 'Filter tasks' });
      await filters.getByLabel('Category').selectOption('music');
      await waitForCount(taskItems(page), 2);
      await task(page, 'Book your band or DJ').waitFor();
      await filters.getByText('Showing 2 of 23 tasks').waitFor();
      await filters.getByLabel('Status').selectOption('completed');
      await taskRegion(page).getByRole('heading', { name: 'No Tasks Found' }).waitFor();
      await taskRegion(page).getByText(/adjusting the filters/).waitFor();
      await filters.getByLabel('Category').selectOption('all');
      await waitForCount(taskItems(page), 1);
      await venueTask.waitFor();
      await filters.getByLabel('Status').selectOption('overdue');
      await waitForCount(taskItems(page), overdue - 1);
      await filters.getByLabel('Status').selectOption('pending');
      await waitForCount(taskItems(page), 22);
      await pageShot(page, 'timeline-filtered-desktop');
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await waitForCount(taskItems(page), 23);

      // A reload reads it all back from the server.
      await page.reload();
      await waitForCount(taskItems(page), 23);
      await expect(task(page, 'Tour and book your venue').getByRole('checkbox').isChecked()).resolves.toBe(true);
      await task(page, 'Book your florist').getByText('Ask about bluebonnets in the bouquets').waitFor();
      await expect(stat(page, 'completed').textContent()).resolves.toBe('1 of 23');
      await pageShot(page, 'timeline-desktop');
      await task(page, 'Book your florist').evaluate((item) => item.scrollIntoView({ block: 'center' }));
      await viewportShot(page, 'timeline-tasks-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The calendar file: one event per task, on its due date.
      const ics = await download(page, 'Export Calendar');
      expect(ics.name).toMatch(/^wedding-timeline-.*\.ics$/);
      const calendar = new ICAL.Component(ICAL.parse(ics.bytes.toString('utf8')));
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      expect(events).toHaveLength(23);
      const mariachiEvent = events.find((event) => event.summary === 'Book the mariachi band');
      expect(mariachiEvent?.startDate.toString()).toBe(addDays(WEDDING_DATE, -60));
      expect(events.find((event) => event.summary === 'Book your florist')?.startDate.toString()).toBe(newFloristDate);

      const pdf = await download(page, 'Export PDF');
      expect(pdf.name).toMatch(/^wedding-timeline-.*\.pdf$/);
      expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

      // Share Timeline: a read-only link, copied to the clipboard.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await actions(page).getByRole('button', { name: 'Share Timeline' }).click();
      const share = page.getByRole('dialog', { name: 'Share Timeline' });
      await share.getByRole('button', { name: 'Create Share Link' }).click();
      await toast(page, 'Share Link Copied').waitFor();
      const link = await share.getByLabel('Read-only link').inputValue();
      expect(link).toMatch(new RegExp(`^${server.url}/shared/timeline/[\\w-]{43}$`));
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
      await viewportShot(page, 'timeline-share-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Anyone with the link reads the timeline, without the notes and without controls.
      const guest = await openPage(VIEWPORTS.phone);
      await guest.goto(link);
      await guest.getByRole('heading', { level: 1, name: 'Rosa Garcia & Luis: Wedding Timeline' }).waitFor();
      await waitForCount(taskItems(guest), 23);
      await expect(taskRegion(guest).getByRole('checkbox').count()).resolves.toBe(0);
      await expect(guest.getByRole('button', { name: /^Edit / }).count()).resolves.toBe(0);
      await expect(guest.getByText('Ask about bluebonnets').count()).resolves.toBe(0);
      await task(guest, 'Tour and book your venue').getByText('Completed', { exact: true }).waitFor();
      await guest.getByRole('group', { name: 'Filter tasks' }).getByLabel('Category').selectOption('music');
      await waitForCount(taskItems(guest), 2);
      await guest.getByRole('group', { name: 'Filter tasks' }).getByLabel('Category').selectOption('all');
      await pageShot(guest, 'timeline-shared-phone');
      await viewportShot(guest, 'timeline-shared-top-phone');
      await task(guest, 'Tour and book your venue').evaluate((item) => item.scrollIntoView({ block: 'center' }));
      await viewportShot(guest, 'timeline-shared-tasks-phone');
      expect(await seriousAxeViolations(guest)).toEqual([]);

      // Stop sharing: the link ends.
      await share.getByRole('button', { name: 'Stop Sharing' }).click();
      await toast(page, 'Sharing Stopped').waitFor();
      await share.getByRole('button', { name: 'Create Share Link' }).waitFor();
      await guest.reload();
      await guest.getByRole('heading', { name: 'This link no longer works' }).waitFor();
      await expect(taskItems(guest).count()).resolves.toBe(0);
      await pageShot(guest, 'timeline-shared-revoked-phone');
      await expect(share.getByRole('button', { name: 'Create Share Link' }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await share.getByRole('button', { name: 'Close' }).click();
      await share.waitFor({ state: 'detached' });

      // A made-up link reads the same.
      await guest.goto(`${server.url}/shared/timeline/${'x'.repeat(43)}`);
      await guest.getByRole('heading', { name: 'This link no longer works' }).waitFor();

      // The couple's own task goes.
      await page.getByRole('button', { name: 'Delete Book the mariachi band' }).click();
      const remove = page.getByRole('dialog', { name: 'Delete Task' });
      await remove.getByRole('button', { name: 'Delete Task' }).click();
      await toast(page, 'Task Deleted').waitFor();
      await waitForCount(taskItems(page), 22);

      // Untick: the progress goes back.
      await task(page, 'Tour and book your venue').getByRole('checkbox').uncheck();
      await toast(page, 'Task Updated').waitFor();
      await stat(page, 'completed').filter({ hasText: '0 of 22' }).waitFor();
    },
    WALK_TIMEOUT_MS,
  );
});

describe.each([
  ['small-phone', SMALL_PHONE],
  ['phone', VIEWPORTS.phone],
] as const)('the timeline on a %s', (name, viewport) => {
  it(
    'fills the form from the wedding, fits its dialogs and filters on the screen',
    async () => {
      const page = await openPage(viewport);
      await signUp(page, 'customer', { partnerName: 'Luis', weddingDate: WEDDING_DATE, estimatedGuests: 180 });
      await page.goto(`${server.url}/timeline`);
      await taskRegion(page).getByRole('heading', { name: 'No Tasks Found' }).waitFor();
      await pageShot(page, `timeline-empty-${name}`);

      const dialog = await openGenerateDialog(page);
      await expect(dialog.getByLabel('Wedding date').inputValue()).resolves.toBe(WEDDING_DATE);
      await expect(dialog.getByLabel('Guest count').inputValue()).resolves.toBe('180');
      await viewportShot(page, `timeline-generate-dialog-${name}`);
      await generateOutdoor(page, dialog);
      await waitForCount(taskItems(page), 22);

      // Keyboard: a task's box ticks with Space.
      const box = task(page, 'Send save-the-dates').getByRole('checkbox');
      await box.focus();
      await page.keyboard.press('Space');
      await toast(page, 'Task Updated').waitFor();
      await stat(page, 'completed').filter({ hasText: '1 of 22' }).waitFor();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await pageShot(page, `timeline-${name}`);
      await viewportShot(page, `timeline-top-${name}`);
      await page.getByLabel('Notifications (F8)').getByRole('button', { name: /close/i }).click().catch(() => undefined);
      await task(page, 'Send save-the-dates').evaluate((item) => item.scrollIntoView({ block: 'center' }));
      await viewportShot(page, `timeline-tasks-${name}`);

      await page.getByRole('button', { name: 'Edit Send save-the-dates' }).click();
      await page.getByRole('dialog', { name: 'Edit Task' }).waitFor();
      await viewportShot(page, `timeline-edit-dialog-${name}`);
    },
    WALK_TIMEOUT_MS,
  );
});
