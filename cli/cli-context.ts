import type { MikroORM } from '@mikro-orm/core';
import { openApplication, type Application } from '../adapters/composition/application.js';
import { databaseTargetFromEnv, describeTarget, type DatabaseTarget } from '../adapters/persistence/database-config.js';
import { openDatabase } from '../adapters/persistence/database.js';
import { holdDataDir } from '../adapters/persistence/data-dir-lock.js';
import { SystemClock } from '../adapters/runtime/system-clock.js';

export interface CliContext {
  orm: MikroORM;
  target: DatabaseTarget;
  where: string;
}

/**
 * Opens the database the server would use (same DATABASE_URL / DATA_DIR), refusing an
 * embedded directory that a running server holds, and closes it after the command.
 */
export async function withDatabase<T>(work: (ctx: CliContext) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  const target = databaseTargetFromEnv();
  const release = target.kind === 'embedded' ? holdDataDir(target.dataDir) : () => {};
  try {
    const orm = await openDatabase(target, options);
    try {
      return await work({ orm, target, where: describeTarget(target) });
    } finally {
      await orm.close();
    }
  } finally {
    release();
  }
}

/**
 * The composed application over that database, as the server builds it. The CLI queues
 * background work (mail, event handlers) but does not work it: the server does.
 */
export async function withApplication<T>(work: (app: Application, ctx: CliContext) => Promise<T>): Promise<T> {
  return withDatabase(async (ctx) => {
    const app = await openApplication({ orm: ctx.orm, target: ctx.target, clock: new SystemClock(), workJobs: false });
    try {
      return await work(app, ctx);
    } finally {
      await app.close();
    }
  });
}
