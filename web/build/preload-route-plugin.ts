import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The app's pages are lazy chunks, so a first visit used to fetch the entry, run it, and only then
 * ask for the page's chunk: one more round trip before the page could paint. This emits a tiny
 * script, loaded async from index.html (the CSP allows no inline script), that matches the address
 * against the route table and adds <link rel="modulepreload"> for that page's chunk and its own
 * static imports, so they download alongside the entry.
 */
export function preloadRoute(pages: ReadonlyArray<readonly [path: string, module: string]>, routesDir = 'src/app/routes'): Plugin {
  let base = '/';
  let scriptFile: string | undefined;
  return {
    name: 'hcw:preload-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
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
          if (!chunk) throw new Error(`preloadRoute: no chunk for ${routesDir}/${module}.tsx (path ${path})`);
          const pattern = `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;
          return [pattern, [...closure(chunk)].filter((file) => !initial.has(file)).map((file) => `${base}${file}`)];
        });
        const source =
          `(function(){var t=${JSON.stringify(table)},p=location.pathname;` +
          'for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){for(var j=0;j<t[i][1].length;j++){' +
          "var l=document.createElement('link');l.rel='modulepreload';l.href=t[i][1][j];document.head.appendChild(l)}return}}})();\n";
        const referenceId = this.emitFile({ type: 'asset', name: 'preload-route.js', source });
        scriptFile = this.getFileName(referenceId);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }: { bundle?: OutputBundle }) {
        if (!bundle || !scriptFile) return [];
        const tag: HtmlTagDescriptor = { tag: 'script', attrs: { async: true, src: `${base}${scriptFile}` }, injectTo: 'head-prepend' };
        return [tag];
      },
    },
  };
}
