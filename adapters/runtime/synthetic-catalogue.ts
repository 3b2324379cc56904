import type { MikroORM } from '@mikro-orm/core';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import { MikroOrmVenueRepository } from '../persistence/repositories/mikro-orm-venue-repository.js';
import { syntheticVenue } from '../persistence/seed/synthetic-venues.js';

const BATCH = 2000;

/** Adds `count` synthetic venues after those already there, in batches; returns the new total. */
export async function seedSyntheticVenues(orm: MikroORM, ids: IdGenerator, count: number, onProgress?: (done: number) => void): Promise<number> {
  const venues = new MikroOrmVenueRepository(orm.em);
  const start = await venues.count();
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    await venues.insertMany(
      Array.from({ length: size }, (_, i) => ({ venue: syntheticVenue(start + done + i, ids), packages: [], blockedDates: [] })),
    );
    onProgress?.(done + size);
  }
  // Fresh statistics and visibility map, and the GIN pending lists merged, as autovacuum would.
  await orm.em.getConnection().execute('vacuum analyze venue');
  return venues.count();
}
