import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the build writes the table (a dotfile directory: the server reads it, never serves it). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/**
 * The app's pages are lazy chunks, so a first visit used to fetch the entry, run it, and only then
 * ask for the page's chunk and its imports. This writes, beside Vite's manifest, each page path's
 * pattern with the files of its chunk and their static imports (less what the entry loads anyway):
 * [[pattern, [file, ...]], ...]. The server names them in that page's HTML as
 * <link rel="modulepreload"> (adapters/http/static/route-chunk-hints.ts), so they download
 * alongside the entry, found by the browser in the HTML itself.
 */
export function routeChunks(pages: ReadonlyArray<readonly [path: string, module: string]>, routesDir = 'src/app/routes'): Plugin {
  let base = '/';
  return {
    name: 'hcw:route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (chunk: OutputChunk, seen = new Set<string>()) => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = byFile.get(imported);
          if (next) closure(next, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const initial = closure(entry);
      const table = pages.map(([path, module]) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${routesDir}/${module}.tsx`));
        if (!chunk) throw new Error(`routeChunks: no chunk for ${routesDir}/${module}.tsx (path ${path})`);
        const pattern = `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;
        return [pattern, [...closure(chunk)].filter((file) => !initial.has(file)).map((file) => `${base}${file}`)];
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: `${JSON.stringify(table)}\n` });
    },
  };
}
