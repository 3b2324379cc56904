import type { MikroORM } from '@mikro-orm/core';
import { callAdminSocket } from '../adapters/admin-socket/admin-socket.js';
import { DATABASE_OPERATIONS, runOperation } from '../adapters/admin-socket/operator-operations.js';
import { openApplication, type Application } from '../adapters/composition/application.js';
import { databaseTargetFromEnv, describeTarget, type DatabaseTarget } from '../adapters/persistence/database-config.js';
import { openDatabase } from '../adapters/persistence/database.js';
import { dataDirHolder, holdDataDir } from '../adapters/persistence/data-dir-lock.js';
import { DatabaseMissingError, DatabaseUnreachableError } from '../adapters/persistence/server-database.js';
import { SystemClock } from '../adapters/runtime/system-clock.js';
import { InvalidInputError } from '../domain/shared/domain-error.js';
import { showProgress } from './cli-progress.js';

export interface CliContext {
  orm: MikroORM;
  target: DatabaseTarget;
  where: string;
}

/** The database cannot be opened: the PostgreSQL server does not answer or refuses us, or PGlite cannot start. */
export class DatabaseUnavailableError extends Error {}

/** DATABASE_URL / DATA_DIR as the server reads them; a malformed setting is bad input (exit 2). */
export function cliTarget(): DatabaseTarget {
  try {
    return databaseTargetFromEnv();
  } catch (error) {
    throw new InvalidInputError('CLI.USAGE', 'DATABASE_URL', error instanceof Error ? error.message : String(error));
  }
}

async function open(target: DatabaseTarget, options: { migrate?: boolean }): Promise<MikroORM> {
  try {
    return await openDatabase(target, options);
  } catch (error) {
    if (error instanceof DatabaseMissingError || error instanceof DatabaseUnreachableError) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new DatabaseUnavailableError(`Cannot open the database (${describeTarget(target)}): ${reason}`);
  }
}

/**
 * Opens the database the server would use (same DATABASE_URL / DATA_DIR) and closes it after the
 * command. An embedded directory is held for the command's time: nobody else opens it meanwhile.
 */
export async function withDatabase<T>(work: (ctx: CliContext) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  const target = cliTarget();
  const release = target.kind === 'embedded' ? holdDataDir(target.dataDir) : () => {};
  try {
    const orm = await open(target, options);
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
export async function withApplication<T>(work: (app: Application, ctx: CliContext) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  return withDatabase(async (ctx) => {
    const app = await openApplication({ orm: ctx.orm, target: ctx.target, clock: new SystemClock(), workJobs: false });
    try {
      return await work(app, ctx);
    } finally {
      await app.close();
    }
  }, options);
}

/**
 * Runs one operator operation (adapters/admin-socket/operator-operations.ts). Against an embedded
 * DATA_DIR that a live server holds, the server runs it, through its admin socket: the directory
 * is never opened twice. Otherwise this process opens the database and runs it. `progress` draws
 * a bar on a terminal for long work.
 */
export async function operate<T = unknown>(op: string, params: Record<string, unknown> = {}, options: { progress?: string } = {}): Promise<T> {
  const target = cliTarget();
  const bar = options.progress ? showProgress(options.progress) : null;
  try {
    const holder = target.kind === 'embedded' ? dataDirHolder(target.dataDir) : null;
    if (target.kind === 'embedded' && holder !== null) return (await callAdminSocket(target.dataDir, holder, op, params, bar?.update)) as T;
    const progress = bar?.update ?? (() => {});
    if (DATABASE_OPERATIONS.has(op)) {
      // Only the database: the application is not composed (its start-up may need the schema these create).
      return (await withDatabase(({ orm, where }) => runOperation(op, params, { app: { orm } as Application, where, progress }), { migrate: false })) as T;
    }
    return (await withApplication((app, { where }) => runOperation(op, params, { app, where, progress }))) as T;
  } finally {
    bar?.stop();
  }
}
