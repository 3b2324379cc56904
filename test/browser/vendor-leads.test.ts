import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_VENDOR } from '../../adapters/persistence/seed/demo-vendor-account.js';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';

// Vendors get leads, in Chromium against the real built server, its demo vendor and a local SMTP
// server: a couple contacts the demo vendor from a venue page's Vendors tab; the vendor is mailed,
// signs in, sees the lead, replies; the couple receives the reply by mail.

const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;
const COUPLE = { names: 'Hannah & Eli Brandt', email: 'hannah.brandt@example.com' };

let server: RunningServer;
let smtp: SmtpTestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let venue: { id: string; name: string };
let vendorId: string;

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

/** Mail arrives a job-poll after the action: wait for it. */
async function waitForMail(to: string, subject: RegExp) {
  for (let i = 0; i < 60; i++) {
    const found = smtp.to(to).find((m) => subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to} matching ${subject}; got ${smtp.received.map((m) => `${m.to}: ${m.subject}`).join('; ')}`);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openVendorsTab(page: Page) {
  await page.goto(`${server.url}/venues/${venue.id}`);
  await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
  await page.getByRole('tab', { name: 'Vendors' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Vendors' });
  const card = panel.locator('article', { has: page.getByRole('heading', { name: DEMO_VENDOR.vendorName }) });
  await card.waitFor();
  return card;
}

beforeAll(async () => {
  smtp = new SmtpTestServer();
  const smtpUrl = await smtp.start();
  server = await startServer({ SMTP_URL: smtpUrl });
  browser = await launchBrowser();
  const page = await newPage();
  // A venue in a town the demo vendor serves.
  const vendors = (await (await page.request.get(`${server.url}/api/vendors?category=photographer`)).json()) as { id: string; name: string; serviceArea: string[] }[];
  const demo = vendors.find((v) => v.name === DEMO_VENDOR.vendorName)!;
  vendorId = demo.id;
  const found = await page.request.post(`${server.url}/api/venues/search`, { data: { location: demo.serviceArea[0], sort: 'recommended' }, headers: CSRF });
  venue = ((await found.json()) as { id: string; name: string }[])[0];
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('a couple contacts a vendor from a venue page', () => {
  it('sends the lead; the vendor, signed in, sees it and replies; the couple receives the reply by mail', async () => {
    const page = await newPage();
    const card = await openVendorsTab(page);
    // The demo vendor's card shows its real reply figures, and links to its own page.
    expect(await card.getByTestId('vendor-response-summary').innerText()).toMatch(/Replies to \d+% of inquiries, usually within \d+ hours?/);
    expect(await card.getByRole('link', { name: DEMO_VENDOR.vendorName }).getAttribute('href')).toBe(`/vendors/${vendorId}`);

    await card.getByRole('button', { name: `Contact ${DEMO_VENDOR.vendorName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contact ${DEMO_VENDOR.vendorName}` });
    await dialog.waitFor();
    // From a venue page the venue goes along: shown, not asked for.
    await dialog.getByText(venue.name).waitFor();
    // A bad guest count is caught at the field, with what to type instead.
    await dialog.getByLabel('Your names').fill(COUPLE.names);
    await dialog.getByLabel('Email').fill(COUPLE.email);
    await dialog.getByLabel('Guest count').fill('6000');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText(/Enter a whole number of guests/).waitFor();
    await dialog.getByLabel('Guest count').fill('140');
    await dialog.getByLabel('Wedding date').fill('2027-10-16');
    await dialog.getByLabel('Message').fill('Could you cover the ceremony and the first dance?');
    await screenshot(page, 'vendor-leads-contact-dialog-desktop', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The vendor is mailed at once, with the couple's date, venue and guests.
    const lead = await waitForMail(DEMO_VENDOR.email, new RegExp(`New lead for .+ from ${COUPLE.names}`));
    expect(lead.text).toContain('Saturday, October 16, 2027');
    expect(lead.text).toContain(venue.name);
    expect(lead.text).toContain('140 guests');

    // The vendor signs in and finds the lead on the Leads tab the mail links to.
    const vendorPage = await newPage();
    await vendorPage.goto(`${server.url}/sign-in?next=/vendor-dashboard`);
    await vendorPage.getByLabel('Email').fill(DEMO_VENDOR.email);
    await vendorPage.getByLabel('Password', { exact: true }).fill(DEMO_VENDOR.password);
    await vendorPage.getByRole('button', { name: /Sign in/i }).last().click();
    await vendorPage.getByRole('heading', { level: 1, name: 'Vendor Dashboard' }).waitFor();
    await vendorPage.getByRole('tab', { name: /Leads/ }).click();
    const leadCard = vendorPage.locator('li', { has: vendorPage.getByRole('heading', { name: COUPLE.names }) });
    await leadCard.waitFor();
    expect(await leadCard.innerText()).toContain(venue.name);
    expect(await leadCard.getByText('New', { exact: true }).count()).toBe(1);
    await vendorPage.getByTestId('vendor-lead-figures').getByText(/Replies to \d+% of inquiries/).waitFor();

    await leadCard.getByRole('button', { name: `Reply ${COUPLE.names}` }).click();
    const replyDialog = vendorPage.getByRole('dialog', { name: `Reply to ${COUPLE.names}` });
    await replyDialog.getByLabel('Your reply').fill('We are free on October 16! Shall we talk on Thursday?');
    await replyDialog.getByRole('button', { name: 'Send reply' }).click();
    await replyDialog.waitFor({ state: 'detached' });
    await leadCard.getByText('Replied', { exact: true }).waitFor();

    // The couple receives the reply, with the vendor's own address to write back to.
    const reply = await waitForMail(COUPLE.email, /replied to your message/);
    expect(reply.subject).toBe(`${DEMO_VENDOR.vendorName} replied to your message`);
    expect(reply.text).toContain('We are free on October 16!');
    expect(reply.text).toContain(DEMO_VENDOR.email);

    // The outcome is recorded.
    await leadCard.getByRole('button', { name: `Mark booked ${COUPLE.names}` }).click();
    await leadCard.getByText('Booked', { exact: true }).waitFor();
    await screenshot(vendorPage, 'vendor-leads-dashboard-desktop');
    expect(await seriousAxeViolations(vendorPage)).toEqual([]);
  }, 120_000);
});

describe('screens', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone-360', SMALL_PHONE],
  ] as const)("shows the vendor's own page with its services, figures and contact form (%s)", async (size, viewport) => {
    const page = await newPage(viewport);
    await page.goto(`${server.url}/vendors/${vendorId}`);
    await page.getByRole('heading', { level: 1, name: DEMO_VENDOR.vendorName }).waitFor();
    await page.getByRole('heading', { name: 'Services' }).waitFor();
    await page.getByRole('form', { name: `Contact ${DEMO_VENDOR.vendorName}` }).getByLabel('Venue').waitFor();
    await page.getByTestId('vendor-response-summary').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, `vendor-leads-profile-${size}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 60_000);

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone-360', SMALL_PHONE],
  ] as const)('shows the Vendors tab with Contact on each card, and the leads tab (%s)', async (size, viewport) => {
    const page = await newPage(viewport);
    const card = await openVendorsTab(page);
    await card.getByRole('button', { name: `Contact ${DEMO_VENDOR.vendorName}` }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, `vendor-leads-venue-vendors-${size}`);
    // The tab alone, to read the cards at their size.
    await screenshotOf(page.getByRole('tabpanel', { name: 'Vendors' }), `vendor-leads-venue-vendors-panel-${size}`, { settle: false });

    expect((await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email: DEMO_VENDOR.email, password: DEMO_VENDOR.password }, headers: CSRF })).status()).toBe(200);
    await page.goto(`${server.url}/vendor-dashboard?tab=leads`);
    await page.getByRole('list', { name: 'Leads' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, `vendor-leads-dashboard-${size}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `vendor-leads-dashboard-top-${size}`, { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 60_000);

  it('shows "Vendor Not Found" for an unknown vendor', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/vendors/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Vendor Not Found' }).waitFor();
  }, 30_000);
});
