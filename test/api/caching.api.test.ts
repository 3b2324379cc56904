import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

// What browsers and proxies may keep: nothing from the API (answers depend on who asks, and an
// owner's edit is live at once), hashed assets for good, index.html only after asking again,
// and no error as if it were an image.
let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Hill Country Weddings</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'index-3f9a2b1c.js'), 'console.log("hi")');
  t = await startTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('API answers', () => {
  it.each([
    ['a public catalogue read', () => request(t.http).get('/api/venues/featured')],
    ['a search', () => request(t.http).post('/api/venues/search').send({})],
    ['an unknown route', () => request(t.http).get('/api/no-such-thing')],
    ['a refused body', () => request(t.http).post('/api/venues/search').set('content-type', 'application/json').send('{"broken"')],
    ['a signed-out account read', () => request(t.http).get('/api/auth/me')],
  ])('carry Cache-Control: no-store on %s', async (_what, send) => {
    const res = await send();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a public catalogue read', () => request(t.http).get('/api/venues/featured')],
    ['a search', () => request(t.http).post('/api/venues/search').send({})],
  ])('carry no ETag on %s: nobody keeps them to ask again, so hashing them would be waste', async (_what, send) => {
    const res = await send().expect(200);
    expect(res.headers.etag).toBeUndefined();
  });

  it('carry no-store on a booking read through its capability cookie', async () => {
    const couple = browserAgent(t.http);
    const venue = (await request(t.http).get('/api/venues/featured')).body[0];
    const made = await couple
      .post('/api/bookings')
      .send({ venueId: venue.id, customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', customerPhone: '(830) 555-0100', eventDate: '2027-10-09', guestCount: 40 });
    expect(made.headers['cache-control']).toBe('no-store');
    const read = await couple.get(`/api/bookings/${made.body.id}`).expect(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });
});

describe('the web app', () => {
  it('lets hashed assets be kept for a year, unchanged', async () => {
    const res = await request(t.http).get('/assets/index-3f9a2b1c.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html asked for again each time, at / and as the SPA fallback', async () => {
    for (const page of ['/', '/venues/some-venue', '/search']) {
      const res = await request(t.http).get(page).expect(200);
      expect(res.text).toContain('Hill Country Weddings');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing asset with a 404 nobody keeps', async () => {
    const res = await request(t.http).get('/assets/index-00000000.js').expect(404);
    expect(res.text).not.toContain('<title>Hill Country Weddings</title>');
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
  });
});

describe('media', () => {
  it('lets a drawn image be kept for a week', async () => {
    const res = await request(t.http).get('/media/scenes/barn-1.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
  });

  it.each(['/media/scenes/no-such-scene-1.svg', '/media/scenes/barn-99.svg', '/media/nothing-here.jpg'])('answers %s with a plain 404 that is not an image and is not kept', async (file) => {
    const res = await request(t.http).get(file).expect(404);
    expect(res.headers['content-type']).not.toMatch(/^image\//);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
