import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { preferredCoding } from '../../adapters/http/static/content-coding.js';
import { precompressDirectory } from '../../web/build/precompress-plugin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The web app's files go out precompressed: brotli to browsers that take it, gzip to those that
// only take gzip, the plain file to the rest, each with the type of the original file. The
// fixture build is compressed by the build's own step (web/build/precompress-plugin.ts).
let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-web-compressed-'));
const script = `export function venues() { return ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Cypress Creek Barn ${i}` })))}; }\n`;
const indexHtml = `<!doctype html><html lang="en"><head><title>Hill Country Weddings</title>${'<meta name="x" content="keep it long enough to compress">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const font = crypto.randomBytes(4096);
const CHROME = 'gzip, deflate, br, zstd';

const file = (name: string) => path.join(webDir, name);

beforeAll(async () => {
  fs.mkdirSync(file('assets'));
  fs.writeFileSync(file('index.html'), indexHtml);
  fs.writeFileSync(file('assets/index-3f9a2b1c.js'), script);
  fs.writeFileSync(file('assets/index-77aa00ee.css'), `${'.card { padding: 1rem; border-radius: 8px; }\n'.repeat(80)}`);
  fs.writeFileSync(file('assets/inter-latin-400-normal-C38fXH4l.woff2'), font);
  fs.writeFileSync(file('favicon.svg'), '<svg/>');
  await precompressDirectory(webDir);
  t = await startTestApp({ webDir, seed: false });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the build step', () => {
  it('writes a brotli and a gzip copy of each text file that decompress to the original', () => {
    for (const name of ['index.html', 'assets/index-3f9a2b1c.js', 'assets/index-77aa00ee.css']) {
      const original = fs.readFileSync(file(name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(file(`${name}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(file(`${name}.gz`)))).toEqual(original);
      expect(fs.statSync(file(`${name}.br`)).size).toBeLessThan(fs.statSync(file(`${name}.gz`)).size);
    }
  });

  it('leaves fonts alone and skips a copy that would be no smaller', () => {
    expect(fs.existsSync(file('assets/inter-latin-400-normal-C38fXH4l.woff2.br'))).toBe(false);
    expect(fs.existsSync(file('assets/inter-latin-400-normal-C38fXH4l.woff2.gz'))).toBe(false);
    expect(fs.existsSync(file('favicon.svg.gz'))).toBe(false);
  });
});

describe('a hashed script', () => {
  it('goes out as its brotli file to a browser that accepts br, typed as JavaScript', async () => {
    const res = await request(t.http).get('/assets/index-3f9a2b1c.js').set('Accept-Encoding', CHROME).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(fs.statSync(file('assets/index-3f9a2b1c.js.br')).size));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(script);
  });

  it('goes out as its gzip file when only gzip is accepted', async () => {
    const res = await request(t.http).get('/assets/index-3f9a2b1c.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBe(String(fs.statSync(file('assets/index-3f9a2b1c.js.gz')).size));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.text).toBe(script);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
    ['br and gzip refused', 'br;q=0, gzip;q=0'],
  ])('goes out plain, with the same Vary, to a client with %s', async (_what, acceptEncoding) => {
    const req = request(t.http).get('/assets/index-3f9a2b1c.js');
    // supertest asks for gzip unless told otherwise.
    const res = await req.set('Accept-Encoding', acceptEncoding ?? '').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.text).toBe(script);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const res = await request(t.http).head('/assets/index-77aa00ee.css').set('Accept-Encoding', CHROME).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(fs.statSync(file('assets/index-77aa00ee.css.br')).size));
  });
});

describe('a compressed copy older than its file', () => {
  it('is not sent: the file was changed after the build', async () => {
    const changed = `${script}// patched by hand\n`;
    fs.writeFileSync(file('assets/index-5e5e5e5e.js'), script);
    await precompressDirectory(webDir);
    const later = new Date(Date.now() + 60_000);
    fs.writeFileSync(file('assets/index-5e5e5e5e.js'), changed);
    fs.utimesSync(file('assets/index-5e5e5e5e.js'), later, later);
    const res = await request(t.http).get('/assets/index-5e5e5e5e.js').set('Accept-Encoding', CHROME).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(changed);
  });
});

describe('files the build does not compress', () => {
  it('sends a font as it is, typed as a font, kept for a year, without Vary', async () => {
    const res = await request(t.http).get('/assets/inter-latin-400-normal-C38fXH4l.woff2').set('Accept-Encoding', CHROME).buffer(true).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(Buffer.from(res.body as Buffer)).toEqual(font);
  });
});

describe('index.html', () => {
  it.each(['/', '/index.html', '/venues/cypress-creek', '/my-wedding/budget'])('answers %s compressed, typed as HTML, revalidated each time', async (page) => {
    const res = await request(t.http).get(page).set('Accept-Encoding', CHROME).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.text).toBe(indexHtml);
  });

  it('is a 304 when the browser revalidates the copy it has', async () => {
    const first = await request(t.http).get('/venues/cypress-creek').set('Accept-Encoding', CHROME).expect(200);
    expect(first.headers.etag).toBeDefined();
    expect(first.headers['last-modified']).toBeDefined();
    await request(t.http).get('/search').set('Accept-Encoding', CHROME).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('keeps the security headers on the fallback', async () => {
    const res = await request(t.http).get('/search').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('what the web app does not answer', () => {
  it.each(['/assets/index-00000000.js', '/assets/', '/assets/../index.html.br/x'])('leaves %s a plain 404 that is not index.html', async (missing) => {
    const res = await request(t.http).get(missing).set('Accept-Encoding', CHROME).expect(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).not.toContain('<title>Hill Country Weddings</title>');
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('does not serve a file from outside the build', async () => {
    const res = await request(t.http).get('/..%2f..%2fetc%2fpasswd').set('Accept-Encoding', CHROME).expect(200);
    expect(res.text).toBe(indexHtml);
  });

  it('leaves an unknown API path to the API', async () => {
    const res = await request(t.http).get('/api/no-such-thing').set('Accept-Encoding', CHROME).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('preferredCoding', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['br', ['gzip'] as const, undefined],
    ['*', both, 'br'],
    ['*, br;q=0', both, 'gzip'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0.8, gzip;q=0.8', both, 'br'],
    ['gzip;q=0.5, identity', both, undefined],
    ['gzip;q=0.5, identity;q=0.1', both, 'gzip'],
    ['br;q=nonsense, gzip', both, 'gzip'],
    ['', both, undefined],
    ['identity', both, undefined],
  ] as const)('picks %j among %j as %s', (header, available, expected) => {
    expect(preferredCoding(header, available)).toBe(expected);
  });
});
