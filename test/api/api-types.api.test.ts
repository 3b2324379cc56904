import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

// web/src/types/api.generated.ts is written by `npm run api:types` from the OpenAPI document;
// it must be regenerated whenever a route, a DTO or a response class changes.
const GENERATED = path.resolve('web/src/types/api.generated.ts');
const CLI = path.resolve('node_modules/openapi-typescript/bin/cli.js');

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-api-types-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the web's generated API types", () => {
  it('are what openapi-typescript makes of the current OpenAPI document (else run npm run api:types)', async () => {
    const doc = (await request(t.http).get('/api/docs/json').expect(200)).body;
    fs.writeFileSync(path.join(dir, 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);
    execFileSync(process.execPath, [CLI, path.join(dir, 'openapi.json'), '-o', path.join(dir, 'api.generated.ts')], { stdio: 'pipe' });
    const fresh = fs.readFileSync(path.join(dir, 'api.generated.ts'), 'utf8');
    const committed = fs.existsSync(GENERATED) ? fs.readFileSync(GENERATED, 'utf8') : '';
    if (fresh !== committed) throw new Error('web/src/types/api.generated.ts is out of date with the OpenAPI document: run npm run api:types');
    expect(fresh).toContain('"/api/bookings/{id}"');
  });
});
