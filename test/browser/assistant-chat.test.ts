import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The planning dashboard's Assistant tab in Chromium against the real built server: a couple asks
// what to do next and gets their own timeline's tasks, follows a quick action, and sees the
// spec's words when the server fails; on a desktop and on a 360 px phone.

const WALK_TIMEOUT_MS = 180_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;
const WIDTHS = { desktop: VIEWPORTS.desktop, phone: SMALL_PHONE } as const;
const CSRF = { 'X-HCW-CSRF': '1' };
const PASSWORD = 'bluebonnet-2027';
const WEDDING_DATE = addDays(calendarDateIn(new Date()), 300);
const CHAT_ERROR = 'Error: Sorry, I had trouble responding. Please try again.';

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

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

/** A signed-in couple with a generated timeline; returns the titles of their open tasks, due first. */
async function coupleWithTimeline(page: Page): Promise<string[]> {
  accounts += 1;
  const email = `assistant.${accounts}.${Date.now()}@example.com`;
  const details = { partnerName: 'Luis', weddingDate: WEDDING_DATE, estimatedGuests: 120, location: 'Wimberley' };
  const signUp = await page.request.post(`${server.url}/api/auth/sign-up`, {
    data: { accountType: 'customer', firstName: 'Rosa', lastName: 'Garcia', email, password: PASSWORD, confirmPassword: PASSWORD, details },
    headers: CSRF,
  });
  expect(signUp.status()).toBe(202);
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email, password: PASSWORD }, headers: CSRF })).status()).toBe(200);
  const generated = await page.request.post(`${server.url}/api/timeline/generate`, { data: { venueType: 'barn' }, headers: CSRF });
  expect(generated.status()).toBe(200);
  const { tasks } = (await generated.json()) as { tasks: { title: string; isCompleted: boolean }[] };
  return tasks.filter((task) => !task.isCompleted).map((task) => task.title);
}

const input = (page: Page) => page.getByLabel('Message the assistant');
const log = (page: Page) => page.getByRole('log', { name: 'Planning Assistant' });
const bubbles = (page: Page) => log(page).locator('li:has(> div > time)');

async function openChat(page: Page): Promise<void> {
  await page.goto(`${server.url}/planning?tab=ai-chat`);
  await log(page).getByText("Hi! I'm your planning assistant.", { exact: false }).waitFor();
}

/** Holds the assistant's answers back a moment, so the typing indicator can be seen. */
async function slowAnswers(page: Page, ms = 800): Promise<void> {
  await page.route('**/api/my/chat', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

describe('the Assistant tab', () => {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    it(
      `answers with the couple's own next task and follows a quick action (${width})`,
      async () => {
        const page = await openPage(viewport);
        const openTasks = await coupleWithTimeline(page);
        await openChat(page);
        expect(await bubbles(page).count()).toBe(1);
        const send = page.getByRole('button', { name: 'Send', exact: true });

        // Blank text cannot be sent, by button or by Enter.
        await expect(send.isDisabled()).resolves.toBe(true);
        await input(page).fill('   ');
        await expect(send.isDisabled()).resolves.toBe(true);
        await input(page).press('Enter');
        expect(await bubbles(page).count()).toBe(1);

        // Shift+Enter starts a new line; nothing is sent.
        await input(page).fill('');
        await input(page).pressSequentially('First line');
        await input(page).press('Shift+Enter');
        await input(page).pressSequentially('second line');
        await expect(input(page).inputValue()).resolves.toBe('First line\nsecond line');
        expect(await bubbles(page).count()).toBe(1);

        // Enter sends; the typing indicator shows until the answer comes.
        await slowAnswers(page);
        await input(page).fill('What should I do next? 🤔');
        await input(page).press('Enter');
        await page.getByText('Assistant is typing…').waitFor();
        await expect(input(page).inputValue()).resolves.toBe('');
        await log(page).getByText('What should I do next? 🤔').waitFor();
        const answer = log(page).getByText("Here's what's next on your timeline", { exact: false });
        await answer.waitFor();
        await page.getByText('Assistant is typing…').waitFor({ state: 'detached' });
        expect(await answer.textContent()).toContain(openTasks[0]);
        expect(await answer.textContent()).toContain(openTasks[2]);
        expect(await bubbles(page).count()).toBe(3);

        // A suggestion chip sends its own words.
        await log(page).getByRole('button', { name: 'How many days until the wedding?' }).click();
        await log(page).getByText('days to go', { exact: false }).waitFor();
        expect(await bubbles(page).count()).toBe(5);

        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `assistant-chat-${width}`);
        await screenshotOf(page.getByRole('region', { name: 'Planning Assistant' }), `assistant-chat-${width}-card`, { settle: false });
        // Nothing on the phone is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        // A quick action is a link into the app; coming back, the conversation is still there.
        await log(page).getByRole('link', { name: 'Open your timeline' }).last().click();
        await page.waitForURL(`${server.url}/timeline`);
        await page.getByRole('heading', { name: 'Wedding Planning Timeline' }).waitFor();
        await page.goBack();
        await log(page).getByText('days to go', { exact: false }).waitFor();
      },
      WALK_TIMEOUT_MS,
    );
  }

  it(
    "shows the spec's error when the server fails, and can be worked by keyboard alone",
    async () => {
      const page = await openPage(VIEWPORTS.desktop);
      await coupleWithTimeline(page);
      await page.route('**/api/my/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }));
      await openChat(page);
      await input(page).focus();
      await page.keyboard.type('rsvp');
      await page.keyboard.press('Enter');
      const error = log(page).getByText(CHAT_ERROR, { exact: true });
      await error.waitFor();
      expect(await bubbles(page).count()).toBe(3);
      // Focus stays in the box, ready for the next try.
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
      await screenshot(page, 'assistant-chat-error');

      // Trying again once the server is back: a chip still offers the question, and it is answered.
      await page.unroute('**/api/my/chat');
      await log(page).getByRole('button', { name: "Who has RSVP'd so far?" }).click();
      await log(page).getByText("you haven't booked a venue yet", { exact: false }).waitFor();
    },
    WALK_TIMEOUT_MS,
  );
});
