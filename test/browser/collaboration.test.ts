import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';

// Planning together, in three browsers: the couple invites their planner and an aunt, each
// accepts from the mailed link in their own browser (the aunt signs in on the way), the planner
// ticks a task off, the aunt sees the plans without their controls and leaves a comment, and the
// couple resolves it. On a desktop and on a 360 px phone.

const WALK_TIMEOUT_MS = 240_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;
const CSRF = { 'X-HCW-CSRF': '1' };
const PASSWORD = 'long-enough-pass';
const INVITATION_LINK = /\/invitations\/([A-Za-z0-9_-]+)/;

let server: RunningServer;
let browser: Browser;
const mail = new SmtpTestServer();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ SMTP_URL: await mail.start() });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await mail.stop();
});

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await screenshot(page, name, { fullPage });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

const stamp = Date.now();
const couple: Person = { firstName: 'Sarah', lastName: 'Miller', email: `sarah.${stamp}@example.com` };
const planner: Person = { firstName: 'Jo', lastName: 'Planner', email: `jo.planner.${stamp}@example.com` };
const aunt: Person = { firstName: 'Rosa', lastName: 'Miller', email: `aunt.rosa.${stamp}@example.com` };

/** A couple's account made through the API; `signIn` puts its session into the context. */
async function signUp(request: APIRequestContext, person: Person, options: { signIn: boolean; partnerName?: string }): Promise<void> {
  const response = await request.post(`${server.url}/api/auth/sign-up`, {
    headers: CSRF,
    data: {
      accountType: 'customer',
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      details: options.partnerName ? { partnerName: options.partnerName, weddingDate: addDays(calendarDateIn(new Date()), 200) } : {},
    },
  });
  expect(response.status()).toBe(202);
  if (options.signIn) {
    const signIn = await request.post(`${server.url}/api/auth/sign-in`, { headers: CSRF, data: { email: person.email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
  }
}

/** Books the first open date of a featured venue while signed in: the booking is the account's. */
async function book(request: APIRequestContext): Promise<string> {
  const venues = (await (await request.get(`${server.url}/api/venues/featured`)).json()) as { id: string }[];
  const start = addDays(calendarDateIn(new Date()), 120);
  for (const venue of venues) {
    const days = (await (await request.get(`${server.url}/api/venues/${venue.id}/availability?startDate=${start}&endDate=${addDays(start, 60)}`)).json()) as { date: string; isAvailable: boolean }[];
    const free = days.find((day) => day.isAvailable);
    if (!free) continue;
    const response = await request.post(`${server.url}/api/bookings`, {
      headers: CSRF,
      data: { venueId: venue.id, customerName: 'Sarah Miller', customerEmail: couple.email, customerPhone: '(830) 555-0142', eventDate: free.date, guestCount: 120, packageId: null, specialRequests: null },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  throw new Error('no featured venue has an open date');
}

/** The path of the invitation link mailed to an address (other mail to it, such as a sign-up's, is passed over). */
async function invitationPath(email: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const received of mail.to(email)) {
      const token = INVITATION_LINK.exec(received.text)?.[1] ?? INVITATION_LINK.exec(received.html)?.[1];
      if (token) return `/invitations/${token}`;
    }
    if (Date.now() > deadline) throw new Error(`no invitation link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const team = (page: Page) => page.getByRole('region', { name: 'Your Team' });
const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const memberRow = (page: Page, email: string) => team(page).locator(`[data-collaborator="${email}"]`);

async function openCollaboration(page: Page): Promise<void> {
  await page.goto(`${server.url}/planning?tab=collaboration`);
  await team(page).getByRole('list', { name: 'Team members' }).waitFor();
}

async function invite(page: Page, email: string, role: string): Promise<void> {
  await team(page).getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to Your Team' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await page.getByText('Invitation Sent', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await memberRow(page, email).getByText('Invited', { exact: true }).waitFor();
}

describe('planning a wedding together', () => {
  it(
    'invites a planner and an aunt by mail; the planner ticks a task off, the aunt only reads and comments, the couple resolves it',
    async () => {
      // The couple, booked, with a generated timeline.
      const couplePage = await newPage();
      const coupleRequest = couplePage.context().request;
      await signUp(coupleRequest, couple, { signIn: true, partnerName: 'Michael Miller' });
      const bookingId = await book(coupleRequest);
      const generated = await coupleRequest.post(`${server.url}/api/timeline/generate`, { headers: CSRF, data: { bookingId } });
      expect(generated.status()).toBe(200);
      const [firstTask] = ((await generated.json()) as { tasks: { id: string; title: string }[] }).tasks;
      const { coupleName } = (await (await coupleRequest.get(`${server.url}/api/my/wedding`)).json()) as { coupleName: string };
      const escapedCouple = coupleName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

      // Alone at first: the couple's own row, every permission, online.
      await openCollaboration(couplePage);
      const own = memberRow(couplePage, couple.email);
      await own.getByText('(you)').waitFor();
      await own.getByText('Couple', { exact: true }).waitFor();
      await expect(own.getByRole('list', { name: 'Permissions' }).getByRole('listitem').allTextContents()).resolves.toEqual(['Can edit', 'Can comment', 'Can invite']);
      await own.getByText('Online now').waitFor();

      // Sending with no address: the spec's toast, and nothing is sent.
      await team(couplePage).getByRole('button', { name: 'Invite' }).click();
      const dialog = couplePage.getByRole('dialog', { name: 'Invite to Your Team' });
      await dialog.getByText('Can see everything and comment, but not change the plans.').first().waitFor();
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      await couplePage.getByText('Email Required', { exact: true }).waitFor();
      await couplePage.getByText('Please enter an email address to send the invitation.', { exact: true }).waitFor();
      await expect(dialog.getByLabel('Email address').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      await shot(couplePage, 'collaboration-invite-dialog-desktop', false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The page behind a dialog is hidden from the accessibility tree until the dialog has let go of
      // it, a moment after it is gone: the team is found by its role again first, then counted.
      await memberRow(couplePage, couple.email).waitFor();
      await expect(team(couplePage).locator('[data-collaborator]').count()).resolves.toBe(1);

      await invite(couplePage, planner.email, 'Planner');
      await invite(couplePage, aunt.email, 'Family');
      await shot(couplePage, 'collaboration-invited-desktop');
      const plannerLink = await invitationPath(planner.email);
      const auntLink = await invitationPath(aunt.email);

      // The planner, signed in, opens the aunt's link by mistake: told plainly whose it is, she signs out there.
      const plannerPage = await newPage();
      const plannerRequest = plannerPage.context().request;
      await signUp(plannerRequest, planner, { signIn: true });
      await plannerPage.goto(`${server.url}${auntLink}`);
      await plannerPage.getByRole('heading', { name: `Plan ${coupleName}'s wedding` }).waitFor();
      await plannerPage.getByRole('button', { name: 'Accept invitation' }).click();
      await plannerPage.getByRole('alert').filter({ hasText: `This invitation is for ${aunt.email}` }).waitFor();
      await shot(plannerPage, 'collaboration-invitation-other-email-desktop');
      await plannerPage.getByRole('button', { name: 'Sign out' }).click();
      await plannerPage.getByRole('link', { name: 'Create an account' }).waitFor();
      expect(new URL(plannerPage.url()).pathname).toBe(auntLink);

      // Signed in again, the planner accepts her own and lands on the couple's planning.
      const again = await plannerRequest.post(`${server.url}/api/auth/sign-in`, { headers: CSRF, data: { email: planner.email, password: PASSWORD } });
      expect(again.status()).toBe(200);
      await plannerPage.goto(`${server.url}${plannerLink}`);
      await plannerPage.getByText(new RegExp(`^Sarah Miller invited you to plan ${escapedCouple}'s wedding as their planner\\.$`)).waitFor();
      await plannerPage.getByRole('button', { name: 'Accept invitation' }).click();
      await plannerPage.waitForURL(`${server.url}/planning`);
      await plannerPage.getByText('Welcome to the Team', { exact: true }).waitFor();
      await plannerPage.getByRole('heading', { name: coupleName }).waitFor();

      // The planner ticks the first task off in the timeline.
      await plannerPage.goto(`${server.url}/planning?tab=timeline`);
      const plannerTask = plannerPage.locator(`[data-task-id="${firstTask.id}"]`);
      await plannerTask.getByRole('checkbox').check();
      await plannerPage.getByText('Task Updated', { exact: true }).waitFor();
      const coupleTimeline = (await (await coupleRequest.get(`${server.url}/api/my/timeline`)).json()) as { tasks: { id: string; isCompleted: boolean }[] };
      expect(coupleTimeline.tasks.find((task) => task.id === firstTask.id)?.isCompleted).toBe(true);

      // The planner also has her own wedding: the header switches between the two, and it stays switched.
      const switcher = plannerPage.getByRole('combobox', { name: 'Planning:' });
      await expect(switcher.locator('option').allTextContents()).resolves.toEqual(['Your wedding', `${coupleName}'s wedding (planner)`]);
      await Promise.all([plannerPage.waitForEvent('load'), switcher.selectOption({ label: 'Your wedding' })]);
      await plannerPage.getByRole('heading', { name: 'Jo Planner', exact: true }).waitFor();
      await expect(plannerPage.locator(`[data-task-id="${firstTask.id}"]`).count()).resolves.toBe(0);
      await Promise.all([plannerPage.waitForEvent('load'), switcher.selectOption({ label: `${coupleName}'s wedding (planner)` })]);
      await plannerPage.getByRole('heading', { name: coupleName, exact: true }).waitFor();
      await plannerPage.reload();
      await plannerPage.getByRole('heading', { name: coupleName, exact: true }).waitFor();

      // The aunt has an account but is signed out: she signs in from the invitation and comes back to it.
      const auntPage = await newPage(SMALL_PHONE);
      await signUp(auntPage.context().request, aunt, { signIn: false });
      await auntPage.goto(`${server.url}${auntLink}`);
      await auntPage.getByText(new RegExp(`invited you to plan ${escapedCouple}'s wedding as family\\.$`)).waitFor();
      await noSidewaysScroll(auntPage);
      await shot(auntPage, 'collaboration-invitation-phone-360');
      // "Create an account" comes back here too, with the invited address filled in.
      const signUpHref = await auntPage.getByRole('link', { name: 'Create an account' }).getAttribute('href');
      const signUpUrl = new URL(signUpHref!, server.url);
      expect([signUpUrl.pathname, signUpUrl.searchParams.get('next'), signUpUrl.searchParams.get('email')]).toEqual(['/sign-up', auntLink, aunt.email]);
      await auntPage.goto(signUpUrl.href);
      await auntPage.getByRole('button', { name: 'Next Step' }).click();
      await expect(auntPage.getByLabel('Email Address').inputValue()).resolves.toBe(aunt.email);
      await auntPage.goto(`${server.url}${auntLink}`);
      await auntPage.getByRole('link', { name: 'Sign in' }).click();
      await auntPage.getByLabel('Email Address').fill(aunt.email);
      await auntPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await auntPage.getByRole('button', { name: 'Sign In' }).click();
      await auntPage.waitForURL(`${server.url}${auntLink}`);
      await auntPage.getByRole('button', { name: 'Accept invitation' }).click();
      await auntPage.waitForURL(`${server.url}/planning`);

      // She sees the plans without their controls.
      await auntPage.goto(`${server.url}/planning?tab=timeline`);
      const auntTask = auntPage.locator(`[data-task-id="${firstTask.id}"]`);
      await auntTask.getByText('Completed', { exact: true }).waitFor();
      await expect(auntPage.getByRole('checkbox').count()).resolves.toBe(0);
      await expect(auntPage.getByRole('button', { name: /^(Generate Timeline|Add Task|Share Timeline|Edit .*|Delete .*)$/ }).count()).resolves.toBe(0);
      await auntPage.getByRole('button', { name: 'Export PDF' }).waitFor();
      await shot(auntPage, 'collaboration-family-timeline-phone-360');
      await auntPage.goto(`${server.url}/planning?tab=budget`);
      await auntPage.getByTestId('budget-total').waitFor();
      await expect(auntPage.getByRole('button', { name: /^(Add Expense|Change Total|Add Your First Expense)$/ }).count()).resolves.toBe(0);
      await auntPage.goto(`${server.url}/planning?tab=guests`);
      await auntPage.getByRole('group', { name: 'Guest list actions' }).getByText('Export Guest List').waitFor();
      await expect(auntPage.getByRole('button', { name: /^(Add Guest|Send Invitations|Import CSV|Add your first guest)$/ }).count()).resolves.toBe(0);

      // She comments on the venue; she cannot invite anyone.
      await openCollaboration(auntPage);
      await expect(team(auntPage).getByRole('button', { name: 'Invite' }).count()).resolves.toBe(0);
      const box = comments(auntPage).getByLabel('Add a comment');
      const add = comments(auntPage).getByRole('button', { name: 'Add Comment' });
      await expect(add.isDisabled()).resolves.toBe(true);
      await box.fill('   ');
      await expect(add.isDisabled()).resolves.toBe(true);
      await box.fill('Can we ask the venue about a rain plan?');
      await comments(auntPage).getByLabel('Section').selectOption('venue');
      await add.click();
      await auntPage.getByText('Comment Added', { exact: true }).waitFor();
      await comments(auntPage).getByText('Can we ask the venue about a rain plan?').waitFor();
      await expect(box.inputValue()).resolves.toBe('');
      await noSidewaysScroll(auntPage);
      await shot(auntPage, 'collaboration-family-phone-360');

      // The couple sees both joined, the planner's tick and the aunt's comment, and resolves it.
      await openCollaboration(couplePage);
      await expect(memberRow(couplePage, planner.email).getAttribute('data-status')).resolves.toBe('active');
      await expect(memberRow(couplePage, aunt.email).getAttribute('data-status')).resolves.toBe('active');
      await expect(memberRow(couplePage, aunt.email).getByText('Invited', { exact: true }).count()).resolves.toBe(0);
      const activity = couplePage.getByRole('region', { name: 'Activity' });
      await activity.getByText(firstTask.title).first().waitFor();
      await activity.locator('[data-activity-type="comment"]').first().waitFor();
      await comments(couplePage).getByRole('button', { name: 'Venue', exact: true }).click();
      const comment = comments(couplePage).locator('[data-comment]').filter({ hasText: 'rain plan' });
      await comment.getByRole('button', { name: 'Mark resolved: comment by Rosa Miller' }).click();
      await couplePage.getByText('Comment Resolved', { exact: true }).waitFor();
      await comment.getByText('Resolved', { exact: true }).waitFor();
      await expect(comment.getAttribute('data-resolved')).resolves.toBe('true');
      await expect(comment.getByRole('button', { name: /Mark resolved/ }).count()).resolves.toBe(0);
      await comments(couplePage).getByRole('button', { name: 'All', exact: true }).click();
      expect(await seriousAxeViolations(couplePage)).toEqual([]);
      await shot(couplePage, 'collaboration-desktop');

      // The couple changes the aunt's role to Friend from the team card.
      await team(couplePage).getByRole('combobox', { name: 'Role for Rosa Miller' }).selectOption('friend');
      await couplePage.getByText('Role Updated', { exact: true }).waitFor();
      await memberRow(couplePage, aunt.email).locator('[data-role="friend"]').getByText('Friend', { exact: true }).waitFor();

      // On a 360 px phone: one column, nothing wider than the screen.
      await couplePage.setViewportSize(SMALL_PHONE);
      await openCollaboration(couplePage);
      await noSidewaysScroll(couplePage);
      await shot(couplePage, 'collaboration-phone-360');
    },
    WALK_TIMEOUT_MS,
  );
});
