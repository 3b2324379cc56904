import path from 'node:path';

/** Where the data lives: a PostgreSQL server, an embedded PGlite directory, or memory (tests). */
export type DatabaseTarget =
  | { kind: 'server'; url: string }
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'memory' };

export function databaseTargetFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(`DATABASE_URL must be a postgres:// URL (got "${url.split(':')[0]}:...")`);
    }
    return { kind: 'server', url };
  }
  return { kind: 'embedded', dataDir: path.resolve(env.DATA_DIR?.trim() || 'data') };
}

export function describeTarget(target: DatabaseTarget): string {
  switch (target.kind) {
    case 'server':
      return `PostgreSQL server ${new URL(target.url).host}${new URL(target.url).pathname}`;
    case 'embedded':
      return `embedded PostgreSQL (PGlite) in ${target.dataDir}`;
    case 'memory':
      return 'in-memory PostgreSQL (PGlite)';
  }
}

/**
 * Whether to fill an empty catalogue with the demo venues, vendors and the demo owner (whose
 * password is in the README). SEED_DEMO_DATA=true|false decides; unset, only the embedded
 * database, the one-machine demo, is seeded: a PostgreSQL server is taken to be a real site.
 */
export function shouldSeedDemoData(target: DatabaseTarget, env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SEED_DEMO_DATA?.trim().toLowerCase();
  if (!value) return target.kind !== 'server';
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`SEED_DEMO_DATA must be true or false, got "${env.SEED_DEMO_DATA}"`);
}
