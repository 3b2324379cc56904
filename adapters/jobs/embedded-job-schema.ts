import type { MikroORM } from '@mikro-orm/core';
import { PgBoss, fromPglite, getConstructionPlans, type PGliteLike } from 'pg-boss';

/**
 * What pg-boss would create in an empty embedded database, as text: part of the migrated template's
 * fingerprint (persistence/migrated-template.ts), so a template made under another pg-boss schema is
 * never loaded.
 */
export function embeddedJobSchemaPlan(): string {
  return getConstructionPlans(undefined, { backend: 'pglite' });
}

/**
 * Lets pg-boss install its schema in a just-migrated embedded database, the way its start would, so
 * the migrated template carries it: a new database's first start then finds pg-boss installed (its
 * install was about 0.5 s of a 4.5 s first start). No worker, supervisor or scheduler runs, and the
 * database stays open: pg-boss closes only connections it opened itself.
 */
export async function installEmbeddedJobSchema(orm: MikroORM): Promise<void> {
  const pglite = (await orm.em.getConnection().getNativeClient()) as unknown as PGliteLike;
  const boss = new PgBoss({ db: fromPglite(pglite), backend: 'pglite', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}
