import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  plugins: [react()],
  // The same aliases as web/tsconfig.json: "@/ui/button", "@domain/bookings/deposit".
  resolve: {
    alias: [
      { find: /^@\//, replacement: srcRoot },
      { find: /^@domain\//, replacement: domainRoot },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Fonts and images are always separate files: the CSP allows no data: URLs.
    assetsInlineLimit: 0,
  },
  server: {
    proxy,
    // The web imports pure code from ../domain.
    fs: { allow: [repoRoot] },
  },
  preview: { proxy },
});
