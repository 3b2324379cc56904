import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { decimalStringToCents } from '../../domain/shared/money.js';
import { expectFocusOn, launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The venue owner's dashboard and the six-step listing wizard in Chromium, against the real
// built server with its seeded demo owner (three venues, bookings and new inquiries).

interface OwnedVenue {
  id: string;
  name: string;
  status: 'published' | 'review';
}
interface Summary {
  profileViews: number;
  newInquiries: number;
  bookings: number;
  rating: number;
  reviewCount: number;
  revenue: string;
}
interface Booking {
  id: string;
  customerName: string;
  totalAmount: string;
  status: string;
}
interface Inquiry {
  id: string;
  coupleName: string;
  status: 'pending' | 'replied' | 'closed';
}

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const WALK_TIMEOUT_MS = 180_000;
/** The spec's pause between "Venue Listed Successfully!" and the dashboard (2 s), less a margin. */
const MIN_REDIRECT_MS = 1_900;
const SMALL_PHONE = { width: 360, height: 780 } as const;
/** Longer than a toast stays up (5 s), so a dialog that waited for the read would hide its toast for good. */
const SLOW_READ_MS = 8_000;

type Viewport = { width: number; height: number };

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

/** A fresh browser profile (its own cookie jar) at this size. */
async function openPage(viewport: Viewport = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

/** Signs in through the API inside the browser's context, so the page carries the session cookie. */
async function ownerPage(viewport: Viewport = VIEWPORTS.desktop): Promise<Page> {
  const page = await openPage(viewport);
  const response = await page.request.post(`${server.url}/api/auth/sign-in`, { data: OWNER, headers: { 'X-HCW-CSRF': '1' } });
  expect(response.status()).toBe(200);
  return page;
}

/** A GET through the page's session. */
async function api<T>(page: Page, pathname: string): Promise<T> {
  const response = await page.request.get(`${server.url}${pathname}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function viewportShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}

/** Reads until the value is the expected one (the page updates after its requests), then asserts. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

/** Whole US dollars as the dashboard shows them. */
function usd(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}

function cents(decimal: string): number {
  const value = decimalStringToCents(decimal);
  if (value === null) throw new Error(`not an amount: ${decimal}`);
  return value;
}

function revenueOf(bookings: readonly Booking[]): number {
  return bookings.filter((b) => b.status === 'confirmed' || b.status === 'completed').reduce((sum, b) => sum + cents(b.totalAmount), 0);
}

/** A toast's text (Radix also copies it into a live region for screen readers, hence the scope). */
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /Notifications/ }).getByText(text);

const metric = (page: Page, id: string) => page.locator(`[data-metric="${id}"] dd`).first();
const metricNote = (page: Page, id: string) => page.locator(`[data-metric="${id}"] dd`).nth(1);
const revenue = (page: Page) => page.locator('[data-revenue-value]');
const bookingRow = (page: Page, id: string) => page.locator(`[data-booking-id="${id}"]`);
const bookingBadge = (page: Page, id: string) => bookingRow(page, id).locator('[data-booking-status]');
const inquiryCard = (page: Page, id: string) => page.locator(`[data-inquiry-id="${id}"]`);
const sectionTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** Text boxes and number boxes by their label (the required star is hidden from the name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const numberField = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** The names of the listing steps ticked as done, as a screen reader hears them ("Step 2: Capacity (done)"). */
function doneSteps(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Listing steps' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => /Step \d+: (.+) \(done\)/.exec(item.textContent ?? '')?.[1]).filter((name): name is string => Boolean(name)));
}

async function expectSummary(page: Page, summary: Summary): Promise<void> {
  await eventually(() => metric(page, 'profileViews').textContent(), summary.profileViews.toLocaleString('en-US'));
  await eventually(() => metric(page, 'newInquiries').textContent(), summary.newInquiries.toLocaleString('en-US'));
  await eventually(() => metric(page, 'bookings').textContent(), summary.bookings.toLocaleString('en-US'));
  if (summary.reviewCount) {
    await eventually(() => metric(page, 'rating').textContent(), summary.rating.toFixed(1));
    await eventually(() => metricNote(page, 'rating').textContent(), `${summary.reviewCount.toLocaleString('en-US')} reviews`);
  }
}

async function openDashboard(page: Page, query = ''): Promise<void> {
  await page.goto(`${server.url}/venue-dashboard${query}`);
  await page.getByRole('heading', { level: 1, name: 'Venue Dashboard' }).waitFor();
  await sectionTab(page, 'Bookings').waitFor();
}

/** Every dashboard tab, one screenshot each. */
async function shootDashboardTabs(page: Page, size: string): Promise<void> {
  await sectionTab(page, 'Bookings').click();
  await page.locator('[data-booking-id]').first().waitFor();
  await pageShot(page, `venue-dashboard-bookings-${size}`);
  const bookingsSections = page.getByRole('tablist', { name: 'Bookings sections' });
  await bookingsSections.getByRole('tab', { name: 'Guests' }).click();
  await page.locator('[data-guest-summary]').first().waitFor();
  await pageShot(page, `venue-dashboard-guests-${size}`);
  await bookingsSections.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('tablist', { name: 'Notification sections' }).waitFor();
  await bookingsSections.getByRole('tab', { name: 'Bookings' }).click();
  await sectionTab(page, 'Inquiries').click();
  await page.locator('[data-inquiry-id]').first().waitFor();
  await pageShot(page, `venue-dashboard-inquiries-${size}`);
  await sectionTab(page, 'Venue').click();
  await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
  await pageShot(page, `venue-dashboard-venue-${size}`);
  await sectionTab(page, 'Analytics').click();
  await page.getByRole('tablist', { name: 'Analytics sections' }).waitFor();
  await pageShot(page, `venue-dashboard-analytics-${size}`);
  await sectionTab(page, 'Bookings').click();
}

describe('the venue owner in the browser', () => {
  it(
    'asks a visitor to sign in and tells a couple that the area is for venue owners',
    async () => {
      const page = await openPage();
      await page.goto(`${server.url}/venue-dashboard`);
      await page.getByRole('heading', { name: 'Sign in to manage your venue' }).waitFor();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).resolves.toBe('/sign-in?next=/venue-dashboard');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await pageShot(page, 'venue-dashboard-signed-out-desktop');

      await page.goto(`${server.url}/list-venue`);
      await page.getByRole('heading', { name: 'Sign in to list your venue' }).waitFor();
      await expect(page.getByRole('heading', { name: 'Venue Details' }).count()).resolves.toBe(0);

      // A couple's account is signed in but owns nothing: a message, not the sign-in card.
      const couple = await openPage(VIEWPORTS.phone);
      const signUp = await couple.request.post(`${server.url}/api/auth/sign-up`, {
        data: {
          accountType: 'customer',
          firstName: 'June',
          lastName: 'Hartley',
          email: 'june.hartley@example.com',
          password: 'wildflower-77',
          confirmPassword: 'wildflower-77',
        },
        headers: { 'X-HCW-CSRF': '1' },
      });
      expect(signUp.status()).toBe(202);
      // Sign-up signs nobody in: the password does, as the sign-up page does next.
      const signIn = await couple.request.post(`${server.url}/api/auth/sign-in`, {
        data: { email: 'june.hartley@example.com', password: 'wildflower-77' },
        headers: { 'X-HCW-CSRF': '1' },
      });
      expect(signIn.status()).toBe(200);
      await couple.goto(`${server.url}/venue-dashboard`);
      await couple.getByRole('heading', { name: 'This area is for venue owners' }).waitFor();
      await expect(couple.getByRole('heading', { name: 'Sign in to manage your venue' }).count()).resolves.toBe(0);
      await pageShot(couple, 'venue-dashboard-not-an-owner-phone');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "shows the owner's figures, switches venues, confirms and cancels bookings and answers an inquiry",
    async () => {
      const page = await ownerPage();
      const venues = await api<OwnedVenue[]>(page, '/api/my/venues');
      expect(venues.length).toBe(3);
      const [first, second] = venues;
      const summary = await api<Summary>(page, `/api/venues/${first.id}/dashboard-summary`);
      const bookings = await api<Booking[]>(page, `/api/venues/${first.id}/bookings`);
      const pending = bookings.filter((b) => b.status === 'pending');
      expect(pending.length).toBeGreaterThanOrEqual(2);

      await openDashboard(page);
      await expect(page.getByRole('combobox', { name: 'Venue', exact: true }).inputValue()).resolves.toBe(first.id);
      await expect(page.locator('[data-listing-status]').first().textContent()).resolves.toBe('Published');
      await expectSummary(page, summary);
      await eventually(() => revenue(page).textContent(), usd(revenueOf(bookings)));
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      // The selector switches venues: the cards follow and the address remembers the choice.
      await page.getByRole('combobox', { name: 'Venue', exact: true }).selectOption(second.id);
      await page.waitForURL((url) => url.searchParams.get('venue') === second.id);
      await expectSummary(page, await api<Summary>(page, `/api/venues/${second.id}/dashboard-summary`));
      await page.getByRole('combobox', { name: 'Venue', exact: true }).selectOption(first.id);
      await expectSummary(page, summary);

      // Pending only, then confirm the first pending booking.
      const status = page.getByRole('combobox', { name: 'Status' });
      await status.selectOption({ label: 'Pending' });
      await eventually(() => page.locator('[data-booking-id]').count(), pending.length);
      await expect(page.locator('[data-booking-status]').allTextContents()).resolves.toEqual(pending.map(() => 'Pending'));
      const target = pending[0];
      await page.getByRole('button', { name: `Confirm ${target.customerName}'s booking` }).click();
      await toast(page, 'Booking Updated').waitFor();
      await eventually(() => page.locator('[data-booking-id]').count(), pending.length - 1);
      await eventually(() => revenue(page).textContent(), usd(revenueOf(bookings) + cents(target.totalAmount)));
      await status.selectOption({ label: 'All' });
      await eventually(() => bookingBadge(page, target.id).textContent(), 'Confirmed');
      await eventually(() => metric(page, 'bookings').textContent(), String(summary.bookings));

      // A filter shows only its own kind (a new venue's empty filters: owner-journey.test.ts).
      await status.selectOption({ label: 'Completed' });
      await page.locator('[data-booking-status]', { hasText: 'Completed' }).first().waitFor();
      expect(new Set(await page.locator('[data-booking-status]').allTextContents())).toEqual(new Set(['Completed']));
      await status.selectOption({ label: 'All' });

      // The details dialog, then cancelling the other pending booking from it (asked twice).
      const other = pending[1];
      await page.getByRole('button', { name: `Details of ${other.customerName}'s booking` }).click();
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await details.waitFor();
      await expect(details.getByText(other.customerName).first().isVisible()).resolves.toBe(true);
      await expect(details.getByText(usd(cents(other.totalAmount))).first().isVisible()).resolves.toBe(true);
      await viewportShot(page, 'venue-dashboard-booking-details-desktop');
      await details.getByRole('button', { name: `Cancel ${other.customerName}'s booking` }).click();
      const ask = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Keep Booking' }).click();
      await expect(bookingBadge(page, other.id).textContent()).resolves.toBe('Pending');
      await page.getByRole('button', { name: `Cancel ${other.customerName}'s booking` }).click();
      // The dialog closes once the server said yes, however slow the list is to read again.
      let listServed = false;
      await page.route(`**/api/venues/${first.id}/bookings`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS));
        listServed = true;
        await route.continue();
      });
      await ask.getByRole('button', { name: 'Cancel Booking' }).click();
      await toast(page, 'Booking Updated').waitFor();
      await eventually(() => ask.count(), 0, 3_000);
      expect(listServed).toBe(false);
      await page.unrouteAll({ behavior: 'wait' });
      await eventually(() => bookingBadge(page, other.id).textContent(), 'Cancelled');
      await expect(page.getByRole('button', { name: `Cancel ${other.customerName}'s booking` }).count()).resolves.toBe(0);
      await expect(revenue(page).textContent()).resolves.toBe(usd(revenueOf(bookings) + cents(target.totalAmount)));
      const stored = await api<Booking[]>(page, `/api/venues/${first.id}/bookings`);
      expect(stored.find((b) => b.id === target.id)?.status).toBe('confirmed');
      expect(stored.find((b) => b.id === other.id)?.status).toBe('cancelled');

      // Reply to the new inquiry: it then shows as replied and the New Inquiries card drops.
      const inquiries = await api<Inquiry[]>(page, `/api/venues/${first.id}/inquiries`);
      const fresh = inquiries.find((i) => i.status === 'pending');
      if (!fresh) throw new Error('the demo owner has a new inquiry');
      await sectionTab(page, 'Inquiries').click();
      const card = inquiryCard(page, fresh.id);
      await eventually(() => card.locator('[data-inquiry-status]').textContent(), 'New');
      await expect(page.locator('[data-inquiry-id]').first().getAttribute('data-inquiry-id')).resolves.toBe(fresh.id);
      await card.getByRole('button', { name: `Reply ${fresh.coupleName}` }).click();
      const reply = page.getByRole('dialog', { name: `Reply to ${fresh.coupleName}` });
      await reply.waitFor();
      await expect(reply.getByRole('button', { name: 'Send Reply' }).isDisabled()).resolves.toBe(true);
      await reply.getByLabel('Your reply').fill('The date is open, and a weekday visit works well. Would Tuesday at 3 pm suit you?');
      await viewportShot(page, 'venue-dashboard-reply-desktop');
      await reply.getByRole('button', { name: 'Send Reply' }).click();
      await toast(page, 'Reply Sent').waitFor();
      await eventually(() => reply.count(), 0);
      await eventually(() => card.locator('[data-inquiry-status]').textContent(), 'Replied');
      await eventually(() => metric(page, 'newInquiries').textContent(), String(summary.newInquiries - 1));

      // An answered inquiry can be marked handled; then it offers to reopen it instead.
      const answered = inquiries.find((i) => i.status === 'replied');
      if (!answered) throw new Error('the demo venue has answered inquiries');
      const answeredCard = inquiryCard(page, answered.id);
      await answeredCard.getByRole('button', { name: /^Mark handled/ }).click();
      await toast(page, 'Inquiry Handled').waitFor();
      await eventually(() => answeredCard.locator('[data-inquiry-status]').textContent(), 'Handled');
      await expect(answeredCard.getByRole('button', { name: /^Mark handled/ }).count()).resolves.toBe(0);
      await answeredCard.getByRole('button', { name: /^Reopen/ }).waitFor();

      // Venue tab: the public page is linked; Analytics is honest about being empty.
      await sectionTab(page, 'Venue').click();
      await expect(page.getByRole('link', { name: 'View public page' }).getAttribute('href')).resolves.toBe(`/venue/${first.id}`);
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      await shootDashboardTabs(page, 'desktop');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'fits a phone: bookings as cards, tabs two by two, every tab readable',
    async () => {
      for (const [size, viewport] of [
        ['phone', VIEWPORTS.phone],
        ['phone-360', SMALL_PHONE],
      ] as const) {
        const page = await ownerPage(viewport);
        await openDashboard(page);
        await page.locator('[data-booking-id]').first().waitFor();
        // No table on a phone: one card per booking.
        await expect(page.getByRole('table').count()).resolves.toBe(0);
        await expect(page.getByRole('list', { name: 'Bookings' }).isVisible()).resolves.toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shootDashboardTabs(page, size);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'lists a venue in six steps: missing fields first, server refusals at their field, then in review on the dashboard',
    async () => {
      const page = await ownerPage();
      await page.goto(`${server.url}/list-venue`);
      await page.getByRole('heading', { level: 1, name: 'List Your Venue' }).waitFor();
      await stepHeading(page, 'Venue Details').waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      // Step 1 offers Cancel (to the dashboard), never Previous or Submit.
      await expect(page.getByRole('link', { name: 'Cancel' }).getAttribute('href')).resolves.toBe('/venue-dashboard');
      await expect(page.getByRole('button', { name: 'Previous' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Submit Listing' }).count()).resolves.toBe(0);
      await expect(page.getByRole('combobox', { name: 'Venue Type' }).locator('option:not([value=""])').count()).resolves.toBe(23);

      // Next walks all six steps; passing an empty step neither ticks it nor counts it as done.
      const titles = ['Venue Details', 'Capacity & Pricing', 'Contact Information', 'Amenities & Services', 'Availability & Terms', 'Photos & Final Details'];
      for (const [index, title] of titles.entries()) {
        await stepHeading(page, title).waitFor();
        await page.getByText(`Step ${index + 1} of 6`).waitFor();
        await page.getByText('0% complete').waitFor();
        await expect(doneSteps(page)).resolves.toEqual([]);
        await pageShot(page, `list-venue-step-${index + 1}-desktop`);
        if (index > 0) await expect(page.getByRole('link', { name: 'Cancel' }).count()).resolves.toBe(0);
        if (index < 5) {
          await expect(page.getByRole('button', { name: 'Submit Listing' }).count()).resolves.toBe(0);
          await nextButton(page).click();
        }
      }
      await page.getByRole('button', { name: 'Previous' }).click();
      await stepHeading(page, 'Availability & Terms').waitFor();
      await nextButton(page).click();

      // Submit with nothing filled: the toast, and back to step 1 at the first missing field.
      await page.getByRole('button', { name: 'Submit Listing' }).click();
      await toast(page, 'Missing Information').waitFor();
      await toast(page, 'Please fill in all required fields marked with *').waitFor();
      await stepHeading(page, 'Venue Details').waitFor();
      await expect(field(page, 'Venue Name').getAttribute('aria-invalid')).resolves.toBe('true');
      await expectFocusOn(page, 'listing-name');
      await viewportShot(page, 'list-venue-missing-information-desktop');

      // Step 1.
      await field(page, 'Venue Name').fill('Pecan Hollow Ranch');
      await field(page, 'Description').fill('A limestone ranch house under pecan trees, with a creekside ceremony lawn.');
      await field(page, 'Full Address').fill('4100 Ranch Road 473, Comfort, TX 78013');
      await field(page, 'City').fill('Comfort');
      await field(page, 'State').fill('TX');
      await field(page, 'ZIP Code').fill('78013');
      await page.getByRole('combobox', { name: 'Venue Type' }).selectOption({ label: 'Ranch' });
      await nextButton(page).click();
      // Step 2: a number beyond what the API takes, and fewer guests at most than at least, are
      // refused with a word at the field; Next stays on the step until they are fixed.
      await stepHeading(page, 'Capacity & Pricing').waitFor();
      await expect(doneSteps(page)).resolves.toEqual(['Details']);
      await page.getByText('14% complete').waitFor();
      await numberField(page, 'Maximum Guests').fill('99999999');
      await nextButton(page).click();
      await page.getByText('Enter a number from 1 to 100,000.').waitFor();
      await expect(numberField(page, 'Maximum Guests').getAttribute('aria-invalid')).resolves.toBe('true');
      await numberField(page, 'Maximum Guests').fill('180');
      await numberField(page, 'Minimum Guests').fill('300');
      await nextButton(page).click();
      await page.getByText('The minimum cannot be more than the maximum of 180 guests.').waitFor();
      await stepHeading(page, 'Capacity & Pricing').waitFor();
      await expectFocusOn(page, 'listing-minGuests');
      await viewportShot(page, 'list-venue-minimum-above-maximum-desktop');
      await numberField(page, 'Minimum Guests').fill('30');
      await numberField(page, 'Indoor Capacity').fill('120');
      await numberField(page, 'Starting Price (USD)').fill('8500');
      await field(page, 'What the Price Includes').fill('Ten hours on the grounds, tables and chairs, cleanup.');
      await nextButton(page).click();
      // Step 3.
      await stepHeading(page, 'Contact Information').waitFor();
      await field(page, 'Contact Name').fill('Marco Ellison');
      await field(page, 'Contact Email').fill('events@pecanhollow.example');
      await field(page, 'Phone').fill('(830) 555-0188');
      await field(page, 'Website').fill('pecanhollow.example');
      await numberField(page, 'Years in Business').fill('7');
      await nextButton(page).click();
      // Step 4: checkboxes, a custom amenity (blank ignored, trimmed), a policy.
      await stepHeading(page, 'Amenities & Services').waitFor();
      await page.getByRole('checkbox', { name: 'Dance Floor', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Outdoor Space', exact: true }).check();
      await field(page, 'Another amenity').fill('   ');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Amenities you added' }).count()).resolves.toBe(0);
      await field(page, 'Another amenity').fill('  Creekside Fire Pit ');
      await field(page, 'Another amenity').press('Enter');
      await page.getByRole('button', { name: 'Remove Creekside Fire Pit' }).waitFor();
      await stepHeading(page, 'Amenities & Services').waitFor();
      await page.getByRole('checkbox', { name: 'In-house Catering' }).check();
      await page.getByRole('combobox', { name: 'Alcohol Policy' }).selectOption('beer-wine');
      await pageShot(page, 'list-venue-step-4-filled-desktop');
      await nextButton(page).click();
      // Step 5.
      await stepHeading(page, 'Availability & Terms').waitFor();
      for (const day of ['Friday', 'Saturday', 'Sunday']) await page.getByRole('checkbox', { name: day }).check();
      await page.getByRole('combobox', { name: 'Booking Lead Time' }).selectOption('3-months');
      await page.getByRole('combobox', { name: 'Minimum Rental' }).selectOption('full-day');
      await field(page, 'Cancellation Policy').fill('Full refund up to 180 days before the date.');
      await nextButton(page).click();
      // Step 6: an image (blank ignored), and a virtual tour address that is not one.
      await stepHeading(page, 'Photos & Final Details').waitFor();
      await field(page, 'Photo address (URL)').fill('  ');
      await page.getByRole('button', { name: 'Add Photo' }).click();
      await expect(page.getByRole('list', { name: 'Photos to add' }).count()).resolves.toBe(0);
      await field(page, 'Photo address (URL)').fill(' /media/scenes/barn-3.svg ');
      await page.getByRole('button', { name: 'Add Photo' }).click();
      await expect(page.getByRole('list', { name: 'Photos to add' }).getByRole('listitem').count()).resolves.toBe(1);
      // An address that does not load shows the placeholder couples would see, not a broken image.
      await field(page, 'Photo address (URL)').fill('/media/scenes/no-such-picture.svg');
      await page.getByRole('button', { name: 'Add Photo' }).click();
      const brokenPhoto = page.getByRole('list', { name: 'Photos to add' }).getByRole('img', { name: 'Photo 2' });
      await eventually(() => brokenPhoto.evaluate((element) => element.tagName), 'DIV');
      await brokenPhoto.scrollIntoViewIfNeeded();
      await viewportShot(page, 'list-venue-photo-fallback-desktop');
      await page.getByRole('button', { name: 'Remove photo 2' }).click();
      await field(page, 'Virtual Tour URL').fill('not a web address');
      await field(page, 'Parking').fill('Grass lot for 90 cars beside the barn.');
      await page.getByRole('button', { name: 'Submit Listing' }).click();
      await toast(page, 'Check Your Details').waitFor();
      await expect(field(page, 'Virtual Tour URL').getAttribute('aria-invalid')).resolves.toBe('true');
      await field(page, 'Virtual Tour URL').fill('https://tour.pecanhollow.example/ranch');
      // Every step answered: each one behind is ticked (this one is current), but 100 % waits for the submission.
      await expect(doneSteps(page)).resolves.toEqual(['Details', 'Capacity', 'Contact', 'Amenities', 'Terms']);
      await page.getByText('86% complete').waitFor();
      await pageShot(page, 'list-venue-step-6-filled-desktop');

      // The server names a field: the wizard shows it there, on its step.
      await page.route(`${server.url}/api/venues`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'city must be shorter than or equal to 100 characters', field: 'city' }) })
          : route.continue(),
      );
      await page.getByRole('button', { name: 'Submit Listing' }).click();
      await stepHeading(page, 'Venue Details').waitFor();
      await page.getByText('city must be shorter than or equal to 100 characters').first().waitFor();
      await expect(field(page, 'City').getAttribute('aria-invalid')).resolves.toBe('true');
      await page.unroute(`${server.url}/api/venues`);

      // Any other failure: the spec's destructive toast.
      await page.route(`${server.url}/api/venues`, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}' }) : route.continue(),
      );
      for (let i = 0; i < 5; i++) await nextButton(page).click();
      await stepHeading(page, 'Photos & Final Details').waitFor();
      await page.getByRole('button', { name: 'Submit Listing' }).click();
      await toast(page, 'Submission Failed').waitFor();
      await toast(page, 'Please try again or contact support if the issue persists.').waitFor();
      await page.unroute(`${server.url}/api/venues`);

      // The real submission: held back a moment so "Submitting..." can be seen.
      await page.route(`${server.url}/api/venues`, async (route) => {
        if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url() === `${server.url}/api/venues`);
      await page.getByRole('button', { name: 'Submit Listing' }).click();
      await page.getByRole('button', { name: 'Submitting...' }).waitFor();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        name: 'Pecan Hollow Ranch',
        location: '4100 Ranch Road 473, Comfort, TX 78013',
        city: 'Comfort',
        venueType: 'ranch',
        maxGuests: 180,
        indoorCapacity: 120,
        price: 8500,
        contactEmail: 'events@pecanhollow.example',
        amenities: ['Dance Floor', 'Outdoor Space', 'Creekside Fire Pit'],
        images: ['/media/scenes/barn-3.svg'],
        details: {
          state: 'TX',
          zipCode: '78013',
          minGuests: 30,
          contactName: 'Marco Ellison',
          contactPhone: '(830) 555-0188',
          website: 'https://pecanhollow.example/',
          yearsInBusiness: 7,
          cateringServices: ['In-house Catering'],
          alcoholPolicy: 'beer-wine',
          availableDays: ['friday', 'saturday', 'sunday'],
          bookingLeadTime: '3-months',
          minimumRental: 'full-day',
          virtualTourUrl: 'https://tour.pecanhollow.example/ranch',
          parkingDetails: 'Grass lot for 90 cars beside the barn.',
        },
      });
      const started = Date.now();
      await toast(page, 'Venue Listed Successfully!').waitFor();
      await page.getByText('100% complete').waitFor();
      await toast(page, "Your venue has been submitted for review. You'll receive a confirmation within 24 hours.").waitFor();
      await page.waitForURL((url) => url.pathname === '/venue-dashboard');
      expect(Date.now() - started).toBeGreaterThanOrEqual(MIN_REDIRECT_MS);

      // Back on the dashboard the new venue is chosen, in review.
      const venues = await api<OwnedVenue[]>(page, '/api/my/venues');
      const listed = venues.find((v) => v.name === 'Pecan Hollow Ranch');
      expect(listed?.status).toBe('review');
      await sectionTab(page, 'Bookings').waitFor();
      await eventually(() => page.getByRole('combobox', { name: 'Venue', exact: true }).inputValue(), listed!.id);
      await expect(page.locator('[data-listing-status]').first().textContent()).resolves.toBe('In review');
      await expect(page.getByRole('option', { name: 'Pecan Hollow Ranch (In review)' }).count()).resolves.toBe(1);
      await page.getByText('No bookings have been made yet.').waitFor();
      await sectionTab(page, 'Venue').click();
      await page.getByText('Waiting for approval — usually within 24 hours').waitFor();
      await pageShot(page, 'venue-dashboard-new-venue-in-review-desktop');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'walks the wizard on a phone, one step at a time',
    async () => {
      for (const [size, viewport] of [
        ['phone', VIEWPORTS.phone],
        ['phone-360', SMALL_PHONE],
      ] as const) {
        const page = await ownerPage(viewport);
        await page.goto(`${server.url}/list-venue`);
        await stepHeading(page, 'Venue Details').waitFor();
        for (let step = 1; step <= 6; step++) {
          await page.getByText(`Step ${step} of 6`).waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await pageShot(page, `list-venue-step-${step}-${size}`);
          if (step < 6) await nextButton(page).click();
        }
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      }
    },
    WALK_TIMEOUT_MS,
  );
});
