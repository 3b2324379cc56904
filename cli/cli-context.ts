import type { MikroORM } from '@mikro-orm/core';
import { databaseTargetFromEnv, describeTarget } from '../adapters/persistence/database-config.js';
import { openDatabase } from '../adapters/persistence/database.js';
import { holdDataDir } from '../adapters/persistence/data-dir-lock.js';
import { SystemClock } from '../adapters/runtime/system-clock.js';
import { UuidGenerator } from '../adapters/runtime/uuid-generator.js';

export interface CliContext {
  orm: MikroORM;
  clock: SystemClock;
  ids: UuidGenerator;
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
      return await work({ orm, clock: new SystemClock(), ids: new UuidGenerator(), where: describeTarget(target) });
    } finally {
      await orm.close();
    }
  } finally {
    release();
  }
}
