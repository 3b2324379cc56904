import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Debian's Chromium; CHROMIUM_PATH chooses another build. Its headless shell (package
 * chromium-headless-shell, the same engine without the browser's own user interface) ran the files
 * in 350 s instead of 458, but its quicker pages showed races in the tests' timing that full
 * Chromium never had (README, Tests), so CI stays on Chromium.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Waits for the focus to reach the element with this id: forms move it in an effect, a frame after
 * the render that shows the error, so reading it at once races the page.
 */
export async function expectFocusOn(page: Page, id: string): Promise<void> {
  try {
    await page.waitForFunction((wanted) => document.activeElement?.id === wanted, id, { timeout: 5_000 });
  } catch {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    throw new Error(`expected the focus on #${id}, but it is on ${focused}`);
  }
}

/** Chromium, headless, with nothing that reaches for the network (Playwright gives it a fresh profile). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Screenshots are for people to look at, so CI, where nobody does, skips them and the pause
 * before each (a full-page PNG costs 0.5-1 s of a 2-core machine; the browser step went from 26.5
 * to 24.8 minutes there). SCREENSHOTS=1 takes them in CI too; SCREENSHOTS=0 skips them anywhere.
 */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS ? process.env.SCREENSHOTS !== '0' : !process.env.CI;

/** Lets opening animations and colour transitions finish before a screenshot. */
const SETTLE_MS = 400;

export interface ShotOptions {
  /** The whole page (the default), or only what the viewport shows. */
  fullPage?: boolean;
  /** Pause first for animations and transitions to end (the default). */
  settle?: boolean;
}

/** A PNG of the page under test-results/screenshots, when screenshots are wanted. */
export async function screenshot(page: Page, name: string, { fullPage = true, settle = true }: ShotOptions = {}): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  if (settle) await page.waitForTimeout(SETTLE_MS);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** A PNG of one part of the page (a dialog, a card, a section), when screenshots are wanted. */
export async function screenshotOf(part: Locator, name: string, { settle = true }: Pick<ShotOptions, 'settle'> = {}): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  if (settle) await part.page().waitForTimeout(SETTLE_MS);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await part.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * axe-core's serious and critical findings on the page as it is now. Running animations are
 * waited out first: a colour caught halfway through a fade is not the page's colour. A fade can
 * also begin while axe reads the page (a toast closing when its five seconds end; CI once failed a
 * contrast check just after a toast, on a page that passes), so a finding counts only if it is
 * still there when the page has settled and is read again.
 * Legacy mode checks every frame from the page itself; the default opens a blank page per check
 * to merge the frames' results, which doubled the check's time (3.4 s against 1.6 s on the
 * search page here) for an app that has no frames.
 */
export async function seriousAxeViolations(page: Page) {
  const first = await seriousViolationsOnceSettled(page);
  return first.length ? seriousViolationsOnceSettled(page) : first;
}

async function seriousViolationsOnceSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
