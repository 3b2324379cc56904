import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(Object.entries(VIEWPORTS))('the web shell on a %s', (name, viewport) => {
  it('shows the featured venues from the API on the home page', async () => {
    const page = await browser.newPage({ viewport });
    const featured = (await (await fetch(`${server.url}/api/venues/featured`)).json()) as { name: string }[];
    await page.goto(server.url);
    await page.getByText(featured[0].name).first().waitFor();
    for (const venue of featured.slice(0, 3)) await expect(page.getByText(venue.name).first().isVisible()).resolves.toBe(true);
    await screenshot(page, `home-${name}`);
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
    await screenshot(page, `search-${name}`);
    await page.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: /404 Page Not Found/ }).waitFor();
    await screenshot(page, `not-found-${name}`);
    await page.close();
  });
});
