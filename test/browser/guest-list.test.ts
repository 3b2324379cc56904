import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { launchBrowser, screenshot, screenshotOf, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

interface ApiVenue {
  id: string;
  name: string;
}
interface ApiDay {
  date: string;
  isAvailable: boolean;
}
interface Wedding {
  venue: ApiVenue;
  bookingId: string;
  eventDate: string;
}

const WALK_TIMEOUT_MS = 180_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;

/**
 * A stand-in mail server: the app sends invitations over SMTP (SMTP_URL) and this keeps each
 * message's text, so the test can follow a guest's RSVP link as the guest would.
 */
class MailCatcher {
  readonly messages: string[] = [];
  private readonly server = net.createServer((socket) => this.converse(socket));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private converse(socket: net.Socket): void {
    let buffer = '';
    let inData = false;
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          this.messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 test.local\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  }
}

/** The RSVP token in the mail sent to this address (quoted-printable soft breaks undone). */
function rsvpTokenFor(messages: readonly string[], email: string): string | null {
  for (const raw of messages) {
    const text = raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!text.toLowerCase().includes(`to: ${email}`)) continue;
    const match = /\/rsvp\/([A-Za-z0-9_%-]+)/.exec(text);
    if (match) return decodeURIComponent(match[1]);
  }
  return null;
}

let server: RunningServer;
let browser: Browser;
const mail = new MailCatcher();

