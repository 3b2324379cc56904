/**
 * A resource a page will ask for once its script runs, named in the page's HTML so the browser
 * fetches it while the script is still downloading (a `<link rel="preload">`). A hint must match
 * the page's own request exactly (address, `as`, credentials mode), or the browser fetches twice.
 */
export interface PageHint {
  /** `preload` (the default) for data and pictures, `modulepreload` for the app's own script chunks. */
  rel?: 'preload' | 'modulepreload';
  href: string;
  /** What a `preload` fetches; a `modulepreload` is always a script. */
  as?: 'fetch' | 'image';
  /**
   * `use-credentials` matches the app's fetch(), which always sends the session cookie; `anonymous`
   * matches the app's module scripts (index.html loads the entry with `crossorigin`).
   */
  crossorigin?: 'anonymous' | 'use-credentials';
  fetchpriority?: 'high' | 'low';
  /** An image offered at several widths: the same srcset and sizes as its <img>. */
  imagesrcset?: string;
  imagesizes?: string;
}

/** The hints of the page at a URL path; none for a page that has nothing to fetch early. */
export type PageHintsLookup = (urlPath: string) => Promise<readonly PageHint[]>;

/** Every lookup's hints, in order; a lookup that fails costs only its own hints. */
export function combinedHints(...lookups: PageHintsLookup[]): PageHintsLookup {
  return async (urlPath) => (await Promise.all(lookups.map((lookup) => lookup(urlPath).catch((): PageHint[] => [])))).flat();
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char]);
}

export function hintTag(hint: PageHint): string {
  const attributes = Object.entries({ rel: 'preload', ...hint } satisfies PageHint)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
  return `<link ${attributes.join(' ')}>`;
}

/**
 * index.html with the hints at the end of its head: the browser reads the small head at once, and
 * asks for the app's script and fonts first, which every paint waits on.
 */
export function withHints(indexHtml: string, hints: readonly PageHint[]): string {
  const at = indexHtml.search(/<\/head>/i);
  if (hints.length === 0 || at < 0) return indexHtml;
  return `${indexHtml.slice(0, at)}  ${hints.map(hintTag).join('\n    ')}\n  ${indexHtml.slice(at)}`;
}
