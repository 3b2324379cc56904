import type { MikroORM } from '@mikro-orm/core';
import type { Ports } from '../../domain/ports.js';
import { syntheticVenue } from '../persistence/seed/synthetic-venues.js';

const BATCH = 2000;

/** Adds `count` synthetic venues after those already there, in batches; returns the new total. */
export async function seedSyntheticVenues(
  orm: MikroORM,
  { venues, ids }: Pick<Ports, 'venues' | 'ids'>,
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
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
