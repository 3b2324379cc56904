import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { venuePageHints } from '../../adapters/http/static/venue-page-hints.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { VenueMother } from '../support/venue-mother.js';

// A venue page's HTML names the venue's data and its first photo, so the browser fetches them while
// the app's script downloads (adapters/http/static/venue-page-hints.ts). Only a venue the public can
// see gets them, and nothing from the address ever reaches the HTML.
let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-web-hints-'));
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hill Country Weddings</title>${'<meta name="x" content="long enough to compress">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const CHROME = 'gzip, deflate, br, zstd';

// An id with letters, so its capitalised spelling differs.
const estate = VenueMother.create({ id: 'e57a7e00-0000-4000-8000-0000000000ab', images: ['/media/scenes/estate-1.svg', '/media/scenes/estate-2.svg'] });
const other = VenueMother.create();
const elsewhere = VenueMother.create({ images: ['https://photos.example.com/barn.jpg'] });
const hostileImage = VenueMother.create({ images: ['/media/a"><script>alert(1)</script>.svg'] });
const inReview = VenueMother.create({ status: 'review' });

const venueFetchHint = (id: string) => `<link rel="preload" href="/api/venues/${id}" as="fetch" crossorigin="use-credentials">`;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
  t = await startTestApp({ webDir, seed: false });
  await t.application.ports.venues.insertMany([estate, other, elsewhere, hostileImage, inReview].map((venue) => ({ venue, packages: [], blockedDates: [] })));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('a venue page', () => {
  it.each([`/venues/${estate.id}`, `/venue/${estate.id}`, `/venues/${estate.id}/`])('names the venue read and its first photo in %s', async (page) => {
    const res = await request(t.http).get(page).set('Accept-Encoding', CHROME).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(`${venueFetchHint(estate.id)}`);
    expect(res.text).toContain('<link rel="preload" href="/media/scenes/estate-1.svg" as="image" fetchpriority="high">');
    expect(res.text).not.toContain('estate-2.svg');
    // The hints sit in the head, the rest of the page as built.
    expect(res.text.indexOf('/api/venues/')).toBeLessThan(res.text.indexOf('</head>'));
    expect(res.text.replace(/\s*<link rel="preload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(indexHtml);
  });

  it('does not name a photo from another site', async () => {
    const res = await request(t.http).get(`/venues/${elsewhere.id}`).expect(200);
    expect(res.text).toContain(venueFetchHint(elsewhere.id));
    expect(res.text).not.toContain('as="image"');
  });

  it('escapes a stored photo address in the HTML', async () => {
    const res = await request(t.http).get(`/venues/${hostileImage.id}`).expect(200);
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('href="/media/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.svg"');
  });

  it('goes out compressed, revalidated each time, and is a 304 for the copy the browser has', async () => {
    const first = await request(t.http).get(`/venues/${estate.id}`).set('Accept-Encoding', CHROME).expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers.etag).toBeDefined();
    await request(t.http).get(`/venues/${estate.id}`).set('Accept-Encoding', CHROME).set('If-None-Match', first.headers.etag).expect(304);
    // Another venue's page is another page.
    await request(t.http).get(`/venues/${other.id}`).set('Accept-Encoding', CHROME).set('If-None-Match', first.headers.etag).expect(200);
  });

  it('is made from the index.html of a new build at once, though the last one is kept between requests', async () => {
    await request(t.http).get(`/venues/${estate.id}`).expect(200);
    const rebuilt = indexHtml.replace('<title>Hill Country Weddings</title>', '<title>Hill Country Weddings, rebuilt</title>');
    fs.writeFileSync(path.join(webDir, 'index.html'), rebuilt);
    try {
      const res = await request(t.http).get(`/venues/${estate.id}`).expect(200);
      expect(res.text).toContain('<title>Hill Country Weddings, rebuilt</title>');
      expect(res.text).toContain(venueFetchHint(estate.id));
    } finally {
      fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(t.http).head(`/venues/${estate.id}`).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });
});

describe('a page without hints', () => {
  it.each([
    ['an unknown venue', '/venues/00000000-0000-4000-8000-999999999999'],
    ['a venue still in review', `/venues/${inReview.id}`],
    ['an id that is not one', '/venues/cypress-creek'],
    ['the id in capitals (the app would ask for that spelling)', `/venues/${estate.id.toUpperCase()}`],
    ["a venue's booking page", `/venues/${estate.id}/book`],
    ['the home page', '/'],
    ['the search page', '/search'],
  ])('is index.html as built for %s', async (_what, page) => {
    const res = await request(t.http).get(page).set('Accept-Encoding', CHROME).expect(200);
    expect(res.text).toBe(indexHtml);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['a NUL byte', '/venues/%00'],
    ['a NUL byte after a real id', `/venues/${estate.id}%00`],
    ['an emoji', '/venues/%F0%9F%92%8D'],
    ['markup', '/venues/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a broken escape', '/venues/%E0%A4%A'],
    ['a long run of junk', `/venues/${'%FF'.repeat(2000)}`],
  ])('still gets the app for %s, with nothing of the address in it', async (_what, page) => {
    const res = await request(t.http).get(page).set('Accept-Encoding', CHROME).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBe(indexHtml);
  });
});

describe("a page's script chunks", () => {
  // As web/build/route-chunks-plugin.ts writes it: each page path's pattern and the files of its chunks.
  const tableFile = path.join(webDir, '.vite', 'route-chunks.json');
  const SEARCH_CHUNKS = ['/assets/search-Aa1.js', '/assets/shared-Bb2.js'];
  const VENUE_CHUNKS = ['/assets/venue-detail-Cc3.js'];
  const table = [
    ['^/search/?$', SEARCH_CHUNKS],
    ['^/venues?/[^/]+/?$', VENUE_CHUNKS],
    ['^/venues/[^/]+/book/?$', ['/assets/booking-Dd4.js']],
  ];
  const modulePreload = (href: string) => `<link rel="modulepreload" href="${href}" crossorigin="anonymous">`;
  const writeTable = (text: string) => {
    fs.mkdirSync(path.dirname(tableFile), { recursive: true });
    fs.writeFileSync(tableFile, text);
  };

  beforeEach(() => writeTable(JSON.stringify(table)));
  afterEach(() => fs.rmSync(path.dirname(tableFile), { recursive: true, force: true }));

  it('names each of the page chunks in its head, whatever the query, and nothing else is changed', async () => {
    for (const page of ['/search', '/search/', '/search?location=Wimberley&guestCount=120']) {
      const res = await request(t.http).get(page).set('Accept-Encoding', CHROME).expect(200);
      for (const href of SEARCH_CHUNKS) expect(res.text).toContain(modulePreload(href));
      expect(res.text).not.toContain('/assets/venue-detail-Cc3.js');
      expect(res.text.lastIndexOf('modulepreload')).toBeLessThan(res.text.indexOf('</head>'));
      expect(res.text.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(indexHtml);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("gives a venue page its chunks first, then the venue's read and photo", async () => {
    const res = await request(t.http).get(`/venues/${estate.id}`).expect(200);
    expect(res.text).toContain(modulePreload(VENUE_CHUNKS[0]));
    expect(res.text).toContain(venueFetchHint(estate.id));
    expect(res.text.indexOf('modulepreload')).toBeLessThan(res.text.indexOf(venueFetchHint(estate.id)));
    // A booking page is another page, with chunks of its own and no venue hints.
    const booking = await request(t.http).get(`/venues/${estate.id}/book`).expect(200);
    expect(booking.text).toContain(modulePreload('/assets/booking-Dd4.js'));
    expect(booking.text).not.toContain(VENUE_CHUNKS[0]);
  });

  it.each([
    ['a path that is no page', '/no-such-page'],
    ['markup in the path', '/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a NUL byte', '/search%00'],
  ])('names none for %s, and nothing of the address', async (_what, page) => {
    const res = await request(t.http).get(page).set('Accept-Encoding', CHROME).expect(200);
    expect(res.text).toBe(indexHtml);
  });

  it("uses a new build's table at once", async () => {
    await request(t.http).get('/search').expect(200);
    writeTable(JSON.stringify([['^/search/?$', ['/assets/search-Rebuilt.js']]]));
    const res = await request(t.http).get('/search').expect(200);
    expect(res.text).toContain(modulePreload('/assets/search-Rebuilt.js'));
    expect(res.text).not.toContain(SEARCH_CHUNKS[0]);
  });

  it("costs only the chunks when the table cannot be read: the venue's own hints stay", async () => {
    writeTable('{ not json');
    const res = await request(t.http).get(`/venues/${estate.id}`).expect(200);
    expect(res.text).not.toContain('modulepreload');
    expect(res.text).toContain(venueFetchHint(estate.id));
    await request(t.http).get('/search').expect(200, indexHtml);
  });
});

describe('venuePageHints', () => {
  it('offers an uploaded photo at each stored width, with the sizes the gallery gives its <img>', async () => {
    const photoId = '7d3c1f0e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';
    const venue = VenueMother.create({ images: [`/api/venue-photos/${photoId}/800.webp`] });
    const hints = await venuePageHints(`/venues/${venue.id}`, async (id) => (id === venue.id ? venue : undefined));
    expect(hints).toContainEqual({
      href: `/api/venue-photos/${photoId}/800.webp`,
      as: 'image',
      fetchpriority: 'high',
      imagesrcset: [400, 800, 1600].map((width) => `/api/venue-photos/${photoId}/${width}.webp ${width}w`).join(', '),
      imagesizes: '(min-width: 64rem) 50vw, 100vw',
    });
  });

  it('does not look up what cannot be a venue id', async () => {
    const asked: string[] = [];
    await venuePageHints('/venues/%3Cscript%3E', async (id) => {
      asked.push(id);
      return undefined;
    });
    expect(asked).toEqual([]);
  });
});
