import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { decimalStringToCents } from '../../domain/shared/money.js';
import { expectFocusOn, launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

interface ApiVenue {
  id: string;
  name: string;
  price: string;
  maxGuests: number;
}
interface ApiPackage {
  id: string;
  name: string;
  basePrice: string;
  maxGuests: number;
}
interface ApiDay {
  date: string;
  isAvailable: boolean;
}

const WALK_TIMEOUT_MS = 120_000;
const SETTLE_MS = 400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE_TAKEN = 'That date was just booked. Please choose another date.';
const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const CSRF = { 'X-HCW-CSRF': '1' };
const SMALL_PHONE = { width: 360, height: 780 } as const;
/** What the page says for a field the API refused for a pasted control character. */
const HIDDEN_CHARACTER = 'This holds an invisible control character, often left by copying and pasting. Please type it again.';

let server: RunningServer;
let browser: Browser;
let venues: ApiVenue[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  venues = await api<ApiVenue[]>('/api/venues/featured');
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${server.url}${pathname}`);
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/** The first and last day of the month `offset` months after this one (Texas time). */
function monthRange(offset: number): { first: string; last: string } {
  const [y, m] = calendarDateIn(new Date()).split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
  const next = new Date(Date.UTC(y, m + offset, 1)).toISOString().slice(0, 10);
  return { first, last: addDays(next, -1) };
}

async function availability(venueId: string, offset: number): Promise<ApiDay[]> {
  const { first, last } = monthRange(offset);
  return api<ApiDay[]>(`/api/venues/${venueId}/availability?startDate=${first}&endDate=${last}`);
}

/** An open date of the venue a couple of months out, so it is never "today" or past. */
async function openDate(venueId: string, skip = 0): Promise<string> {
  const open = (await availability(venueId, 2)).filter((day) => day.isAvailable);
  expect(open.length).toBeGreaterThan(skip);
  return open[skip].date;
}

async function isDateAvailable(venueId: string, date: string): Promise<boolean> {
  const days = await api<ApiDay[]>(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`);
  return days[0]?.isAvailable ?? false;
}

