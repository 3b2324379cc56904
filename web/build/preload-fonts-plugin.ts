import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds <link rel="preload" as="font"> to index.html for the named font files (as the @fontsource
 * packages name them, e.g. "inter-latin-400-normal.woff2"), pointing at their hashed build names,
 * so the browser fetches the above-the-fold faces with the CSS instead of after it. A name that
 * is not in the build fails it: a renamed font must not drop its preload quietly.
 */
export function preloadFonts(fileNames: string[]): Plugin {
  let base = '/';
  return {
    name: 'hcw:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const assets = Object.values(bundle).filter((output) => output.type === 'asset');
        return fileNames.map((fileName): HtmlTagDescriptor => {
          const asset = assets.find((output) => output.names.some((name) => path.basename(name) === fileName));
          if (!asset) throw new Error(`preloadFonts: ${fileName} is not in the build (is its @fontsource CSS imported?)`);
          return {
            tag: 'link',
            // Fonts are fetched in CORS mode even from the same origin: without crossorigin the preload is not reused.
            attrs: { rel: 'preload', href: `${base}${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
