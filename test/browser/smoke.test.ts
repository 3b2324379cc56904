import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

let server: RunningServer;
let browser: Browser;

/** The lazily loaded lower half of the home page, How It Works among it (Vite names the chunk). */
const HOME_LOWER_HALF_CHUNK = '**/assets/home-below-the-fold-*.js';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the home page, the search and a featured venue's page, each until its content shows. */
async function openHomeSearchAndVenue(page: Page) {
  const [venue] = (await (await fetch(`${server.url}/api/venues/featured`)).json()) as { id: string; name: string }[];
  await page.goto(server.url);
  await page.getByText(venue.name).first().waitFor();
  await page.goto(`${server.url}/search`);
  await page.getByRole('heading', { name: /\d+ venues/ }).waitFor();
  await page.goto(`${server.url}/venues/${venue.id}`);
  await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
}

describe('a visitor on the ordinary pages', () => {
  it('downloads only the fonts cut to the interface\'s characters, and a face\'s full latin file once a page shows a rarer character', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''));
    });
    await openHomeSearchAndVenue(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(1);
    expect(fonts.filter((font) => !font.endsWith('-core'))).toEqual([]);

    const fullLatin = page.waitForRequest((request) => /\/inter-latin-400-normal-[\w-]{8}\.woff2$/.test(request.url()));
    await page.evaluate(() => {
      const price = document.createElement('p');
      price.textContent = 'Price on request: €12,000';
      document.querySelector('main')?.append(price);
    });
    await fullLatin;
    await page.close();
  });

  it('sees no error in the browser console on the home, search, venue, sign-in and 404 pages', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await openHomeSearchAndVenue(page);
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: /404 Page Not Found/ }).waitFor();
    // "Who is signed in" answers a visitor with 200 and null: no failed request to log.
    const me = await fetch(`${server.url}/api/auth/me`);
    expect(me.status).toBe(200);
    await expect(me.json()).resolves.toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the first search page\'s cards a few at a time, the list busy until whole, and a later search at once', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    // Each change to the list: how many cards it holds and whether it says it is busy.
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { listStates: string[] }).listStates = states;
      new MutationObserver(() => {
        const list = document.querySelector('main ul:has(> li > article)');
        if (!list) return;
        const state = `${list.querySelectorAll(':scope > li').length}:${list.getAttribute('aria-busy')}`;
        if (states[states.length - 1] !== state) states.push(state);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
    await page.goto(`${server.url}/search`);
    await page.locator('main ul[aria-busy="false"]').waitFor();
    const states = () => page.evaluate(() => (window as unknown as { listStates: string[] }).listStates.splice(0));
    expect(await states()).toEqual(['3:true', '6:true', '9:true', '12:false']);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.locator('main ul[aria-busy="false"] article').first().waitFor();
    await page.getByText('Showing 12 of', { exact: false }).waitFor();
    expect(await states()).toEqual(['12:false']);
    await page.close();
  });

  it('names each page in the tab title, also after moving within the app and back', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const [venue] = (await (await fetch(`${server.url}/api/venues/featured`)).json()) as { id: string; name: string }[];
    await page.goto(`${server.url}/venues/${venue.id}`);
    await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
    await expect(page.title()).resolves.toBe(`${venue.name} | Hill Country Weddings`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search Venues' }).click();
    await page.getByRole('heading', { name: /\d+ venues/ }).waitFor();
    await expect(page.title()).resolves.toBe('Search Venues | Hill Country Weddings');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
    await expect(page.title()).resolves.toBe(`${venue.name} | Hill Country Weddings`);
    await page.close();
  });

  it.each(Object.entries(VIEWPORTS))('lands on How It Works from another page on a %s', async (name, viewport) => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}/search`);
    await page.getByRole('heading', { name: /\d+ venues/ }).waitFor();
    // The home page's lower half comes slowly, as on a slow phone (CI once gave up on a section 3 s
    // late), and the featured venues later still: they arrive well after the scroll has begun.
    await page.route(HOME_LOWER_HALF_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    await page.route('**/api/venues/featured', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      await route.continue();
    });
    if (name === 'phone') {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'How It Works' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    }
    await page.waitForURL(`${server.url}/`);
    // The featured venues load after the scroll began and push the section down; it must end at the
    // top of the page, just under the sticky bar (the page's scroll padding).
    const featured = (await (await fetch(`${server.url}/api/venues/featured`)).json()) as { name: string }[];
    await page.getByText(featured[0].name).first().waitFor();
    // Runs in the page (Playwright sends it as source), so it names nothing from this file.
    const sectionUnderTheBar = () => {
      const top = document.getElementById('how-it-works')?.getBoundingClientRect().top ?? Infinity;
      return Math.abs(top - Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)) < 2;
    };
    await page.waitForFunction(sectionUnderTheBar);
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(sectionUnderTheBar)).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'From first search to “I do”' }).isVisible()).resolves.toBe(true);
    await screenshot(page, `how-it-works-from-search-${name}`, { fullPage: false, settle: false });
    await page.unrouteAll({ behavior: 'wait' });
    await page.close();
  });

  it('stays where the visitor scrolled while How It Works was still loading', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.url}/search`);
    await page.getByRole('heading', { name: /\d+ venues/ }).waitFor();
    const asked = page.waitForRequest(HOME_LOWER_HALF_CHUNK);
    await page.route(HOME_LOWER_HALF_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await asked;
    await page.keyboard.press('ArrowDown');
    await page.locator('#how-it-works').waitFor();
    await page.waitForTimeout(1_000);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeLessThan(200);
    await page.unrouteAll({ behavior: 'wait' });
    await page.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('the web shell on a %s', (name, viewport) => {
  it('shows the featured venues from the API on the home page', async () => {
    const page = await browser.newPage({ viewport });
    const featured = (await (await fetch(`${server.url}/api/venues/featured`)).json()) as { name: string }[];
    await page.goto(server.url);
    await page.getByText(featured[0].name).first().waitFor();
    for (const venue of featured.slice(0, 3)) await expect(page.getByText(venue.name).first().isVisible()).resolves.toBe(true);
    await screenshot(page, `home-${name}`, { settle: false });
    await page.close();
  });

  it('follows the Search Venues link of the navigation', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto(server.url);
    if (name === 'phone') {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Search Venues' }).click();
    } else {
      await page.getByRole('navigation').getByRole('link', { name: 'Search Venues' }).first().click();
    }
    await page.waitForURL(/\/search$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, `search-${name}`, { settle: false });
    await page.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: /404 Page Not Found/ }).waitFor();
    await screenshot(page, `not-found-${name}`, { settle: false });
    await page.close();
  });
});