beforeAll(async () => {
  const smtpUrl = await mail.start();
  server = await startServer({ SMTP_URL: smtpUrl });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail.stop();
});

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${server.url}${pathname}`);
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

let venueCursor = 0;

/**
 * Books an open date through the context's own request API, so the booking's cookie lands
 * in that browser context exactly as if its page had made the booking.
 */
async function bookWedding(context: BrowserContext): Promise<Wedding> {
  const venues = await api<ApiVenue[]>('/api/venues/featured');
  const venue = venues[venueCursor++ % venues.length];
  const start = addDays(calendarDateIn(new Date()), 90);
  const days = await api<ApiDay[]>(`/api/venues/${venue.id}/availability?startDate=${start}&endDate=${addDays(start, 60)}`);
  const free = days.find((day) => day.isAvailable);
  if (!free) throw new Error(`no open date at ${venue.name}`);
  const response = await context.request.post(`${server.url}/api/bookings`, {
    // What the web client sends with every write (the CSRF guard of cookie-carrying requests).
    headers: { 'X-HCW-CSRF': '1' },
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
  const booking = (await response.json()) as { id: string };
  return { venue, bookingId: booking.id, eventDate: free.date };
}

/** What the visitor sees right now (dialogs are fixed, so a full-page shot would misplace them). */
async function viewportShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}

/** The whole page from the top, so the sticky bar sits where a visitor first sees it. */
async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The guest list panel alone, as a picture of its own. */
async function panelShot(panel: Locator, name: string): Promise<void> {
  await screenshotOf(panel, name);
}

function guestPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Guest List' });
}

async function stat(panel: Locator, key: string): Promise<string> {
  return ((await panel.locator(`[data-stat="${key}"] dd`).textContent()) ?? '').trim();
}

async function waitForStat(panel: Locator, key: string, value: number): Promise<void> {
  await panel.locator(`[data-stat="${key}"] dd`).filter({ hasText: new RegExp(`^${value}$`) }).waitFor();
}

async function addGuest(page: Page, fields: { name: string; email?: string; phone?: string; dietary?: string; plusOne?: boolean; table?: string }, shot?: string) {
  await guestPanel(page).getByRole('button', { name: 'Add Guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Guest' });
  await dialog.getByLabel('Name').fill(fields.name);
  if (fields.email) await dialog.getByLabel('Email').fill(fields.email);
  if (fields.phone) await dialog.getByLabel('Phone').fill(fields.phone);
  if (fields.dietary) await dialog.getByLabel('Dietary restrictions').fill(fields.dietary);
  if (fields.table) await dialog.getByLabel('Table assignment').fill(fields.table);
  if (fields.plusOne) await dialog.getByLabel('Bringing a plus-one').check();
  if (shot) await viewportShot(page, shot);
  await dialog.getByRole('button', { name: 'Add Guest' }).click();
  await page.getByText('Guest Added', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

const IMPORT_CSV = [
  'Name,Email,Plus One,Dietary Restrictions,Table',
  'Zoë Núñez,zoe.nunez@example.com,yes,Vegan,2',
  'Rafael Peña,,no,,2',
  'Bad Row,not-an-email,maybe,,',
  'Ana García,ana.garcia@example.com,no,,',
].join('\r\n');

describe('the guest list on a desktop', () => {
  it(
    'adds, confirms, imports, exports and invites guests, and a guest answers through their link',
    async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      const wedding = await bookWedding(context);
      await page.goto(`${server.url}/venues/${wedding.venue.id}?booking=${wedding.bookingId}`);

      const panel = guestPanel(page);
      await panel.getByText('No guests added yet').waitFor();
      await waitForStat(panel, 'total', 0);

      // A blank name sends nothing.
      let posted = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/guests')) posted += 1;
      });
      await panel.getByRole('button', { name: 'Add Guest' }).click();
      const blank = page.getByRole('dialog', { name: 'Add Guest' });
      await blank.getByLabel('Name').fill('   ');
      await blank.getByRole('button', { name: 'Add Guest' }).click();
      await page.waitForTimeout(300);
      expect(posted).toBe(0);
      await page.keyboard.press('Escape');
      await blank.waitFor({ state: 'detached' });

      // Two guests by hand, one with an email.
      await addGuest(page, { name: 'Ana García', email: 'ana.garcia@example.com', table: '1' }, 'guest-list-add-dialog-desktop');
      await addGuest(page, { name: 'Luis Ortega', phone: '(512) 555-0199', dietary: 'Gluten-free', plusOne: true });
      expect(posted).toBe(2);
      await waitForStat(panel, 'total', 2);
      await expect(stat(panel, 'pending')).resolves.toBe('2');
      const table = panel.getByRole('table');
      await expect(table.getByRole('row', { name: /Ana García/ }).getByText('Pending').isVisible()).resolves.toBe(true);

      // Confirm one: the badge and the counts follow.
      await panel.getByRole('button', { name: 'Confirm Luis Ortega' }).click();
      await page.getByText('Guest Updated', { exact: true }).waitFor();
      await waitForStat(panel, 'confirmed', 1);
      await expect(stat(panel, 'pending')).resolves.toBe('1');
      await expect(stat(panel, 'plusOnes')).resolves.toBe('1');
      await expect(stat(panel, 'dietaryNeeds')).resolves.toBe('1');
      await table.getByRole('row', { name: /Luis Ortega/ }).getByText('Confirmed').waitFor();
      await expect(panel.getByRole('button', { name: 'Confirm Luis Ortega' }).count()).resolves.toBe(0);

      // Import: the preview flags the bad row and the duplicate; only the good rows are added.
      await panel.getByRole('button', { name: 'Import CSV' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
      await importDialog.getByLabel('CSV file').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV, 'utf8') });
      const preview = importDialog.getByRole('table', { name: 'Rows of guests.csv' });
      await preview.waitFor();
      const badRow = preview.locator('tr[data-state="error"]');
      await expect(badRow.count()).resolves.toBe(1);
      await expect(badRow.textContent()).resolves.toMatch(/Bad Row.*Email must be an email address/);
      const duplicate = preview.locator('tr[data-state="duplicate"]');
      await expect(duplicate.textContent()).resolves.toContain('Already on your list as Ana García');
      await expect(preview.locator('tr[data-state="ready"]').count()).resolves.toBe(2);
      await importDialog.getByText('Zoë Núñez').waitFor();
      await viewportShot(page, 'guest-list-import-preview-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await importDialog.getByRole('button', { name: 'Import 2 guests' }).click();
      await page.getByText('Guests Imported', { exact: true }).waitFor();
      await importDialog.waitFor({ state: 'detached' });
      await waitForStat(panel, 'total', 4);
      await table.getByRole('row', { name: /Zoë Núñez/ }).waitFor();

      // Export: the file keeps the accents.
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export Guest List' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^guest-list-.*\.csv$/);
      const exported = fs.readFileSync((await download.path())!, 'utf8');
      expect(exported).toContain('Zoë Núñez');
      expect(exported).toContain('Rafael Peña');
      expect(exported).not.toContain('Bad Row');

      // Send invitations: the confirmation says who gets one.
      await panel.getByRole('button', { name: 'Send Invitations' }).click();
      const invite = page.getByRole('dialog', { name: 'Send Invitations' });
      await invite.getByText('2 guests', { exact: true }).waitFor();
      await viewportShot(page, 'guest-list-send-invitations-desktop');
      await invite.getByRole('button', { name: 'Send 2 invitations' }).click();
      await page.getByText('Invitations Sent', { exact: true }).waitFor();
      await page.getByLabel('Notifications (F8)').getByText(/^2 invitations sent to all guests with email addresses\./).waitFor();
      await invite.waitFor({ state: 'detached' });
      await table.getByRole('row', { name: /Ana García/ }).getByText(/Invited/).waitFor();
      await panelShot(panel, 'guest-list-panel-desktop');
      await pageShot(page, 'guest-list-venue-page-desktop');

      // No serious accessibility problem on the page with the panel, nor in its dialogs.
      expect(await seriousAxeViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Add Guest' }).click();
      await page.getByRole('dialog', { name: 'Add Guest' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // The guest opens her link on her phone, in a browser that never saw the booking.
      // The app sends each mail before it answers, so the link is already here.
      const token = rsvpTokenFor(mail.messages, 'ana.garcia@example.com');
      expect(token).not.toBeNull();
      const guestContext = await browser.newContext({ viewport: VIEWPORTS.phone });
      const guestPage = await guestContext.newPage();
      await guestPage.goto(`${server.url}/rsvp/${token!}`);
      await guestPage.getByRole('heading', { level: 1, name: 'Maria & James' }).waitFor();
      await guestPage.getByText('Dear Ana García,').waitFor();
      await guestPage.getByText(wedding.venue.name).waitFor();
      await viewportShot(guestPage, 'rsvp-invitation-phone');
      expect(await seriousAxeViolations(guestPage)).toEqual([]);

      // Sending without a choice asks for one.
      await guestPage.getByRole('button', { name: 'Send RSVP' }).click();
      await guestPage.getByText('Choose whether you can come.').waitFor();
      await guestPage.getByLabel('Joyfully accept').check();
      await guestPage.getByLabel("I'm bringing a plus-one").check();
      await guestPage.getByLabel('Dietary needs').fill('Vegetarian');
      await guestPage.getByLabel('Meal', { exact: true }).selectOption('fish');
      await pageShot(guestPage, 'rsvp-form-phone');
      await guestPage.getByRole('button', { name: 'Send RSVP' }).click();
      await guestPage.getByRole('heading', { name: 'Thank you, Ana!' }).waitFor();
      await guestPage.getByText('Joyfully accepts').waitFor();
      await guestPage.getByRole('definition').filter({ hasText: /^Fish$/ }).waitFor();
      await viewportShot(guestPage, 'rsvp-thanks-phone');
      expect(await seriousAxeViolations(guestPage)).toEqual([]);

      // Coming back later shows the answer; it can be changed.
      await guestPage.reload();
      await guestPage.getByRole('heading', { name: 'Your answer' }).waitFor();
      await guestPage.getByRole('button', { name: 'Change my answer' }).click();
      await expect(guestPage.getByLabel('Joyfully accept').isChecked()).resolves.toBe(true);
      await expect(guestPage.getByLabel('Dietary needs').inputValue()).resolves.toBe('Vegetarian');
      await expect(guestPage.getByLabel('Meal', { exact: true }).inputValue()).resolves.toBe('fish');
      await guestPage.getByLabel('Regretfully decline').check();
      await guestPage.getByRole('button', { name: 'Send RSVP' }).click();
      await guestPage.getByText('Regretfully declines').waitFor();
      await guestContext.close();

      // The same page on a desktop, and another guest's invitation on a small phone.
      const desktopGuest = await browser.newPage({ viewport: VIEWPORTS.desktop });
      await desktopGuest.goto(`${server.url}/rsvp/${token!}`);
      await desktopGuest.getByRole('heading', { name: 'Your answer' }).waitFor();
      await pageShot(desktopGuest, 'rsvp-answer-desktop');
      await desktopGuest.close();
      const zoeToken = rsvpTokenFor(mail.messages, 'zoe.nunez@example.com');
      expect(zoeToken).not.toBeNull();
      const smallGuest = await browser.newPage({ viewport: SMALL_PHONE });
      await smallGuest.goto(`${server.url}/rsvp/${zoeToken!}`);
      await smallGuest.getByText('Dear Zoë Núñez,').waitFor();
      await pageShot(smallGuest, 'rsvp-invitation-small-phone');
      await smallGuest.close();

      // The couple sees her answer.
      await page.reload();
      await guestPanel(page).getByRole('table').getByRole('row', { name: /Ana García/ }).getByText('Declined').waitFor();
      // The meal she chose stands on the couple's list.
      await expect(guestPanel(page).getByRole('combobox', { name: 'Meal for Ana García' }).inputValue()).resolves.toBe('fish');
      await waitForStat(guestPanel(page), 'declined', 1);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe.each([
  ['phone', VIEWPORTS.phone],
  ['small-phone', SMALL_PHONE],
] as const)('the guest list on a %s', (name, viewport) => {
  it(
    'shows guests as cards and fits its dialogs on the screen',
    async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const wedding = await bookWedding(context);
      await page.goto(`${server.url}/venues/${wedding.venue.id}?booking=${wedding.bookingId}`);
      const panel = guestPanel(page);
      await panel.getByText('No guests added yet').waitFor();
      await panelShot(panel, `guest-list-empty-${name}`);

      await addGuest(page, { name: 'Ana García', email: 'ana.garcia@example.com', dietary: 'Vegetarian', plusOne: true, table: '1' }, `guest-list-add-dialog-${name}`);
      await addGuest(page, { name: 'Luis Ortega' });
      await expect(panel.getByRole('table').count()).resolves.toBe(0);
      const card = panel.getByRole('listitem').filter({ hasText: 'Ana García' });
      await card.getByText('Pending').waitFor();
      await panel.getByRole('button', { name: 'Decline Luis Ortega' }).click();
      await page.getByText('Guest Updated', { exact: true }).waitFor();
      await panel.getByRole('listitem').filter({ hasText: 'Luis Ortega' }).getByText('Declined').waitFor();

      await panel.getByRole('button', { name: 'Import CSV' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
      await viewportShot(page, `guest-list-import-choose-${name}`);
      await importDialog.getByLabel('CSV file').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV, 'utf8') });
      await importDialog.getByRole('table', { name: 'Rows of guests.csv' }).waitFor();
      await viewportShot(page, `guest-list-import-preview-${name}`);
      await page.keyboard.press('Escape');
      await importDialog.waitFor({ state: 'detached' });

      // Nothing is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await panelShot(panel, `guest-list-panel-${name}`);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('another browser', () => {
  it('opening the booking link sees a note, not the guest list', async () => {
    const owner = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const wedding = await bookWedding(owner);
    await owner.close();

    const stranger = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await stranger.newPage();
    const guestCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/guests')) guestCalls.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${server.url}/venues/${wedding.venue.id}?booking=${wedding.bookingId}`);
    await page.getByText('The guest list for this booking opens in the browser the booking was made in.', { exact: false }).waitFor();
    // Someone else's booking earns no success banner.
    await expect(page.getByText('Your booking request is in').count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Guest List' }).count()).resolves.toBe(0);
    expect(guestCalls).toEqual([]);
    await viewportShot(page, 'guest-list-other-browser-phone');
    await stranger.close();
  });
});

describe('the RSVP page', () => {
  it.each(Object.entries({ ...VIEWPORTS, 'small-phone': SMALL_PHONE }))('shows a friendly page for a link that does not work on a %s', async (name, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}/rsvp/not-a-real-invitation-token`);
    await page.getByRole('heading', { level: 1, name: "This invitation link isn't working" }).waitFor();
    await expect(page.getByRole('link', { name: 'Visit Hill Country Weddings' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.title()).resolves.toMatch(/^RSVP/);
    // The link is a credential: the head keeps it out of Referer headers and search engines.
    await expect(page.locator('head > meta[name="referrer"]').getAttribute('content')).resolves.toBe('no-referrer');
    await expect(page.locator('head > meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    await pageShot(page, `rsvp-not-found-${name}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
