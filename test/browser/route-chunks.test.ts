import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PAGE_PATHS } from '../../web/src/app/page-paths.js';

// The build's table of each page's chunks (web/build/route-chunks-plugin.ts), which the server names
// in that page's HTML as modulepreload, checked against Vite's manifest of the same build: in the
// browser project because that project runs after the web build.
const builtWeb = path.resolve(import.meta.dirname, '../..', process.env.WEB_DIR ?? 'dist/web');

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

describe('the route chunks table of the build', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(builtWeb, '.vite/manifest.json'), 'utf8')) as Manifest;
  const table = JSON.parse(fs.readFileSync(path.join(builtWeb, '.vite/route-chunks.json'), 'utf8')) as Array<[string, string[]]>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const initial = staticClosure(manifest, entryKey);

  it.each(PAGE_PATHS.map(([pagePath, module]) => [pagePath, module]))('lists for %s the files of %s and its static imports, less the entry\'s', (pagePath, module) => {
    const own = [...staticClosure(manifest, `src/app/routes/${module}.tsx`)].filter((key) => !initial.has(key));
    const expected = own.map((key) => `/${manifest[key].file}`).sort();
    const example = pagePath.replace(/:[^/]+/g, 'e57a7e00-0000-4000-8000-0000000000ab');
    const row = table.find(([pattern]) => new RegExp(pattern).test(example));
    expect(row?.[1].slice().sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    for (const file of expected) expect(fs.existsSync(path.join(builtWeb, file))).toBe(true);
  });
});
