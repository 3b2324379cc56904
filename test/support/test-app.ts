import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from '../../adapters/http/create-app.js';
import { seedCatalogue } from '../../adapters/runtime/catalogue.js';
import { UuidGenerator } from '../../adapters/runtime/uuid-generator.js';
import { FixedClock } from './fixed-clock.js';
import { openTestDatabase } from './test-database.js';

/** Noon in Texas on a fixed day, so availability and countdown tests never drift. */
export const TEST_NOW = new Date('2026-11-21T18:00:00Z');

/** Cheaper password hashing for tests only; production always uses the OWASP cost. */
export const TEST_SCRYPT = { N: 2 ** 14, r: 8, p: 1 };

export interface TestApp {
  app: INestApplication;
  orm: MikroORM;
  clock: FixedClock;
  http: ReturnType<INestApplication['getHttpServer']>;
  close(): Promise<void>;
}

export async function startTestApp(options: { seed?: boolean; webDir?: string } = {}): Promise<TestApp> {
  const orm = await openTestDatabase();
  const clock = new FixedClock(TEST_NOW);
  if (options.seed !== false) await seedCatalogue(orm, clock, new UuidGenerator(), { scrypt: TEST_SCRYPT });
  const app = await createApp({ orm, clock, webDir: options.webDir, logger: false, scrypt: TEST_SCRYPT });
  return {
    app,
    orm,
    clock,
    http: app.getHttpServer(),
    close: async () => {
      await app.close();
      await orm.close();
    },
  };
}

/** A browser-like client that keeps cookies and sends the CSRF header on writes, as the web app does. */
export function browserAgent(http: TestApp['http']) {
  return request.agent(http).set('X-HCW-CSRF', '1');
}
