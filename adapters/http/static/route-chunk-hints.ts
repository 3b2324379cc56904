import path from 'node:path';
import { textKeptUntilChanged } from './kept-file-text.js';
import type { PageHint, PageHintsLookup } from './page-hints.js';

/** Written by the web build beside Vite's manifest (web/build/route-chunks-plugin.ts, ROUTE_CHUNKS_FILE). */
const ROUTE_CHUNKS_FILE = path.join('.vite', 'route-chunks.json');

type RouteChunks = ReadonlyArray<readonly [pattern: RegExp, files: readonly string[]]>;

/**
 * The script chunks of the page at a path (its own chunk and what that imports, less the entry's),
 * as <link rel="modulepreload">: the browser finds them in the HTML and fetches them alongside the
 * entry, instead of after the entry ran. The table is the build's, read again after a rebuild; a
 * build without one, or a path that is no page, gets none. Nothing from the request reaches the HTML.
 */
export function routeChunkHints(webDir: string): PageHintsLookup {
  const tableText = textKeptUntilChanged(path.join(webDir, ROUTE_CHUNKS_FILE));
  let parsed: { text: string; table: RouteChunks } | undefined;
  return async (urlPath) => {
    const text = await tableText().catch(() => undefined);
    if (text === undefined) return [];
    if (parsed?.text !== text) parsed = { text, table: parseTable(text) };
    const files = parsed.table.find(([pattern]) => pattern.test(urlPath))?.[1] ?? [];
    return files.map((href): PageHint => ({ rel: 'modulepreload', href, crossorigin: 'anonymous' }));
  };
}

/** [[pattern, [file, ...]], ...] as the build writes it. */
function parseTable(text: string): RouteChunks {
  const rows = JSON.parse(text) as Array<[string, string[]]>;
  return rows.map(([pattern, files]) => [new RegExp(pattern), files] as const);
}
