import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, screenshot, seriousAxeViolations, VIEWPORTS } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// The couple's mood board in Chromium against the real built server: pinning a colour and a few
// words, moving and resizing them with the keyboard and the mouse, saving, finding the board after
// a reload, sharing it with someone who has no account, and revoking the link; at 1280 and 360 px.

const WALK_TIMEOUT_MS = 240_000;
const SMALL_PHONE = { width: 360, height: 780 } as const;
const CSRF = { 'X-HCW-CSRF': '1' };
const PASSWORD = 'bluebonnet-2027';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let accounts = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  contexts.push(context);
  return context.newPage();
}

/** A new couple, signed in through the page's own request API so the cookie lives in the browser. */
async function signUpCouple(page: Page): Promise<void> {
  accounts += 1;
  const email = `moodboard.${accounts}.${Date.now()}@example.com`;
  const signUp = await page.request.post(`${server.url}/api/auth/sign-up`, {
    data: { accountType: 'customer', firstName: 'Elena', lastName: 'Ramírez', email, password: PASSWORD, confirmPassword: PASSWORD, details: { partnerName: 'Diego' } },
    headers: CSRF,
  });
  expect(signUp.status()).toBe(202);
  const signIn = await page.request.post(`${server.url}/api/auth/sign-in`, { data: { email, password: PASSWORD }, headers: CSRF });
  expect(signIn.status()).toBe(200);
}

