import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin';
import { inlineSmallCss } from './build/inline-css-plugin';
import { preloadFonts } from './build/preload-fonts-plugin';
import { routeChunks } from './build/route-chunks-plugin';
import { subsetFonts } from './build/subset-fonts-plugin';
import { PAGE_PATHS } from './src/app/page-paths';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const srcRoot = fileURLToPath(new URL('./src/', import.meta.url));
const domainRoot = fileURLToPath(new URL('../domain/', import.meta.url));

// The API and the media files come from the Nest app; in development Vite only serves the SPA.
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/media': { target: API_ORIGIN, changeOrigin: true },
};

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    // Fonts are bundled (no font CDN): Fraunces for headings, Inter for text. Only the faces the pages
    // match (Fraunces 500 serves its normal-weight text: avatar initials, notes), each cut to the
    // characters the interface writes, the rest of latin in a second file loaded only when needed.
    subsetFonts(
      [
        { family: 'Fraunces', pkg: 'fraunces', weight: 500, style: 'normal' },
        { family: 'Fraunces', pkg: 'fraunces', weight: 600, style: 'normal' },
        { family: 'Fraunces', pkg: 'fraunces', weight: 400, style: 'italic' },
        { family: 'Inter', pkg: 'inter', weight: 400, style: 'normal' },
        { family: 'Inter', pkg: 'inter', weight: 500, style: 'normal' },
        { family: 'Inter', pkg: 'inter', weight: 600, style: 'normal' },
      ],
      fileURLToPath(new URL('../node_modules/.cache/hcw-fonts/', import.meta.url)),
    ),
    // The home page's first paint: the hero heading and the body text.
    preloadFonts(['fraunces-latin-600-normal-core.woff2', 'inter-latin-400-normal-core.woff2', 'inter-latin-500-normal-core.woff2', 'inter-latin-600-normal-core.woff2']),
    // Each page's own chunks, for the server to name in that page's HTML (modulepreload).
    routeChunks(PAGE_PATHS),
    // The @font-face rules (~4 KB) inline: no render-blocking stylesheet request before the first paint.
    inlineSmallCss(),
    // Last, over the written files: .br and .gz siblings the server picks by Accept-Encoding.
    precompress(),
  ],
  resolve: {
    alias: [
      // The app is written against React's API and renders with Preact's (preact/compat): React DOM
      // with its scheduler was 65 of the first page's 113 kB of gzipped JavaScript, Preact is about 5.
      // What React 19 does that Preact does not (hoisting <title> and <meta> into the head) the app does
      // itself (ui/page-title, ui/head-meta). The browser tests run the built app, so they run Preact.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      // The same aliases as web/tsconfig.json: "@/ui/button", "@domain/bookings/deposit".
      { find: /^@\//, replacement: srcRoot },
      { find: /^@domain\//, replacement: domainRoot },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Fonts and images are always separate files: the CSP allows no data: URLs.
    assetsInlineLimit: 0,
    // .vite/manifest.json: which chunks each page loads, read by the size budget (.size-limit.cjs).
    manifest: true,
    rollupOptions: {
      output: {
        // Fewer, larger files on a first visit: over HTTP/1.1 a phone fetches six at a time, and the
        // home page used to need 26 (a venue page 43), most under 2 kB. What the entry needs becomes
        // one file; the small ui/shared/lib/domain modules the pages share are grouped by the pages
        // that use them, and a group under 8 kB of source joins its nearest neighbour. At 2 kB the
        // search page needed 15 files and Lighthouse's LCP there was 2.9 s; at 8 kB, 9 files and 2.6 s
        // (a page may carry a few kB it does not use; at 20 kB a venue page carried 20 kB more).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              test: /web[\\/]src[\\/](ui|shared|lib)[\\/]|[\\/]domain[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
              priority: 1,
            },
          ],
        },
        // A shared group is named after every page that uses it: too long for a file name.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('shared~') ? 'shared' : '[name]'}-[hash].js`,
      },
    },
  },
  server: {
    proxy,
    // The web imports pure code from ../domain.
    fs: { allow: [repoRoot] },
  },
  preview: { proxy },
});
