import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

// The size budget (.size-limit.cjs, `npm run size` in CI) measured on copies of the build in dist/web:
// in the browser project because that project runs after the web build.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const builtWeb = path.resolve(repoRoot, process.env.WEB_DIR ?? 'dist/web');
const INITIAL_CHECK = /^initial JavaScript/;
// Random bytes as base64 in a comment: gzip cannot shrink them much, as it could 50 KB of one letter.
const ADDED_BYTES = 50_000;

interface SizeCheck {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

function sizeLimit(webDir: string) {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/size-limit/bin.js'), '--json'], {
    cwd: repoRoot,
    env: { ...process.env, WEB_DIR: webDir },
    encoding: 'utf8',
  });
  return { status: run.status, checks: JSON.parse(run.stdout) as SizeCheck[], stderr: run.stderr };
}

function entryChunk(webDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest names no entry chunk');
  return path.join(webDir, entry.file);
}

let grownWeb: string;

beforeAll(() => {
  grownWeb = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-size-budget-'));
  fs.cpSync(builtWeb, grownWeb, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  fs.appendFileSync(entryChunk(grownWeb), `\n/* ${randomBytes((ADDED_BYTES * 3) / 4).toString('base64')} */\n`);
});

afterAll(() => {
  if (grownWeb) fs.rmSync(grownWeb, { recursive: true, force: true });
});

describe('the size budget', () => {
  it('passes the build as it is', () => {
    const { status, checks, stderr } = sizeLimit(builtWeb);
    expect({ status, stderr, failed: checks.filter((check) => !check.passed) }).toEqual({ status: 0, stderr: '', failed: [] });
  });

  it('fails a build whose entry chunk grew by 50 KB, on the initial JavaScript', () => {
    const { status, checks } = sizeLimit(grownWeb);
    expect(status).not.toBe(0);
    const initial = checks.find((check) => INITIAL_CHECK.test(check.name));
    expect(initial).toMatchObject({ passed: false });
    expect(initial!.size).toBeGreaterThan(initial!.sizeLimit);
    // Only the entry grew: the pages' own chunks are still within their limits.
    expect(checks.filter((check) => !check.passed).map((check) => check.name)).toEqual([initial!.name]);
  });
});