/** What the page shows for an amount: whole dollars, or dollars and cents when there are cents. */
function usd(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** "2027-05-15" -> "Saturday, May 15, 2027", as the page writes it. */
function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

function bookingPath(venueId: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `/venues/${venueId}/book${search ? `?${search}` : ''}`;
}

/** The Package select has settled on this package (its options arrive with the venue's packages, after the page). */
async function packageSelected(page: Page, packageId: string) {
  await page.getByLabel('Package').locator(`option[value="${packageId}"]:checked`).waitFor({ state: 'attached' });
  await expect(page.getByLabel('Package').inputValue()).resolves.toBe(packageId);
}

async function fillDetails(page: Page, who: { name: string; email: string; guests: string }) {
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill('(830) 555-0142');
  await page.getByLabel('Guest count').fill(who.guests);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' });
const dayButton = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);
/** Waits until the calendar shows the day so (the month's availability loads after the page). */
const dayShown = (page: Page, date: string, attribute: string) => page.locator(`button[data-date="${date}"]${attribute}`).waitFor();

describe('the booking page', () => {
  it('sends an address without a venue id home', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/venues/not-a-venue/book?date=2030-01-01`);
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });

  it('shows Venue Not Found with Return Home for an unknown venue', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${server.url}${bookingPath('00000000-0000-4000-8000-000000000000')}`);
    await page.getByRole('heading', { level: 1, name: 'Venue Not Found' }).waitFor();
    await expect(page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).resolves.toBe('/');
    await pageShot(page, 'booking-not-found-phone');
    await page.close();
  });

  it('shows a skeleton while the venue loads', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const venue = venues[0];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/venues/${venue.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}${bookingPath(venue.id)}`);
    await page.getByRole('status').filter({ hasText: 'Loading booking…' }).waitFor();
    await screenshot(page, 'booking-loading-desktop', { fullPage: false });
    release();
    await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();
    await page.close();
  });

  describe.each(Object.entries(VIEWPORTS))('on a %s', (name, viewport) => {
    it(
      'books an open date in three steps, then the venue page opens and the date is taken',
      async () => {
        const venue = name === 'desktop' ? venues[0] : venues[1];
        const packages = await api<ApiPackage[]>(`/api/venues/${venue.id}/packages`);
        // The phone walk books a package the link names; the desktop walk books the venue alone.
        const pkg = name === 'phone' ? (packages.find((p) => p.maxGuests >= 100) ?? null) : null;
        const date = await openDate(venue.id);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`${server.url}${bookingPath(venue.id, pkg ? { date, package: pkg.id } : { date })}`);

        // Step 1: the date from the link is chosen, the steps say where we are.
        await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();
        await expect(page.getByRole('link', { name: 'Back to Venue Details' }).getAttribute('href')).resolves.toBe(
          `/venues/${venue.id}`,
        );
        const steps = page.getByRole('list', { name: 'Booking progress' });
        await expect(steps.innerText()).resolves.toMatch(/Details[\s\S]*Payment[\s\S]*Confirmation/);
        await expect(steps.locator('[aria-current="step"]').innerText()).resolves.toContain('Details');
        await dayShown(page, date, '[aria-pressed="true"]');
        await page.getByRole('group', { name: 'Wedding date' }).getByText(longDate(date), { exact: true }).waitFor();
        if (pkg) await packageSelected(page, pkg.id);
        const limit = pkg ? Math.min(pkg.maxGuests, venue.maxGuests) : venue.maxGuests;
        await page.getByText(new RegExp(`^Up to ${limit.toLocaleString('en-US')} guests`)).waitFor();
        await expect(continueButton(page).isDisabled()).resolves.toBe(true);

        // Too many guests keeps Continue disabled and says why once the field is left.
        await fillDetails(page, { name: 'Maria Alvarez', email: `maria.${name}@example.com`, guests: String(limit + 1) });
        await page.getByLabel('Guest count').blur();
        const tooMany =
          pkg && pkg.maxGuests < venue.maxGuests
            ? `The ${pkg.name} package is for up to ${pkg.maxGuests} guests.`
            : `This venue holds up to ${venue.maxGuests} guests.`;
        await page.getByText(tooMany, { exact: true }).waitFor();
        await expect(page.getByLabel('Guest count').getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(continueButton(page).isDisabled()).resolves.toBe(true);
        await page.getByLabel('Guest count').fill('100');
        await page.getByLabel('Special requests').fill('A first look under the live oaks.');
        await expect(continueButton(page).isEnabled()).resolves.toBe(true);

        // A reload keeps what was typed (this tab's sessionStorage), the date and package too.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();
        await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Maria Alvarez');
        await expect(page.getByLabel('Guest count').inputValue()).resolves.toBe('100');
        await expect(page.getByLabel('Special requests').inputValue()).resolves.toBe('A first look under the live oaks.');
        await dayShown(page, date, '[aria-pressed="true"]');
        if (pkg) await packageSelected(page, pkg.id);
        await expect(continueButton(page).isEnabled()).resolves.toBe(true);
        await pageShot(page, `booking-details-${name}`);
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);

        // Step 2: the figures are the domain's: 25% down, 75% later.
        await continueButton(page).click();
        await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
        const totalCents = decimalStringToCents(pkg ? pkg.basePrice : venue.price)!;
        const depositCents = Math.floor((totalCents * 25 + 50) / 100);
        const balanceCents = totalCents - depositCents;
        expect(depositCents + balanceCents).toBe(totalCents);
        await expect(page.getByTestId('booking-total').innerText()).resolves.toBe(usd(totalCents));
        await expect(page.getByTestId('booking-deposit').innerText()).resolves.toBe(usd(depositCents));
        await expect(page.getByTestId('booking-balance').innerText()).resolves.toBe(usd(balanceCents));
        await expect(page.getByTestId('booking-balance-due').innerText()).resolves.toBe(longDate(addDays(date, -30)));
        for (const term of ['25% deposit secures your booking', 'Balance due 30 days before the event', 'The venue will contact you within 24 hours']) {
          await page.getByText(term, { exact: true }).waitFor();
        }
        await page.getByText('No card is charged today.').waitFor();
        await pageShot(page, `booking-payment-${name}`);
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);

        // Back to Details keeps what was typed.
        await page.getByRole('button', { name: 'Back to Details' }).click();
        await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Maria Alvarez');
        await continueButton(page).click();

        // Request Booking: the server answers with the booking; the page shows step 3.
        const created = page.waitForResponse((response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST');
        await page.getByRole('button', { name: 'Request Booking' }).click();
        const response = await created;
        expect(response.status()).toBe(201);
        const sent = response.request().postDataJSON() as Record<string, unknown>;
        expect(Object.keys(sent).sort()).toEqual(
          ['customerEmail', 'customerName', 'customerPhone', 'eventDate', 'guestCount', 'packageId', 'specialRequests', 'venueId'].sort(),
        );
        expect(sent).toMatchObject({ venueId: venue.id, eventDate: date, guestCount: 100, packageId: pkg?.id ?? null });
        const booking = (await response.json()) as { id: string; reference: string; depositAmount: string };
        expect(decimalStringToCents(booking.depositAmount)).toBe(depositCents);

        await page.getByRole('heading', { level: 2, name: 'Booking Requested' }).waitFor();
        await page.getByText('Booking Created Successfully!', { exact: true }).waitFor();
        await expect(steps.locator('[aria-current="step"]').innerText()).resolves.toContain('Confirmation');
        const reference = await page.getByTestId('booking-reference').innerText();
        expect(reference).toMatch(/^HCW\d{6}$/);
        expect(reference).toBe(booking.reference);
        await page.getByText(`Reference ${reference}.`).first().waitFor();

        // A reload of the confirmation shows the same booking, with the same reference.
        await page.reload();
        await page.getByRole('heading', { level: 2, name: 'Booking Requested' }).waitFor();
        await expect(page.getByTestId('booking-reference').innerText()).resolves.toBe(reference);
        await expect(page.getByTestId('booking-id').innerText()).resolves.toBe(booking.id);
        await expect(page.getByTestId('booking-id').innerText()).resolves.toBe(booking.id);
        expect(booking.id).toMatch(UUID);
        await pageShot(page, `booking-confirmation-${name}`);
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);

        // This browser may read its booking; a stranger may not.
        const own = await context.request.get(`${server.url}/api/bookings/${booking.id}`);
        expect(own.status()).toBe(200);
        await expect(own.json()).resolves.toMatchObject({ id: booking.id, status: 'pending', depositPaid: false });
        expect((await fetch(`${server.url}/api/bookings/${booking.id}`)).status).toBe(404);

        // View Booking: the venue page with ?booking=, and the date is no longer open.
        await expect(page.getByRole('link', { name: 'Back to Venue', exact: true }).getAttribute('href')).resolves.toBe(`/venues/${venue.id}`);
        await page.getByRole('link', { name: 'View Booking' }).click();
        await page.waitForURL(`${server.url}/venues/${venue.id}?booking=${booking.id}`);
        await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
        await expect(isDateAvailable(venue.id, date)).resolves.toBe(false);
        // The venue page quotes the same reference as the confirmation, the toast and the mail.
        await expect(page.getByRole('main').getByTestId('booking-reference').innerText()).resolves.toBe(reference);

        // Leaving the flow ends the kept draft: booking again starts afresh.
        await page.goto(`${server.url}${bookingPath(venue.id)}`);
        await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Your Details' }).waitFor();
        await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('');
        await context.close();
      },
      WALK_TIMEOUT_MS,
    );
  });

  it(
    'tells a second browser that the date was just booked, and refuses the taken date up front',
    async () => {
      const venue = venues[2];
      const date = await openDate(venue.id, 1);
      const first = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const second = await browser.newContext({ viewport: VIEWPORTS.phone });
      const early = await first.newPage();
      const late = await second.newPage();

      // Both open the page while the date is free; the second gets as far as payment.
      for (const page of [early, late]) {
        await page.goto(`${server.url}${bookingPath(venue.id, { date })}`);
        await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();
        await dayShown(page, date, '[aria-pressed="true"]');
      }
      await fillDetails(late, { name: 'Jordan Reyes', email: 'jordan@example.com', guests: '80' });
      await continueButton(late).click();
      await late.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();

      // The first books it.
      await fillDetails(early, { name: 'Maria Alvarez', email: 'maria@example.com', guests: '90' });
      await continueButton(early).click();
      await early.getByRole('button', { name: 'Request Booking' }).click();
      await early.getByRole('heading', { level: 2, name: 'Booking Requested' }).waitFor();

      // The second is sent back to the calendar, which now shows the day taken.
      await late.getByRole('button', { name: 'Request Booking' }).click();
      await late.getByRole('heading', { level: 2, name: 'Your Details' }).waitFor();
      await late.getByText(DATE_TAKEN, { exact: true }).waitFor();
      await dayShown(late, date, '[aria-disabled="true"]');
      await expect(dayButton(late, date).getAttribute('aria-pressed')).resolves.toBe('false');
      await expect(continueButton(late).isDisabled()).resolves.toBe(true);
      await expect(late.getByLabel('Full name').inputValue()).resolves.toBe('Jordan Reyes');
      await pageShot(late, 'booking-date-taken-phone');

      // Focus waits in the calendar: Enter picks the open day it is on, and Continue works again.
      const focused = await late.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);
      expect(focused).not.toBeNull();
      expect(focused).not.toBe(date);
      await late.keyboard.press('Enter');
      await expect(dayButton(late, focused!).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(late.getByText(DATE_TAKEN, { exact: true }).count()).resolves.toBe(0);
      await expect(continueButton(late).isEnabled()).resolves.toBe(true);

      // A fresh visit with the taken date in the link is told so before typing anything.
      const third = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const fresh = await third.newPage();
      await fresh.goto(`${server.url}${bookingPath(venue.id, { date })}`);
      await fresh.getByText(`${longDate(date)} is no longer available. Please choose another date.`).waitFor();
      await dayShown(fresh, date, '[aria-disabled="true"]');
      await fillDetails(fresh, { name: 'Sam Lee', email: 'sam@example.com', guests: '60' });
      await expect(continueButton(fresh).isDisabled()).resolves.toBe(true);
      await pageShot(fresh, 'booking-date-unavailable-desktop');
      await expect(seriousAxeViolations(fresh)).resolves.toEqual([]);

      await Promise.all([first.close(), second.close(), third.close()]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'shows the server’s word on a field at that field on the details step',
    async () => {
      const venue = venues[3];
      const date = await openDate(venue.id);
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      await page.goto(`${server.url}${bookingPath(venue.id, { date })}`);
      await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();
      // Looks like an address to the page, not to the server.
      await fillDetails(page, { name: 'Alex Kim', email: 'alex@exa_mple.com', guests: '40' });
      await continueButton(page).click();
      await page.getByRole('button', { name: 'Request Booking' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your Details' }).waitFor();
      await page.getByText('Email must be an email address.', { exact: true }).waitFor();
      const email = page.getByLabel('Email');
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      await expectFocusOn(page, 'booking-customerEmail');
      await email.fill('alex@example.com');
      await expect(email.getAttribute('aria-invalid')).resolves.toBeNull();
      await expect(isDateAvailable(venue.id, date)).resolves.toBe(true);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the booking page on a 360 px phone', () => {
  it(
    'keeps a long unbroken name and email inside the screen, and shows a refused control character at its field',
    async () => {
      const venue = venues[4];
      const date = await openDate(venue.id, 3);
      const context = await browser.newContext({ viewport: SMALL_PHONE });
      const page = await context.newPage();
      const fitsScreen = () => page.evaluate(() => document.documentElement.scrollWidth);
      const longName = `Maximiliana${'x'.repeat(89)}`;
      const longEmail = `${'m'.repeat(60)}@${'h'.repeat(60)}.example`;
      await page.goto(`${server.url}${bookingPath(venue.id, { date })}`);
      await page.getByRole('heading', { level: 1, name: `Book ${venue.name}` }).waitFor();

      // A bell character pasted into the name: the API refuses it, and the page says so at the field.
      await fillDetails(page, { name: `Ana\u0007${longName}`, email: longEmail, guests: '60' });
      await continueButton(page).click();
      await page.getByRole('button', { name: 'Request Booking' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your Details' }).waitFor();
      await page.getByText(HIDDEN_CHARACTER, { exact: true }).waitFor();
      await expect(page.getByLabel('Full name').getAttribute('aria-invalid')).resolves.toBe('true');
      await expectFocusOn(page, 'booking-customerName');
      await pageShot(page, 'booking-control-character-phone-360');

      // The longest name the API takes cannot be typed longer.
      await page.getByLabel('Full name').fill(`${longName}-and-more`);
      await expect(page.getByLabel('Full name').inputValue()).resolves.toBe(longName.slice(0, 100));
      await page.getByLabel('Full name').fill(longName);
      expect(await fitsScreen()).toBeLessThanOrEqual(SMALL_PHONE.width);
      await continueButton(page).click();
      await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
      expect(await fitsScreen()).toBeLessThanOrEqual(SMALL_PHONE.width);
      await page.getByRole('button', { name: 'Request Booking' }).click();
      await page.getByRole('heading', { level: 2, name: 'Booking Requested' }).waitFor();
      await page.waitForTimeout(SETTLE_MS);
      expect(await fitsScreen()).toBeLessThanOrEqual(SMALL_PHONE.width);
      await pageShot(page, 'booking-confirmation-long-name-phone-360');
      await page.getByRole('link', { name: 'View Booking' }).click();
      await page.getByRole('main').getByTestId('booking-reference').waitFor();
      expect(await fitsScreen()).toBeLessThanOrEqual(SMALL_PHONE.width);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the venue page after booking', () => {
  const banner = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Dismiss booking message' }) });

  /** Opens the venue page with ?booking= and waits until the page has read that booking. */
  async function openWithBooking(page: Page, venueId: string, bookingId: string): Promise<number> {
    const read = page.waitForResponse((response) => response.url().endsWith(`/api/bookings/${encodeURIComponent(bookingId)}`));
    await page.goto(`${server.url}/venues/${venueId}?booking=${encodeURIComponent(bookingId)}`);
    const status = (await read).status();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    return status;
  }

  it('shows no success banner for a made-up booking id', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    for (const madeUp of ['00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      const status = await openWithBooking(page, venues[0].id, madeUp);
      expect(status).toBeGreaterThanOrEqual(400);
      await expect(banner(page).count()).resolves.toBe(0);
      await expect(page.getByText('Your booking request is in').count()).resolves.toBe(0);
    }
    await page.close();
  });

  it(
    "follows the booking's real status as the owner confirms and then cancels it",
    async () => {
      const owner = await browser.newContext();
      const signIn = await owner.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: CSRF });
      expect(signIn.status()).toBe(200);
      const owned = (await (await owner.request.get(`${server.url}/api/my/venues`)).json()) as (ApiVenue & { status: string })[];
      const venue = owned.find((v) => v.status === 'published');
      if (!venue) throw new Error('the demo owner has no published venue');
      const date = await openDate(venue.id, 2);

      // The couple books in their own browser; its cookie lets that browser read the booking.
      const couple = await browser.newContext({ viewport: VIEWPORTS.desktop });
      const made = await couple.request.post(`${server.url}/api/bookings`, {
        headers: CSRF,
        data: {
          venueId: venue.id,
          customerName: 'Avery Cole',
          customerEmail: 'avery@example.com',
          customerPhone: '(830) 555-0199',
          eventDate: date,
          guestCount: 80,
          packageId: null,
          specialRequests: null,
        },
      });
      expect(made.status()).toBe(201);
      const booking = (await made.json()) as { id: string; reference: string };
      const page = await couple.newPage();

      const setStatus = async (status: 'confirmed' | 'cancelled') => {
        const changed = await owner.request.patch(`${server.url}/api/bookings/${booking.id}/status`, { data: { status }, headers: CSRF });
        expect(changed.status()).toBe(200);
      };

      expect(await openWithBooking(page, venue.id, booking.id)).toBe(200);
      await banner(page).getByText('Your booking request is in').waitFor();
      await expect(banner(page).getAttribute('data-booking-status')).resolves.toBe('pending');
      await expect(banner(page).getByTestId('booking-reference').innerText()).resolves.toBe(booking.reference);

      await setStatus('confirmed');
      expect(await openWithBooking(page, venue.id, booking.id)).toBe(200);
      await banner(page).getByText('Your booking is confirmed').waitFor();
      await expect(page.getByText('Your booking request is in').count()).resolves.toBe(0);
      await pageShot(page, 'booking-banner-confirmed-desktop');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      await setStatus('cancelled');
      expect(await openWithBooking(page, venue.id, booking.id)).toBe(200);
      await banner(page).getByText('This booking was cancelled').waitFor();
      await expect(banner(page).getAttribute('data-booking-status')).resolves.toBe('cancelled');
      await pageShot(page, 'booking-banner-cancelled-desktop');

      // Another browser opening the same link sees no banner at all.
      const stranger = await browser.newPage();
      expect(await openWithBooking(stranger, venue.id, booking.id)).toBe(404);
      await expect(banner(stranger).count()).resolves.toBe(0);

      await Promise.all([owner.close(), couple.close(), stranger.close()]);
    },
    WALK_TIMEOUT_MS,
  );
});
