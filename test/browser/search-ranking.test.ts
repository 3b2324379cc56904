import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { RECOMMENDED_ORDER_EXPLANATION } from '../../domain/venues/venue-ranking.js';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The search page says what its "recommended" order weighs, in the domain's own sentence, under
// the sort select; another order needs no explanation.

const SMALL_PHONE = { width: 360, height: 780 } as const;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

describe('the search ranking', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone-360', SMALL_PHONE],
  ] as const)('explains the recommended order under the sort select (%s)', async (size, viewport) => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/search`);
    const sort = page.locator('#search-sort');
    await sort.waitFor();
    const note = page.getByText(RECOMMENDED_ORDER_EXPLANATION, { exact: true });
    await note.waitFor();
    // The select names the sentence as its description, so a screen reader hears it too.
    expect(await sort.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `search-ranking-${size}`, { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await sort.selectOption('price-asc');
    await note.waitFor({ state: 'detached' });
  }, 60_000);
});
