import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';

// The owner's Notifications tab in Chromium against the real built server, its demo owner and a
// local SMTP server: templates (samples, the dialog's checks, chips and preview, a test mail read
// from the inbox) and settings (a toggle saved, the auto-response received by an inquiring couple).

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;

let server: RunningServer;
let smtp: SmtpTestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let venueId: string;

async function ownerPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: CSRF })).status()).toBe(200);
  return page;
}

async function openNotifications(page: Page): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard?venue=${venueId}`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await page.getByRole('tablist', { name: 'Bookings sections' }).getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('heading', { name: 'Email templates' }).waitFor();
}

// Not by role: while a dialog is open, everything outside it (the toasts too) is aria-hidden; Radix announces toasts on its own.
const toast = (page: Page, text: string | RegExp) => page.locator('ol').getByText(text);

/** Mail arrives a job-poll after the action: wait for it. */
async function waitForMail(to: string, subject: RegExp) {
  for (let i = 0; i < 60; i++) {
    const found = smtp.to(to).find((m) => subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to} matching ${subject}; got ${smtp.received.map((m) => `${m.to}: ${m.subject}`).join('; ')}`);
}

beforeAll(async () => {
  smtp = new SmtpTestServer();
  const smtpUrl = await smtp.start();
  server = await startServer({ SMTP_URL: smtpUrl });
  browser = await launchBrowser();
  const page = await ownerPage();
  venueId = ((await (await page.request.get(`${server.url}/api/my/venues`)).json()) as { id: string }[])[0].id;
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('the Templates tab', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone-360', SMALL_PHONE],
  ] as const)('shows the four sample templates as cards with a short preview (%s)', async (size, viewport) => {
    const page = await ownerPage(viewport);
    await openNotifications(page);
    const cards = page.locator('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    for (const name of ['Booking Confirmation', 'Payment Reminder', 'Event Reminder', 'Thank You']) {
      await page.getByRole('heading', { level: 4, name }).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `owner-notifications-templates-${size}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 90_000);

  it('creates a template: missing fields are refused, chips insert at the cursor, the preview fills in, a test mail arrives', async () => {
    const page = await ownerPage();
    await openNotifications(page);
    await page.getByRole('button', { name: 'New Template' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Template' });
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await toast(page, 'Missing Information').first().waitFor();
    expect(await dialog.getByText('Required.').count()).toBe(3);

    await dialog.getByLabel('Template name').fill('Welcome Note');
    await dialog.getByLabel('Subject').fill('Welcome, ');
    await dialog.getByRole('button', { name: '{{couple_name}}' }).click();
    // The chip gives the subject its cursor back on the next frame; the message is typed after that
    // (typed before it, on a busy machine, the subject took the focus back and the next chip).
    await page.waitForFunction((subject) => subject === document.activeElement, await dialog.getByLabel('Subject').elementHandle());
    await dialog.getByLabel('Message').fill('See you at  soon.');
    // The cursor between "at" and "soon": the chip goes there.
    await dialog.getByLabel('Message').evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(11, 11));
    await dialog.getByRole('button', { name: '{{venue_name}}' }).click();
    expect(await dialog.getByLabel('Message').inputValue()).toBe('See you at {{venue_name}} soon.');
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Welcome, {{couple_name}}');
    const preview = dialog.getByRole('region', { name: /Preview/ });
    // Filled from one of the owner's real bookings: its couple's name, the venue's name.
    const text = await preview.innerText();
    const couple = /Preview with (.+)'s booking/.exec(text)?.[1];
    expect(couple).toBeTruthy();
    expect(text).toContain(`Welcome, ${couple}`);
    expect(text).toMatch(/See you at [^{]+ soon\./);

    await dialog.getByLabel('When it is sent').selectOption('schedule');
    await dialog.getByLabel('Days before the event').fill('10');
    await screenshot(page, 'owner-notifications-dialog-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await toast(page, 'Template Saved').first().waitFor();
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Welcome Note' }) });
    await card.waitFor();
    expect(await card.innerText()).toContain('10 days before the event');

    await card.getByRole('button', { name: /^Send Test of/ }).click();
    await toast(page, 'Test Email Sent').first().waitFor();
    const mail = await waitForMail(OWNER.email, /^\[Test\] Welcome, /);
    expect(mail.text).toMatch(/See you at .+ soon\./);
    expect(mail.subject).not.toContain('{{');
  }, 120_000);
});

describe('the Settings tab', () => {
  it('saves a toggle with "Settings Updated", keeps it after a reload, and the auto-response reaches an inquiring couple', async () => {
    const page = await ownerPage();
    await openNotifications(page);
    await page.getByRole('tablist', { name: 'Notification sections' }).getByRole('tab', { name: 'Settings' }).click();
    const autoResponse = page.getByRole('switch', { name: 'Auto-response' });
    await autoResponse.waitFor();
    expect(await autoResponse.getAttribute('aria-checked')).toBe('false');
    await autoResponse.click();
    await toast(page, 'Settings Updated').first().waitFor();
    expect(await autoResponse.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'owner-notifications-settings-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('tablist', { name: 'Bookings sections' }).getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('tablist', { name: 'Notification sections' }).getByRole('tab', { name: 'Settings' }).click();
    expect(await page.getByRole('switch', { name: 'Auto-response' }).getAttribute('aria-checked')).toBe('true');

    const sent = await page.request.post(`${server.url}/api/inquiries`, {
      headers: CSRF,
      data: { venueId, coupleName: 'Rosa & Ben', email: 'rosa.ben@example.com', weddingDate: '2027-10-16', guestCount: 80, message: 'Is October open?' },
    });
    expect(sent.status()).toBe(201);
    const mail = await waitForMail('rosa.ben@example.com', /Thank you for your inquiry/);
    expect(mail.text).toContain('24 hours');
  }, 120_000);

  it('fits a 360 px phone', async () => {
    const page = await ownerPage(SMALL_PHONE);
    await openNotifications(page);
    await page.getByRole('tablist', { name: 'Notification sections' }).getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Email notifications' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'owner-notifications-settings-phone-360');
  }, 90_000);
});
