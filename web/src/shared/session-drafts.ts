// Drafts a page keeps in this tab's sessionStorage (what a couple typed into the booking form):
// every key starts with this prefix, so signing out can forget them all on a shared computer.

export const SESSION_DRAFT_PREFIX = 'hcw:';

/** Forgets every draft this tab kept; storage that cannot be read has nothing to forget. */
export function forgetSessionDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(SESSION_DRAFT_PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Storage switched off: nothing was kept.
  }
}
