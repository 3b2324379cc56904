import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { compressResponses } from '../../adapters/http/shared/compress-responses.middleware.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// API answers above 1 kB go out compressed (brotli first), small ones and already-compressed
// downloads as they are; nothing changes what may be kept (no-store).
let t: TestApp;
const CHROME = 'gzip, deflate, br, zstd';

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a large JSON answer', () => {
  it('goes out as brotli to a browser, still no-store, and reads the same', async () => {
    const plain = await request(t.http).get('/api/venues/featured').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);

    const res = await request(t.http).get('/api/venues/featured').set('Accept-Encoding', CHROME).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual(plain.body);
  });

  it('goes out as gzip to a client that only takes gzip', async () => {
    const res = await request(t.http).post('/api/venues/search').set('Accept-Encoding', 'gzip').send({}).expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('a small JSON answer', () => {
  it('goes out as it is', async () => {
    const res = await request(t.http).get('/api/auth/me').set('Accept-Encoding', CHROME).expect(200);
    expect(res.text).toBe('null');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('compressResponses', () => {
  // Its own small app: the product has no 4 kB event stream to ask for.
  const body = 'Cypress Creek Barn, Wimberley, 180 guests. '.repeat(100);
  const app = express();
  app.use(compressResponses());
  for (const type of ['application/pdf', 'image/webp', 'text/event-stream', 'text/csv; charset=utf-8', 'image/svg+xml']) {
    app.get(`/${encodeURIComponent(type)}`, (_req, res) => res.type(type).send(Buffer.from(body)));
  }
  const get = (type: string) => request(app).get(`/${encodeURIComponent(type)}`).set('Accept-Encoding', CHROME).buffer(true);

  it.each(['application/pdf', 'image/webp', 'text/event-stream'])('never compresses %s', async (type) => {
    const res = await get(type).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each(['text/csv; charset=utf-8', 'image/svg+xml'])('compresses a %s download', async (type) => {
    const res = await get(type).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
