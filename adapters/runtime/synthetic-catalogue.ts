import type { MikroORM } from '@mikro-orm/core';
import type { Ports } from '../../domain/ports.js';
import type { Venue } from '../../domain/venues/venue.js';
import { syntheticVenue } from '../persistence/seed/synthetic-venues.js';

const BATCH = 2000;

// A batch of venues in one statement with one parameter: PostgreSQL turns the JSON array into rows.
// Through the repository's insertMany (MikroORM building and formatting 40,000 parameters per batch)
// seeding 100,000 venues on embedded PGlite took 15.5 s, of which MikroORM about 2.
const INSERT_VENUES_SQL = `insert into venue (id, name, location, city, description, images, amenities, venue_type, max_guests, capacity,
    price_cents, rating, review_count, featured, status, styles, atmospheres, best_seasons, owner_id, created_at)
  select v.*, now() from jsonb_to_recordset(?::jsonb) as v(id uuid, name text, location text, city text, description text, images text[],
    amenities text[], venue_type text, max_guests integer, capacity integer, price_cents integer, rating numeric,
    review_count integer, featured boolean, status text, styles text[], atmospheres text[], best_seasons text[], owner_id uuid)`;

/** A field's column: maxGuests -> max_guests, worked out once per field, not once per venue. */
const columns = new Map<string, string>();
function column(field: string): string {
  let name = columns.get(field);
  if (name === undefined) {
    name = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    columns.set(field, name);
  }
  return name;
}

/** The venue with its fields named as the table's columns. */
function venueRow(venue: Venue): Record<string, unknown> {
  return Object.fromEntries(Object.entries(venue).map(([field, value]) => [column(field), value]));
}

/** Adds `count` synthetic venues after those already there, in batches; returns the new total. */
export async function seedSyntheticVenues(
  orm: MikroORM,
  { venues, ids }: Pick<Ports, 'venues' | 'ids'>,
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const start = await venues.count();
  const connection = orm.em.getConnection();
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const rows = Array.from({ length: size }, (_, i) => venueRow(syntheticVenue(start + done + i, ids)));
    await connection.execute(INSERT_VENUES_SQL, [JSON.stringify(rows)]);
    onProgress?.(done + size);
  }
  // Fresh statistics and visibility map, and the GIN pending lists merged, as autovacuum would.
  await connection.execute('vacuum analyze venue');
  return venues.count();
}
