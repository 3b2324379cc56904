// Page scrolling used by the navigation: smooth unless the visitor asked for less motion.

/** How long "How It Works" waits after navigating home before it scrolls (spec: ~100 ms). */
export const SECTION_SCROLL_DELAY_MS = 100;
/**
 * The home page and its lower half are lazy chunks: the section is looked for until it is drawn, for
 * as long as a slow connection may take to bring them (a fixed 3 s left a slow phone, and a busy CI
 * machine, at the top of the page for good), unless the visitor does something first.
 */
const SECTION_WAIT_LIMIT_MS = 20_000;
/** What the visitor does that ends the page's own scrolling: they have taken over. */
const VISITOR_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Calls `stop` the first time the visitor scrolls, taps or presses a key; returns what stops listening. */
function untilVisitorActs(stop: () => void): () => void {
  const stopListening = () => VISITOR_EVENTS.forEach((name) => window.removeEventListener(name, stop, true));
  VISITOR_EVENTS.forEach((name) => window.addEventListener(name, stop, { capture: true, passive: true }));
  return stopListening;
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'auto' });
}

export function scrollToBottom(): void {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: scrollBehavior() });
}

/** Scrolls to the element with this id; returns false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}

/** The page counts as settled once nothing is loading and its height has not changed for this long. */
const SETTLED_AFTER_MS = 600;
/** However slow the page, the section stops being held after this long. */
const SECTION_HOLD_LIMIT_MS = 15_000;

/**
 * After a delay, scrolls to a section that may still be loading. What loads above it later (the
 * featured venues replacing their placeholders) would push it down and leave the visitor short of
 * it, so every change of the page's height scrolls to it again until the page has settled (no
 * region marked aria-busy, no change of height for a moment) or the visitor scrolls, taps or
 * presses a key themselves.
 */
export function scrollToSectionSoon(id: string, delayMs = SECTION_SCROLL_DELAY_MS): void {
  const giveUpAt = Date.now() + delayMs + SECTION_WAIT_LIMIT_MS;
  let timer = 0;
  const stopWaiting = () => {
    window.clearTimeout(timer);
    stopListening();
  };
  const stopListening = untilVisitorActs(stopWaiting);
  const attempt = () => {
    if (Date.now() > giveUpAt) return stopWaiting();
    if (!scrollToSection(id)) {
      timer = window.setTimeout(attempt, 50);
      return;
    }
    stopWaiting();
    holdSection(id);
  };
  timer = window.setTimeout(attempt, delayMs);
}

function holdSection(id: string): void {
  const startedAt = Date.now();
  let lastChangeAt = startedAt;
  let first = true;
  const observer = new ResizeObserver(() => {
    lastChangeAt = Date.now();
    // The first call only reports the size at the start: the smooth scroll is under way.
    if (first) {
      first = false;
      return;
    }
    document.getElementById(id)?.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  const settled = () =>
    Date.now() - lastChangeAt >= SETTLED_AFTER_MS && !document.querySelector('[aria-busy="true"]');
  const check = window.setInterval(() => {
    if (settled() || Date.now() - startedAt >= SECTION_HOLD_LIMIT_MS) stop();
  }, 200);
  const stop = () => {
    observer.disconnect();
    stopListening();
    window.clearInterval(check);
  };
  const stopListening = untilVisitorActs(stop);
  observer.observe(document.body);
}
