import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from '../../adapters/http/create-app.js';
import { seedCatalogue } from '../../adapters/runtime/catalogue.js';
import { openApplication, type Application } from '../../adapters/composition/application.js';
import { FixedClock } from './fixed-clock.js';
import { openTestDatabase, testDatabaseTarget } from './test-database.js';

/** Noon in Texas on a fixed day, so availability and countdown tests never drift. */
export const TEST_NOW = new Date('2026-11-21T18:00:00Z');

/** Where links in test mail point. */
export const TEST_PUBLIC_URL = 'https://weddings.test';

/** Cheaper password hashing for tests only; production always uses the OWASP cost. */
export const TEST_SCRYPT = { N: 2 ** 14, r: 8, p: 1 };

export interface TestApp {
  app: INestApplication;
  orm: MikroORM;
  clock: FixedClock;
  /** The composed core the HTTP app runs on: its use cases, ports and job queue. */
  application: Application;
  http: ReturnType<INestApplication['getHttpServer']>;
  /** Works every queued job (event handlers, then the mail they queue) in this process. */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real HTTP app on a fresh database. Background jobs are queued as in production but
 * worked only when a test calls drainJobs(), so a test decides when mail goes out.
 */
export async function startTestApp(options: { seed?: boolean; webDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<TestApp> {
  const orm = await openTestDatabase();
  const clock = new FixedClock(TEST_NOW);
  const application = await openApplication({
    orm,
    target: testDatabaseTarget(),
    clock,
    scrypt: TEST_SCRYPT,
    workJobs: false,
    env: options.env ?? { PUBLIC_URL: TEST_PUBLIC_URL },
    // As in production: every API test also checks that the cache never serves a stale read.
    cacheReads: true,
  });
  if (options.seed !== false) {
    await seedCatalogue(application);
    await application.jobs.drain();
  }
  const app = await createApp({ app: application, webDir: options.webDir, logger: false });
  return {
    app,
    orm,
    clock,
    application,
    http: app.getHttpServer(),
    drainJobs: () => application.jobs.drain(),
    close: async () => {
      await app.close();
      await application.close();
      await orm.close();
    },
  };
}

/** A browser-like client that keeps cookies and sends the CSRF header on writes, as the web app does. */
export function browserAgent(http: TestApp['http']) {
  return request.agent(http).set('X-HCW-CSRF', '1');
}
