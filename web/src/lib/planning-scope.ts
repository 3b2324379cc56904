// Which wedding this browser is planning: null is the signed-in couple's own; an id is a wedding
// they were invited to. It lives in localStorage so a reload or a new tab plans the same wedding,
// and the API client sends it on every call (X-Wedding-Id); links such as the PDF carry ?wedding=.
// Signing in, up or out forgets it: the next account starts on its own wedding.

const STORAGE_KEY = 'hcw.planningWedding';

export const WEDDING_SCOPE_HEADER = 'X-Wedding-Id';
export const WEDDING_SCOPE_PARAM = 'wedding';

/** Ids are uuids; anything else in storage (hand-edited, another version) is ignored, never sent. */
const WEDDING_ID_PATTERN = /^[0-9A-Za-z-]{1,64}$/;

/** The chosen wedding's id, or null for the account's own wedding. */
export function plannedWeddingId(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored && WEDDING_ID_PATTERN.test(stored) ? stored : null;
  } catch {
    // Storage switched off: the account's own wedding.
    return null;
  }
}

/** Plans this wedding from now on; null goes back to the account's own. */
export function choosePlannedWedding(weddingId: string | null): void {
  try {
    if (weddingId && WEDDING_ID_PATTERN.test(weddingId)) window.localStorage.setItem(STORAGE_KEY, weddingId);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage switched off: nothing to keep.
  }
}

export function forgetPlannedWedding(): void {
  choosePlannedWedding(null);
}

/** The header for a fetch made outside the API client (file downloads). */
export function weddingScopeHeaders(): Record<string, string> {
  const weddingId = plannedWeddingId();
  return weddingId ? { [WEDDING_SCOPE_HEADER]: weddingId } : {};
}

/** A link the browser opens by itself (an <a download>): the scope goes in the query. */
export function withWeddingScope(url: string): string {
  const weddingId = plannedWeddingId();
  if (!weddingId) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${WEDDING_SCOPE_PARAM}=${encodeURIComponent(weddingId)}`;
}
