import type { MikroORM } from '@mikro-orm/core';
import { CompiledQuery } from 'kysely';
import type { Ports } from '../../domain/ports.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import { syntheticVenue } from '../persistence/seed/synthetic-venues.js';

/**
 * Venues per statement. PostgreSQL holds a batch's JSON and its rows in memory at once: 2,000 grew
 * embedded PGlite's memory (which is never given back) by 18 MB, 500 by 5, and seeded as fast
 * (100,000 venues: 4.5-4.7 s against 4.8-5.0 on the PostgreSQL server, 2026-11-29).
 */
const BATCH = 500;

// A batch of venues in one statement with one parameter: PostgreSQL turns the JSON array into rows.
// Through the repository's insertMany (MikroORM building and formatting 40,000 parameters per batch)
// seeding 100,000 venues on embedded PGlite took 15.5 s, of which MikroORM about 2. The statement
// goes through Kysely (MikroORM's own query runner, the transaction's connection) so the parameter
// is sent as one: MikroORM's execute() writes it into the SQL text on PGlite, escaping and copying
// 2.5 MB a batch, and the server's heap, kept small (start-server.js), spent 4.5 s of a seed
// collecting that garbage. 100,000 through a running embedded server, its indexes rebuilt: 15.1-15.7 s
// before, 9.6-10.1 s after (17.7-18.6 s with neither). The record's fields are named as the Venue's
// ("maxGuests"), in the table's column order, so the venues go out as JSON as they are: renaming each
// venue's fields to columns first took 0.5 s of a 100,000-venue seed.
const INSERT_VENUES_SQL = `insert into venue (id, name, location, city, description, images, amenities, venue_type, max_guests, capacity,
    price_cents, rating, review_count, featured, status, styles, atmospheres, best_seasons, owner_id, created_at)
  select v.*, now() from jsonb_to_recordset($1::jsonb) as v(id uuid, name text, location text, city text, description text, images text[],
    amenities text[], "venueType" text, "maxGuests" integer, capacity integer, "priceCents" integer, rating numeric,
    "reviewCount" integer, featured boolean, status text, styles text[], atmospheres text[], "bestSeasons" text[], "ownerId" uuid)`;

/**
 * From this many venues added, and at least as many as the table holds, the seed drops the venue
 * table's own indexes and builds them again at the end: PostgreSQL builds an index from the rows at
 * once far faster than it updates it row by row. On PGlite, 100,000 venues took 11.7 s of inserts
 * with the 14 indexes in place, against 4.5 s of inserts and 3.6 s of builds.
 */
export const BULK_LOAD_FROM = 10_000;

/**
 * The venue table's indexes that no constraint owns (the primary key stays): the statement that
 * drops each (its name quoted by PostgreSQL's own format %I) and the one that builds it again.
 */
const DROPPABLE_INDEXES_SQL = `select format('drop index %I', i.relname) as "drop", pg_get_indexdef(x.indexrelid) as definition
  from pg_index x join pg_class i on i.oid = x.indexrelid
  where x.indrelid = 'venue'::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
  order by i.relname`;

/**
 * Adds `count` synthetic venues after those already there, in batches, in one transaction (a failed
 * seed adds nothing and leaves every index as it was); returns the new total. A bulk load (see
 * BULK_LOAD_FROM) holds the venue table locked until it commits: an operator's command for load and
 * query-plan checks, not for a live catalogue's busy hour.
 */
export async function seedSyntheticVenues(
  orm: MikroORM,
  { venues, ids }: Pick<Ports, 'venues' | 'ids'>,
  count: number,
  onProgress?: (done: number) => void,
  { bulkLoadFrom = BULK_LOAD_FROM }: { bulkLoadFrom?: number } = {},
): Promise<number> {
  const start = await venues.count();
  await scopedEm(orm.em).transactional(async (em) => {
    const bulk = count >= Math.max(bulkLoadFrom, start);
    const indexes = bulk ? await em.execute<{ drop: string; definition: string }[]>(DROPPABLE_INDEXES_SQL) : [];
    for (const { drop } of indexes) await em.execute(drop);
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      const rows = Array.from({ length: size }, (_, i) => syntheticVenue(start + done + i, ids));
      await em.getKysely().executeQuery(CompiledQuery.raw(INSERT_VENUES_SQL, [JSON.stringify(rows)]));
      onProgress?.(done + size);
    }
    for (const { definition } of indexes) await em.execute(definition);
  });
  // Fresh statistics and visibility map, and the GIN pending lists merged, as autovacuum would
  // (outside the transaction: vacuum cannot run inside one).
  await orm.em.getConnection().execute('vacuum analyze venue');
  return venues.count();
}
