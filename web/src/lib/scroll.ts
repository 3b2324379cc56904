// Page scrolling used by the navigation: smooth unless the visitor asked for less motion.

/** How long "How It Works" waits after navigating home before it scrolls (spec: ~100 ms). */
export const SECTION_SCROLL_DELAY_MS = 100;
/** The home page is a lazy chunk: keep looking for the section this long. */
const SECTION_WAIT_LIMIT_MS = 3_000;

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

/** After a delay, scrolls to a section that may still be loading. */
export function scrollToSectionSoon(id: string, delayMs = SECTION_SCROLL_DELAY_MS): void {
  const giveUpAt = Date.now() + delayMs + SECTION_WAIT_LIMIT_MS;
  const attempt = () => {
    if (scrollToSection(id) || Date.now() > giveUpAt) return;
    window.setTimeout(attempt, 50);
  };
  window.setTimeout(attempt, delayMs);
}
