// The web app's JavaScript budget, checked by `npm run size` (size-limit, gzip level 9 per file) on
// a build that already exists: dist/web, or WEB_DIR=/tmp/x-web for another. What each page loads is
// read from Vite's manifest (dist/web/.vite/manifest.json), so the file lists are exact and do not
// depend on hashed names. Each limit sits a little above the size measured when it was set: a change
// that grows a page past it has to justify the growth here.
const fs = require('node:fs');
const path = require('node:path');

const webDir = path.resolve(__dirname, process.env.WEB_DIR || 'dist/web');
const manifestPath = path.join(webDir, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  throw new Error(`${manifestPath} is missing: build the web app first (npm run build:web)`);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** A chunk's file and the files of everything it imports statically (loaded with it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in ${manifestPath}`);
  seen.add(key);
  for (const imported of manifest[key].imports || []) closure(imported, seen);
  return seen;
}
const files = (keys) => [...keys].map((key) => path.join(webDir, manifest[key].file)).sort();

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = closure(entry);

/** What opening this page adds to the initial JavaScript: its chunk and its own static imports. */
function page(name, route, limit) {
  const keys = [...closure(`src/app/routes/${route}.tsx`)].filter((key) => !initial.has(key));
  return { name, path: files(keys), gzip: true, limit };
}

// Sizes when set (2026-11-27): initial 55.6 kB, home 12.6, search 23.0, venue 16.5, venue dashboard
// 74.5, planning 110.0 (size-limit's kB are 1,000 bytes). The initial JavaScript was 113.5 kB on React DOM
// (65 kB of it with its scheduler) and is 55.6 on Preact's implementation of React's API (web/vite.config.ts);
// issue 15 asks for at most 100. The footer, the account menu, the confirm-email banner and each page's
// lower sections load after the first paint; small shared groups merge up to 8 kB (fewer files per page).
module.exports = [
  { name: 'initial JavaScript (entry chunk and its static imports)', path: files(initial), gzip: true, limit: '58 kB' },
  page('home page', 'home', '13.5 kB'),
  page('search page', 'search', '24 kB'),
  page('venue page', 'venue-detail', '17.5 kB'),
  page('venue dashboard', 'venue-dashboard', '76 kB'),
  page('planning', 'planning', '112 kB'),
];
