import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as tar from 'tar';
import type { MikroORM } from '@mikro-orm/core';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations/migrations-list.js';
import { embeddedJobSchemaPlan, installEmbeddedJobSchema } from '../jobs/embedded-job-schema.js';

/**
 * A new embedded database starts from a copy of an empty, fully migrated one instead of running
 * PostgreSQL's initdb and every migration (about 2 s of a 3 s cold start, and of every test's
 * in-memory database). The copy is PGlite's own data-directory dump, kept per schema: its name is
 * a fingerprint of every migration's name and SQL and of pg-boss's schema (which the copy holds too,
 * jobs/embedded-job-schema.ts), so a changed or added migration or another pg-boss never loads an
 * old copy; the migrator still runs after loading and finds nothing to do.
 */
const TEMPLATE_DIR = process.env.HCW_TEMPLATE_DIR ?? path.join(os.tmpdir(), 'hcw-pglite-templates');

let fingerprint: string | undefined;

/** Bumped when the way a copy is made changes, so a copy made the old way is never loaded (2: no template databases in memory either). */
const TEMPLATE_FORMAT = 2;

/** The schema's fingerprint: the copy's format, the migrations' names and statements, in order, then pg-boss's schema. */
export function schemaFingerprint(): string {
  if (!fingerprint) {
    const hash = createHash('sha256');
    hash.update(`format ${TEMPLATE_FORMAT}\n`);
    for (const { name, class: MigrationClass } of MIGRATIONS) {
      // A migration only collects its statements in up(); it needs no driver for that.
      const migration = new MigrationClass(null as never, null as never);
      void migration.up();
      hash.update(`${name}\n${migration.getQueries().map(String).join(';\n')}\n`);
    }
    hash.update(embeddedJobSchemaPlan());
    fingerprint = hash.digest('hex').slice(0, 24);
  }
  return fingerprint;
}

/** Each kind has its own template, dumped from a database of that kind. */
export type TemplateKind = 'memory' | 'embedded';

function templateFile(kind: TemplateKind): string {
  return path.join(TEMPLATE_DIR, `schema-${schemaFingerprint()}-${kind}.tar.gz`);
}

/**
 * The migrated empty database for this schema, when one was saved, as the part of a Blob PGlite's
 * loadDataDir reads. Not a real Blob: MikroORM copies its driver options, and a copied Blob loses
 * its contents, while this object's method keeps the bytes it closes over. Handed over as a plain
 * tar: node's zlib unpacks the saved file in a tenth of the time PGlite's DecompressionStream
 * takes (about 70 ms against 250 to 450 ms of every new database's start). The unpacked bytes are
 * handed over as they are, not copied: a copy of the 29 MB cost 200-400 ms of each start.
 */
export function migratedTemplate(kind: TemplateKind): Blob | undefined {
  try {
    const bytes = gunzipSync(fs.readFileSync(templateFile(kind)));
    const whole = bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength;
    const arrayBuffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
    return { type: 'application/x-tar', size: bytes.length, arrayBuffer: async () => arrayBuffer } as unknown as Blob;
  } catch {
    return undefined;
  }
}

/**
 * Writes the migrated empty database for this schema into `pgdata` (a data directory that does not
 * exist yet), so PGlite opens it as an existing database. On disk this is what makes a first start
 * fast: PGlite's own loadDataDir writes the same 40 MB file by file through its emscripten file
 * system (about 2 s), node-tar in a tenth of that. Unpacked beside it and renamed into place, so a
 * crash half-way leaves no half database. False when there is no template (or it cannot be used).
 */
export function unpackMigratedTemplate(kind: TemplateKind, pgdata: string): boolean {
  const file = templateFile(kind);
  if (!fs.existsSync(file) || fs.existsSync(pgdata)) return false;
  const partial = `${pgdata}.${process.pid}.partial`;
  try {
    fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
    // PGlite's dump names its entries from the root ("/PG_VERSION"): node-tar strips the "/".
    tar.x({ file, cwd: partial, sync: true });
    if (!fs.existsSync(path.join(partial, 'PG_VERSION'))) throw new Error(`${file} holds no data directory`);
    fs.renameSync(partial, pgdata);
    return true;
  } catch {
    fs.rmSync(partial, { recursive: true, force: true });
    return false;
  }
}

/**
 * Both kinds work in the cluster's "postgres" and nothing here creates databases, so the copies
 * leave out the cluster's template0 and template1: 538 of its 1,259 files, and creating a file is
 * what unpacking costs. On disk about 0.6 ms each (0.7 -> 0.5 s of a first start); in memory this and
 * the copy migratedTemplate no longer makes open a new database in 0.4 s instead of 0.9.
 */
async function dropTemplateDatabases(pglite: PGlite): Promise<void> {
  await pglite.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await pglite.exec('drop database template0');
  await pglite.exec('drop database template1');
}

/**
 * Saves a just-migrated, still empty database as the template, unless one is there. Written to a
 * temporary name and renamed, so a reader never sees half a file; any failure only costs speed.
 * The copy carries the job queue's schema (pg-boss then finds itself installed) and is taken after
 * a checkpoint, so a database opened from it has no log to replay (50 ms of each start).
 */
export async function saveMigratedTemplate(orm: MikroORM, kind: TemplateKind): Promise<void> {
  const file = templateFile(kind);
  if (fs.existsSync(file)) return;
  try {
    await installEmbeddedJobSchema(orm);
    const pglite = (await orm.em.getConnection().getNativeClient()) as PGlite;
    await dropTemplateDatabases(pglite);
    await pglite.exec('checkpoint');
    const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  } catch {
    // No template: the next new database migrates from scratch, as this one did.
  }
}