async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: /close/i });
  for (let attempt = 0; attempt < 10 && (await closeButtons.count()) > 0; attempt += 1) {
    await closeButtons.first().click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await screenshot(page, `moodboard-${name}`);
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Radix copies each toast into a live region too, hence the scope. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const canvas = (page: Page) => page.getByRole('region', { name: 'Mood board canvas', exact: true });
const boardItems = (page: Page) => canvas(page).locator('[data-item-id]');
const addForm = (page: Page) => page.getByRole('form', { name: 'Add to Board' });
/** An item on the board, by the start of what it is called ("Colour #8fa68e, Sage"). */
const item = (page: Page, name: string) => canvas(page).getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&')}\\.`) });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The width of the picture an <img> shows, once it has loaded (0 if it failed). */
function loadedWidth(image: Locator): Promise<number> {
  return image.evaluate((img: HTMLImageElement) =>
    img.complete ? img.naturalWidth : new Promise<number>((resolve) => {
      img.addEventListener('load', () => resolve(img.naturalWidth));
      img.addEventListener('error', () => resolve(0));
    }),
  );
}

async function openMoodBoard(page: Page): Promise<void> {
  await page.goto(`${server.url}/planning?tab=moodboard`);
  await page.getByRole('tab', { name: 'Mood Board', exact: true, selected: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Mood Board' }).waitFor();
}

describe("a couple's mood board", () => {
  it(
    'pins a colour and words, moves and resizes them by keyboard and mouse, saves, reloads, shares with someone without an account and revokes',
    async () => {
      const page = await openPage(VIEWPORTS.desktop);
      await signUpCouple(page);
      await openMoodBoard(page);

      // Empty, and Add to Board waits for content.
      await canvas(page).getByText('Your board is empty…').waitFor();
      const add = addForm(page).getByRole('button', { name: 'Add to Board' });
      await expect(add.isDisabled()).resolves.toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'empty-1280');

      // A colour: 100x100, in the top-left corner.
      await addForm(page).getByRole('textbox', { name: 'Colour', exact: true }).fill('#8FA68E');
      await addForm(page).getByRole('textbox', { name: /^Title/ }).fill('Sage');
      await expect(add.isEnabled()).resolves.toBe(true);
      await add.click();
      const sage = item(page, 'Colour #8fa68e, Sage');
      await sage.waitFor();
      await expect(sage.getAttribute('aria-label')).resolves.toContain('At 16, 16; 100 by 100 pixels');

      // Words: 200x150, in the next free spot below the colour.
      await addForm(page).getByRole('combobox', { name: 'Type' }).selectOption('text');
      await expect(add.isDisabled()).resolves.toBe(true);
      await addForm(page).getByRole('textbox', { name: /^Words/ }).fill('Golden hour vows under the live oaks');
      await addForm(page).getByRole('textbox', { name: /^Title/ }).fill('Vows');
      await add.click();
      const vows = item(page, 'Text: Golden hour vows under the live oaks, Vows');
      await vows.waitFor();
      await expect(vows.getAttribute('aria-label')).resolves.toContain('At 16, 136; 200 by 150 pixels');

      // A picture from the couple's phone, uploaded: it goes on the board by its new address.
      await addForm(page).getByRole('combobox', { name: 'Type' }).selectOption('image');
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c08081' } }).jpeg().toBuffer();
      await addForm(page).locator('input[type="file"]').setInputFiles({ name: 'roses.jpg', mimeType: 'image/jpeg', buffer: photo });
      const pictureLink = addForm(page).getByRole('textbox', { name: 'Picture link', exact: true });
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>('input[type="url"]')].some((input) => input.value.startsWith('/api/moodboard-images/')));
      expect(await pictureLink.inputValue()).toMatch(/^\/api\/moodboard-images\/[\w-]{43}$/);
      await expect(addForm(page).getByRole('textbox', { name: /^Title/ }).inputValue()).resolves.toBe('roses');
      await add.click();
      const roses = item(page, 'Image picture, roses');
      await roses.waitFor();
      await expect(roses.getAttribute('aria-label')).resolves.toContain('At 16, 316; 200 by 150 pixels');
      await expect(loadedWidth(roses.locator('img'))).resolves.toBe(900);
      await expect(boardItems(page).count()).resolves.toBe(3);

      // Clicking selects (with a visible ring); the keyboard moves 10 px a press and Shift resizes.
      await sage.click();
      await expect(sage.getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(vows.getAttribute('aria-pressed')).resolves.toBe('false');
      await page.getByText(/Selected: Colour #8fa68e, Sage/).waitFor();
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
      await page.keyboard.press('Shift+ArrowRight');
      await expect(sage.getAttribute('aria-label')).resolves.toContain('At 46, 36; 110 by 100 pixels');
      // The keyboard's use is told in words on the page, and to screen readers with each item.
      await expect(page.locator('p', { hasText: 'Shift with the arrow keys resizes it' }).isVisible()).resolves.toBe(true);
      const describedBy = (await sage.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain('Shift with the arrow keys resizes it');

      // The mouse drags the words 100 px right and 50 down, and the corner handle makes them larger.
      // Centred first: near the window's edge dnd-kit scrolls the page along with the drag.
      await vows.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'center' }));
      const start = await boxOf(vows);
      await page.mouse.move(start.x + 40, start.y + 40);
      await page.mouse.down();
      await page.mouse.move(start.x + 90, start.y + 65, { steps: 5 });
      await page.mouse.move(start.x + 140, start.y + 90, { steps: 5 });
      await page.mouse.up();
      await expect(vows.getAttribute('aria-label')).resolves.toContain('At 116, 186; 200 by 150 pixels');
      await vows.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'center' }));
      const handle = vows.locator('[data-resize-handle]');
      const corner = await boxOf(handle);
      await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
      await page.mouse.down();
      await page.mouse.move(corner.x + corner.width / 2 + 20, corner.y + corner.height / 2 + 20, { steps: 4 });
      await page.mouse.move(corner.x + corner.width / 2 + 40, corner.y + corner.height / 2 + 30, { steps: 4 });
      await page.mouse.up();
      await expect(vows.getAttribute('aria-label')).resolves.toContain('At 116, 186; 240 by 180 pixels');
      await page.getByText('Unsaved changes').waitFor();
      await shot(page, 'arranged-1280');

      // Save, reload: the board is as it was left. dnd-kit swallows every click for 50 ms after a drag
      // ends (the click a drop would make); a hand takes longer than that to reach Save.
      await page.waitForTimeout(100);
      await page.getByRole('group', { name: 'Mood board actions' }).getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Mood Board Saved').waitFor();
      await page.getByText('All changes saved').waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Mood Board' }).waitFor();
      await expect(item(page, 'Colour #8fa68e, Sage').getAttribute('aria-label')).resolves.toContain('At 46, 36; 110 by 100 pixels');
      await expect(item(page, 'Text: Golden hour vows under the live oaks, Vows').getAttribute('aria-label')).resolves.toContain('At 116, 186; 240 by 180 pixels');
      const saved = await (await page.request.get(`${server.url}/api/my/moodboard`)).json();
      expect(saved.items.map((i: { type: string; position: unknown; size: unknown }) => [i.type, i.position, i.size])).toEqual([
        ['color', { x: 46, y: 36 }, { width: 110, height: 100 }],
        ['text', { x: 116, y: 186 }, { width: 240, height: 180 }],
        ['image', { x: 16, y: 316 }, { width: 200, height: 150 }],
      ]);

      // Delete removes the selected item and clears the selection; the reload brings it back, unsaved.
      await item(page, 'Colour #8fa68e, Sage').focus();
      await page.keyboard.press('Delete');
      await expect(boardItems(page).count()).resolves.toBe(2);
      await page.getByText('Click an item to select it.').waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Mood Board' }).waitFor();
      await expect(boardItems(page).count()).resolves.toBe(3);

      // Share: the full link goes to the clipboard and shows, with a way to revoke it.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.getByRole('group', { name: 'Mood board actions' }).getByRole('button', { name: 'Share' }).click();
      await toast(page, 'Share Link Copied').waitFor();
      const link = await page.getByRole('textbox', { name: 'Read-only link' }).inputValue();
      expect(link).toMatch(new RegExp(`^${server.url}/moodboard/[\\w-]{43}$`));
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
      await shot(page, 'shared-link-1280');

      // Someone without an account opens it: the board, read-only, with the couple's name.
      const visitor = await openPage(VIEWPORTS.desktop);
      await visitor.goto(link);
      await visitor.getByRole('heading', { level: 1, name: 'Elena Ramírez & Diego: Mood Board' }).waitFor();
      const sharedItems = visitor.getByRole('list', { name: 'Board items' }).getByRole('listitem');
      await expect(sharedItems.count()).resolves.toBe(3);
      await visitor.getByText('Golden hour vows under the live oaks').waitFor();
      await expect(loadedWidth(visitor.getByRole('img', { name: 'roses' }))).resolves.toBe(900);
      await expect(visitor.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0);
      expect(await seriousAxeViolations(visitor)).toEqual([]);
      await shot(visitor, 'shared-page-1280');

      // Revoked, the link shows not found.
      await page.getByRole('button', { name: 'Revoke link' }).click();
      await toast(page, 'Sharing Stopped').waitFor();
      await visitor.reload();
      await visitor.getByRole('heading', { level: 1, name: 'Mood Board Not Found' }).waitFor();
      await shot(visitor, 'revoked-1280');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'works on a 360 px phone: the board scrolls sideways inside its frame, the page does not',
    async () => {
      const page = await openPage(SMALL_PHONE);
      await signUpCouple(page);
      await openMoodBoard(page);
      await canvas(page).getByText('Your board is empty…').waitFor();
      await addForm(page).getByRole('textbox', { name: 'Colour', exact: true }).fill('#e2725b');
      await addForm(page).getByRole('button', { name: 'Add to Board' }).click();
      await page.getByRole('region', { name: 'Palette Suggestions' }).getByRole('button', { name: 'Add Rust (#b7410e) to the board' }).click();
      await expect(boardItems(page).count()).resolves.toBe(2);
      const rust = item(page, 'Colour #b7410e, Rust');
      await rust.focus();
      await page.keyboard.press('ArrowDown');
      await expect(rust.getAttribute('aria-label')).resolves.toContain('At 16, 146;');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const frame = await canvas(page).evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth, height: node.clientHeight }));
      expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
      expect(frame.height).toBe(600);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'phone-360');

      await page.getByRole('group', { name: 'Mood board actions' }).getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Mood Board Saved').waitFor();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.getByRole('group', { name: 'Mood board actions' }).getByRole('button', { name: 'Share' }).click();
      await toast(page, 'Share Link Copied').waitFor();
      const link = await page.getByRole('textbox', { name: 'Read-only link' }).inputValue();
      const visitor = await openPage(SMALL_PHONE);
      await visitor.goto(link);
      await visitor.getByRole('heading', { level: 1, name: /Mood Board$/ }).waitFor();
      expect(await overflow(visitor)).toBeLessThanOrEqual(0);
      await shot(visitor, 'shared-page-360');
    },
    WALK_TIMEOUT_MS,
  );
});
