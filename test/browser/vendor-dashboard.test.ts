import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectFocusOn, launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';

// /vendor-dashboard in Chromium against the real built server: a vendor builds its profile,
// keeps it hidden, confirms its email from the mailed link, publishes the profile, and a couple
// then finds it on a Fredericksburg venue page.

const WALK_TIMEOUT_MS = 120_000;
/** Holds the save request back long enough to see the pending button. */
const SAVE_DELAY_MS = 400;

type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

interface ApiVendor {
  name: string;
  category: string;
}
interface ApiProfile extends ApiVendor {
  published: boolean;
  serviceArea: string[];
  specialties: string[];
  startingPrice: string;
  portfolio: string[];
}
interface ApiVenue {
  id: string;
  name: string;
  city: string;
}

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const mail = new SmtpTestServer();

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

/** A fresh browser profile (its own cookie jar) at this size. */
async function openPage(viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

let accounts = 0;

/**
 * Creates an account through the page's own request API and signs it in, as the sign-up page does
 * (sign-up itself signs nobody in), so the session cookie lives in the browser. Returns the email.
 */
async function signUp(page: Page, accountType: 'vendor' | 'customer', details: Record<string, unknown>): Promise<string> {
  accounts += 1;
  const email = `rosa.vega.${accounts}@luckenbach-light.example`;
  const password = 'bluebonnet-2027';
  const headers = { 'X-HCW-CSRF': '1' };
  const response = await page.request.post(`${server.url}/api/auth/sign-up`, {
    data: { accountType, firstName: 'Rosa', lastName: 'Vega', email, password, confirmPassword: password, details },
    headers,
  });
  expect(response.status()).toBe(202);
  const signIn = await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email, password }, headers });
  expect(signIn.status()).toBe(200);
  return email;
}

async function readJson<T>(page: Page, pathname: string): Promise<T> {
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

/** Chips are native checkboxes: Tab reaches them and Space toggles, as a keyboard user would. */
async function pressSpaceOn(page: Page, name: string, role: 'checkbox' | 'switch' = 'checkbox'): Promise<void> {
  await page.getByRole(role, { name, exact: true }).focus();
  await page.keyboard.press('Space');
}

const preview = (page: Page) => page.getByRole('complementary', { name: 'Live preview' });
/** The toast viewport (Radix also copies each toast into a live region for screen readers). */
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${server.url}/vendor-dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' }).waitFor();
}

async function photographersIn(page: Page, town: string): Promise<string[]> {
  const vendors = await readJson<ApiVendor[]>(page, `/api/vendors?category=photographer&location=${encodeURIComponent(town)}`);
  return vendors.map((vendor) => vendor.name);
}

