import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

describe('security basics', () => {
  it('sends a Content-Security-Policy, HSTS and no framework banner', async () => {
    const res = await request(t.http).get('/api/venues/featured').expect(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body over the size limit with 413, in JSON', async () => {
    const res = await request(t.http)
      .post('/api/venues/search')
      .send({ location: 'x'.repeat(150_000) })
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413 });
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules/);
  });
});
