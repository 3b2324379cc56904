import 'reflect-metadata';
import { afterEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { PgBossJobQueue, type JobDefinition } from '../../adapters/jobs/pg-boss-job-queue.js';
import type { DatabaseTarget } from '../../adapters/persistence/database-config.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { scopedEm } from '../../adapters/persistence/scoped-entity-manager.js';
import { onServer, openTestDatabase, testDatabaseTarget } from '../support/test-database.js';

// The job queue on the database the suite runs on: in-memory PGlite by default, the PostgreSQL server in CI.
const opened: { queue: PgBossJobQueue; orm: MikroORM }[] = [];
afterEach(async () => {
  for (const { queue, orm } of opened.splice(0)) {
    await queue.stop();
    await orm.close();
  }
});

async function openQueue(orm: MikroORM, target: DatabaseTarget, definitions: JobDefinition<never>[], work = false, pollingIntervalSeconds = 0.5) {
  const queue = await PgBossJobQueue.open(orm, target);
  await queue.start(definitions, { work, pollingIntervalSeconds });
  opened.push({ queue, orm });
  return queue;
}

/** Waits until `done` holds, at most `ms`; a test then says what it expected to have happened. */
async function waitUntil(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Lets a worker's first fetch (at start) pass, so what runs next came by a wake-up or a poll. */
const afterFirstFetch = () => new Promise((r) => setTimeout(r, 1000));

const recorder = (name: string, runs: string[], fail?: (data: { n: number }) => boolean): JobDefinition<never> =>
  ({
    name,
    retryLimit: 1,
    retryDelaySeconds: 1,
    run: async (data: { n: number }) => {
      runs.push(`${name}:${data.n}`);
      if (fail?.(data)) throw new Error(`job ${data.n} failed on purpose`);
    },
  }) as JobDefinition<never>;

describe('PgBossJobQueue', () => {
  it('runs a job queued in a unit of work only when that unit of work commits', async () => {
    const orm = await openTestDatabase();
    const runs: string[] = [];
    const queue = await openQueue(orm, testDatabaseTarget(), [recorder('test.committed', runs)]);
    const uow = new MikroOrmUnitOfWork(orm);
    await expect(
      uow.run(async () => {
        await scopedEm(orm.em).execute(`insert into domain_event (id, type, occurred_at, payload) values (?, 'test', now(), '{}')`, ['00000000-0000-4000-8000-000000000001']);
        await queue.enqueue('test.committed', { n: 1 });
        throw new Error('the change fails half-way');
      }),
    ).rejects.toThrow('half-way');
    await uow.run(() => queue.enqueue('test.committed', { n: 2 }));
    await queue.drain();
    expect(runs).toEqual(['test.committed:2']);
    expect(await scopedEm(orm.em).execute(`select count(*)::int as n from domain_event`)).toEqual([{ n: 0 }]);
  });

  it('retries a failing job after a delay, then ends it as failed where operators see it', async () => {
    const orm = await openTestDatabase();
    const runs: string[] = [];
    const queue = await openQueue(orm, testDatabaseTarget(), [recorder('test.failing', runs, () => true)]);
    await queue.enqueue('test.failing', { n: 7 });
    await queue.drain();
    expect(runs).toEqual(['test.failing:7']);
    // Backoff: the retry waits for its delay rather than running at once.
    expect(await queue.failedJobs()).toEqual([]);
    await new Promise((r) => setTimeout(r, 2500));
    await queue.drain();
    expect(runs).toEqual(['test.failing:7', 'test.failing:7']);
    const failed = await queue.failedJobs();
    expect(failed).toEqual([expect.objectContaining({ name: 'test.failing', data: { n: 7 } })]);
    expect(JSON.stringify(failed[0].output)).toContain('failed on purpose');
  });

  it('keeps queued jobs across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-jobs-'));
    const target: DatabaseTarget = onServer ? testDatabaseTarget() : { kind: 'embedded', dataDir };
    try {
      const first = onServer ? await openTestDatabase() : await openDatabase(target);
      const queue = await PgBossJobQueue.open(first, target);
      await queue.start([recorder('test.durable', [])], { work: false });
      await queue.enqueue('test.durable', { n: 3 });
      await queue.stop();
      await first.close();

      const runs: string[] = [];
      const again = await openQueue(await openDatabase(target), target, [recorder('test.durable', runs)]);
      await again.drain();
      expect(runs).toEqual(['test.durable:3']);
    } finally {
      for (const { queue, orm } of opened.splice(0)) {
        await queue.stop();
        await orm.close();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('wakes its worker the moment a job is queued, long before the next poll', async () => {
    const orm = await openTestDatabase();
    const runs: string[] = [];
    const queue = await openQueue(orm, testDatabaseTarget(), [recorder('test.woken', runs)], true, 60);
    await afterFirstFetch();
    await new MikroOrmUnitOfWork(orm).run(() => queue.enqueue('test.woken', { n: 1 }));
    await waitUntil(() => runs.length > 0, 10_000);
    expect(runs).toEqual(['test.woken:1']);
  });

  it('works nothing until told to, then what was queued meanwhile and what comes after', async () => {
    const orm = await openTestDatabase();
    const runs: string[] = [];
    const queue = await openQueue(orm, testDatabaseTarget(), [recorder('test.told', runs)], false, 0.5);
    await new MikroOrmUnitOfWork(orm).run(() => queue.enqueue('test.told', { n: 1 }));
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toEqual([]);
    await queue.work({ pollingIntervalSeconds: 60 });
    await queue.work({ pollingIntervalSeconds: 60 }); // a second call starts no second worker
    await waitUntil(() => runs.length > 0, 10_000);
    await afterFirstFetch();
    await new MikroOrmUnitOfWork(orm).run(() => queue.enqueue('test.told', { n: 2 }));
    await waitUntil(() => runs.length > 1, 10_000);
    expect(runs).toEqual(['test.told:1', 'test.told:2']);
  });

  it('works a backlog one job after another, without waiting for a poll between them', async () => {
    const orm = await openTestDatabase();
    const runs: string[] = [];
    const queue = await openQueue(orm, testDatabaseTarget(), [recorder('test.backlog', runs)], true, 60);
    await afterFirstFetch();
    // One commit: PostgreSQL sends the queue's NOTIFY once for the five.
    await new MikroOrmUnitOfWork(orm).run(async () => {
      for (let n = 1; n <= 5; n++) await queue.enqueue('test.backlog', { n });
    });
    await waitUntil(() => runs.length === 5, 10_000);
    expect(runs).toEqual([1, 2, 3, 4, 5].map((n) => `test.backlog:${n}`));
  });

  it('polls a queue of work due later, and runs a job when it comes due', async () => {
    const orm = await openTestDatabase();
    const runs: string[] = [];
    const queue = await openQueue(orm, testDatabaseTarget(), [{ ...recorder('test.due-later', runs), dueLater: true } as JobDefinition<never>], true);
    await afterFirstFetch();
    await queue.enqueue('test.due-later', { n: 2 }, { startAfter: 1 });
    await waitUntil(() => runs.length > 0, 10_000);
    expect(runs).toEqual(['test.due-later:2']);
  });

  it('wakes the worker of a queue that was made, in an earlier version, polled only', async () => {
    const orm = await openTestDatabase();
    const target = testDatabaseTarget();
    const before = await PgBossJobQueue.open(orm, target);
    await before.start([{ ...recorder('test.upgraded', []), dueLater: true } as JobDefinition<never>], { work: false });
    await before.stop();
    const runs: string[] = [];
    const queue = await openQueue(orm, target, [recorder('test.upgraded', runs)], true, 60);
    await afterFirstFetch();
    await queue.enqueue('test.upgraded', { n: 3 });
    await waitUntil(() => runs.length > 0, 10_000);
    expect(runs).toEqual(['test.upgraded:3']);
  });

  (onServer ? it : it.skip)('runs each job once with two workers on one PostgreSQL database', async () => {
    const target = testDatabaseTarget();
    const runs: string[] = [];
    const definitions = [recorder('test.shared', runs)];
    const producer = await openQueue(await openTestDatabase(), target, definitions);
    await openQueue(await openDatabase(target, { migrate: false }), target, definitions, true);
    await openQueue(await openDatabase(target, { migrate: false }), target, definitions, true);
    for (let n = 0; n < 40; n++) await producer.enqueue('test.shared', { n });
    const deadline = Date.now() + 30_000;
    while (runs.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toHaveLength(40);
    expect(new Set(runs).size).toBe(40);
  });
});