describe('the vendor dashboard', () => {
  it.each(Object.entries(VIEWPORTS))('offers a visitor sign-in and a vendor account on a %s', async (size, viewport) => {
    const page = await openPage(viewport);
    await openDashboard(page);
    await page.getByRole('heading', { level: 2, name: 'Sign in to manage your vendor profile' }).waitFor();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).resolves.toBe(
      '/sign-in?next=/vendor-dashboard',
    );
    await expect(page.getByRole('link', { name: 'Create a vendor account' }).getAttribute('href')).resolves.toBe('/sign-up');
    await expect(page.getByRole('form').count()).resolves.toBe(0);
    await pageShot(page, `vendor-dashboard-signed-out-${size}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('tells a couple that the area is for vendors', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    await signUp(page, 'customer', {});
    await openDashboard(page);
    await page.getByRole('heading', { level: 2, name: 'This area is for wedding vendors' }).waitFor();
    await expect(page.getByRole('form').count()).resolves.toBe(0);
  });

  it(
    'lets a vendor build a profile, keep it hidden, then publish it to the venues of its towns',
    async () => {
      const page = await openPage(VIEWPORTS.desktop);
      const businessName = 'Luckenbach Light Photography';
      const email = await signUp(page, 'vendor', { businessName });

      // A first visit: a welcome, and the form started from the sign-up details.
      await openDashboard(page);
      await page.getByRole('heading', { level: 2, name: /^Welcome, Rosa!/ }).waitFor();
      await expect(page.getByLabel('Business name').inputValue()).resolves.toBe(businessName);
      await expect(preview(page).getByRole('heading', { level: 3, name: businessName }).isVisible()).resolves.toBe(true);

      // Business details; the preview follows as the vendor types.
      await page.getByLabel('Category').selectOption('photographer');
      await page.getByLabel('Starting price (US dollars)').fill('3200');
      await page
        .getByLabel('About your work')
        .fill('Documentary coverage of Hill Country weddings, with portraits in the last hour of light.');
      await preview(page).getByText('Photographer', { exact: true }).waitFor();
      await preview(page).getByText('$3,200').waitFor();

      // Specialties: two offered, one of our own (trimmed; a blank one is not added), one more.
      await pressSpaceOn(page, 'Rustic Style');
      await pressSpaceOn(page, 'Outdoor Weddings');
      const ownSpecialty = page.getByLabel('Add your own specialty');
      await ownSpecialty.fill('   ');
      await expect(page.getByRole('button', { name: 'Add', exact: true }).first().isDisabled()).resolves.toBe(true);
      await ownSpecialty.fill('  Golden-hour   portraits ');
      await ownSpecialty.press('Enter');
      await expect(page.getByRole('checkbox', { name: 'Golden-hour portraits' }).isChecked()).resolves.toBe(true);
      await expect(ownSpecialty.inputValue()).resolves.toBe('');
      await pressSpaceOn(page, 'Elopements');
      const cardSpecialties = preview(page).getByRole('list', { name: 'Specialties' }).getByRole('listitem');
      await expect(cardSpecialties.allTextContents()).resolves.toEqual([
        'Rustic Style',
        'Outdoor Weddings',
        'Golden-hour portraits',
        '+1 more',
      ]);

      // Service area: an offered town and one of our own.
      await pressSpaceOn(page, 'Fredericksburg');
      await page.getByLabel('Add another town').fill(' Luckenbach ');
      await page.getByLabel('Add another town').press('Enter');
      await expect(page.getByRole('checkbox', { name: 'Luckenbach' }).isChecked()).resolves.toBe(true);

      // Portfolio: a refused address shows at the field; good ones are trimmed; the second becomes the cover.
      const imageAddress = page.getByLabel('Image address');
      await imageAddress.fill('photos/cake.jpg');
      await imageAddress.press('Enter');
      await page.getByText('Enter an image address that starts with https:// or /media/.').waitFor();
      await expect(imageAddress.getAttribute('aria-invalid')).resolves.toBe('true');
      await imageAddress.fill(' /media/scenes/camera-1.svg ');
      await imageAddress.press('Enter');
      await imageAddress.fill('/media/scenes/bouquet-4.svg');
      await imageAddress.press('Enter');
      await page.getByRole('button', { name: 'Make cover: image 2' }).click();
      await expect(preview(page).getByRole('img', { name: `Work by ${businessName}` }).getAttribute('src')).resolves.toBe(
        '/media/scenes/bouquet-4.svg',
      );

      // Save while hidden: "Saving..." while pending, then the toast; not listed for couples.
      await expect(page.getByRole('switch', { name: 'Show my profile to couples' }).getAttribute('aria-checked')).resolves.toBe('false');
      await page.route('**/api/my/vendor-profile', async (route) => {
        if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByRole('button', { name: 'Saving...' }).waitFor();
      await notifications(page).getByText('Profile Saved', { exact: true }).waitFor();
      await notifications(page).getByText(/^Your profile is saved and hidden from couples\./).waitFor();
      await page.unroute('**/api/my/vendor-profile');
      const hidden = await readJson<ApiProfile>(page, '/api/my/vendor-profile');
      expect(hidden).toMatchObject({
        name: businessName,
        category: 'photographer',
        published: false,
        startingPrice: '3200.00',
        specialties: ['Rustic Style', 'Outdoor Weddings', 'Golden-hour portraits', 'Elopements'],
        serviceArea: ['Fredericksburg', 'Luckenbach'],
        portfolio: ['/media/scenes/bouquet-4.svg', '/media/scenes/camera-1.svg'],
      });
      await expect(photographersIn(page, 'Fredericksburg')).resolves.not.toContain(businessName);
      await page.getByText('All changes saved.').waitFor();
      await pageShot(page, 'vendor-dashboard-saved-hidden-desktop');

      // Publishing waits for a confirmed email: the refusal says so and offers a new link.
      await pressSpaceOn(page, 'Show my profile to couples', 'switch');
      await expect(page.getByRole('switch', { name: 'Show my profile to couples' }).getAttribute('aria-checked')).resolves.toBe('true');
      await page.getByText('Your card goes live when you save.').waitFor();
      await page.getByRole('button', { name: 'Save Profile' }).click();
      const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: 'Confirm your email to show your profile to couples.' });
      await refusal.waitFor();
      await expect(refusal.getByRole('button', { name: 'Send a new link' }).isVisible()).resolves.toBe(true);
      await expect(photographersIn(page, 'Fredericksburg')).resolves.not.toContain(businessName);
      await refusal.scrollIntoViewIfNeeded();
      await viewportShot(page, 'vendor-dashboard-publish-needs-email-desktop');

      // The vendor opens the mailed link in another tab, then saves again: now listed in both towns.
      const inbox = await page.context().newPage();
      await inbox.goto(`${server.url}/verify-email?token=${encodeURIComponent(await mail.waitForToken(email, '/verify-email'))}`);
      await inbox.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
      await expect(inbox.getByRole('main').getByRole('link', { name: 'Continue' }).getAttribute('href')).resolves.toBe('/vendor-dashboard');
      await inbox.close();
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await notifications(page)
        .getByText('Couples now see your card on venue pages in Fredericksburg and Luckenbach.', { exact: true })
        .waitFor();
      await expect(photographersIn(page, 'Fredericksburg')).resolves.toContain(businessName);
      await expect(photographersIn(page, 'Luckenbach')).resolves.toContain(businessName);
      await viewportShot(page, 'vendor-dashboard-published-toast-desktop');

      // A later visit: the saved profile, no welcome.
      await openDashboard(page);
      await page.getByText('Live for couples').waitFor();
      await expect(page.getByRole('heading', { name: /^Welcome/ }).count()).resolves.toBe(0);
      await expect(page.getByLabel('Starting price (US dollars)').inputValue()).resolves.toBe('3200');
      await pageShot(page, 'vendor-dashboard-published-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A couple on a Fredericksburg venue page finds the vendor under Photographer.
      const search = await page.request.post(`${server.url}/api/venues/search`, {
        data: { location: 'Fredericksburg' },
        headers: { 'X-HCW-CSRF': '1' },
      });
      expect(search.ok()).toBe(true);
      const [venue] = (await search.json()) as ApiVenue[];
      expect(venue.city).toBe('Fredericksburg');
      await page.goto(`${server.url}/venues/${venue.id}`);
      await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
      await page.getByRole('tab', { name: 'Vendors' }).click();
      const vendors = page.getByRole('tabpanel', { name: 'Vendors' });
      await vendors.getByRole('button', { name: 'Photographer' }).click();
      const card = vendors.getByRole('article').filter({ has: page.getByRole('heading', { name: businessName }) });
      await card.waitFor();
      await expect(card.getAttribute('data-category')).resolves.toBe('photographer');
      await card.scrollIntoViewIfNeeded();
      await viewportShot(page, 'vendor-dashboard-card-on-venue-page-desktop');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'keeps the preview below the form on a phone and shows a missing town at its field',
    async () => {
      const page = await openPage(VIEWPORTS.phone);
      await signUp(page, 'vendor', { businessName: 'Sugar & Cedar Cakes', vendorType: 'baker' });
      await openDashboard(page);
      await page.getByRole('heading', { level: 2, name: 'Your vendor profile' }).waitFor();
      await expect(page.getByLabel('Category').inputValue()).resolves.toBe('baker');

      // Measured once the layout holds: a font or a section arriving late can still move the form's foot.
      const previewBelowForm = async () => {
        const formBox = await page.getByRole('form', { name: 'Your vendor profile' }).boundingBox();
        const previewBox = await preview(page).boundingBox();
        return Boolean(formBox && previewBox && previewBox.y >= formBox.y + formBox.height);
      };
      for (let tries = 0; tries < 50 && !(await previewBelowForm()); tries += 1) await page.waitForTimeout(100);
      expect(await previewBelowForm()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // No town and no price: nothing is sent, the errors sit at their fields, focus goes to the first.
      let puts = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith('/api/my/vendor-profile')) puts += 1;
      });
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Choose at least one town you work in.').waitFor();
      const price = page.getByLabel('Starting price (US dollars)');
      await expect(price.getAttribute('aria-invalid')).resolves.toBe('true');
      await expectFocusOn(page, 'vendor-profile-price');
      expect(puts).toBe(0);
      await pageShot(page, 'vendor-dashboard-errors-phone');

      // Fixed, saved: the first save creates the profile.
      await price.fill('650');
      await pressSpaceOn(page, 'Wimberley');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await notifications(page).getByText('Profile Saved', { exact: true }).waitFor();
      await page.getByText('Saved, hidden from couples').waitFor();
      expect(puts).toBe(1);
      await pageShot(page, 'vendor-dashboard-saved-phone');
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
