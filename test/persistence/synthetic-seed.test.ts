import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { syntheticVenue } from '../../adapters/persistence/seed/synthetic-venues.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import { onServer, openTestDatabase } from '../support/test-database.js';

// The synthetic seed writes its rows in its own SQL (one JSON parameter per batch), apart from the
// repository's mapping: what the repository reads back must be the venue the seed made.
const idOf = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const noIds: IdGenerator = { next: () => 'unused' };

/** The venue table's indexes, each as PostgreSQL would write it again. */
async function venueIndexes(): Promise<string[]> {
  const rows: { indexdef: string }[] = await orm.em.getConnection().execute(`select indexdef from pg_indexes where tablename = 'venue' order by indexname`);
  return rows.map((row) => row.indexdef);
}

let orm: MikroORM;
let venues: MikroOrmVenueRepository;

beforeAll(async () => {
  orm = await openTestDatabase();
  venues = new MikroOrmVenueRepository(orm.em);
}, 60_000);
afterAll(() => orm.close());

describe('seeding synthetic venues', () => {
  it('writes each venue as the repository reads it back, field by field, numbered after those already there', async () => {
    let made = 0;
    const ids: IdGenerator = { next: () => idOf(made++) };
    // The first run is a bulk load (its indexes dropped and built again), the second is not.
    await expect(seedSyntheticVenues(orm, { venues, ids }, 2_300, undefined, { bulkLoadFrom: 1_000 })).resolves.toBe(2_300);
    await expect(seedSyntheticVenues(orm, { venues, ids }, 5)).resolves.toBe(2_305);
    // Both sides of a batch boundary (500), and the second run's venues.
    for (const index of [0, 1, 499, 500, 2_299, 2_300, 2_304]) {
      expect(await venues.findById(idOf(index))).toEqual({ ...syntheticVenue(index, noIds), id: idOf(index) });
    }
  });

  it('builds every index of the venue table again after a bulk load, as it was', async () => {
    const before = await venueIndexes();
    expect(before.length).toBeGreaterThan(10);
    const total = await venues.count();
    let made = 0;
    const ids: IdGenerator = { next: () => `00000000-0000-4000-9000-${String(made++).padStart(12, '0')}` };
    await expect(seedSyntheticVenues(orm, { venues, ids }, 2_500, undefined, { bulkLoadFrom: 1_000 })).resolves.toBe(total + 2_500);
    expect(await venueIndexes()).toEqual(before);
  });

  it('adds nothing and keeps every index when a bulk load fails half-way', async () => {
    const before = await venueIndexes();
    const total = await venues.count();
    let made = 0;
    const ids: IdGenerator = {
      next: () => {
        if (made === 3_000) throw new Error('the generator broke');
        return `00000000-0000-4000-a000-${String(made++).padStart(12, '0')}`;
      },
    };
    await expect(seedSyntheticVenues(orm, { venues, ids }, 6_000, undefined, { bulkLoadFrom: 1_000 })).rejects.toThrow('the generator broke');
    expect(made).toBe(3_000);
    expect(await venues.count()).toBe(total);
    expect(await venueIndexes()).toEqual(before);
  });
});

// Embedded, what PostgreSQL holds at once while seeding stays the process's memory for good:
// batches of 2,000, trigram index builds in 64 MB and ANALYZE's sample of 30,000 rows each grew it
// by 15 to 27 MB over 100,000 venues (EMBEDDED_PARAMS in adapters/persistence/database.ts, BATCH in the seed).
(onServer ? describe.skip : describe)('seeding synthetic venues into embedded PostgreSQL', () => {
  let embedded: MikroORM;
  beforeAll(async () => {
    embedded = await openTestDatabase();
  }, 60_000);
  afterAll(() => embedded.close());

  /**
   * Bytes of PGlite's WebAssembly memory that PostgreSQL has written to, a 64 kB page at a time: what
   * the operating system counts as the process's. The memory is reserved whole at start (128 MB),
   * starts zeroed, and keeps what was written after it is freed.
   */
  async function writtenMemory(): Promise<number> {
    const pglite = (await embedded.em.getConnection().getNativeClient()) as { Module: { HEAPU8: Uint8Array } };
    const heap = pglite.Module.HEAPU8;
    const words = new Uint32Array(heap.buffer, heap.byteOffset, heap.byteLength / 4);
    const pageWords = 65_536 / 4;
    let written = 0;
    for (let page = 0; page < words.length; page += pageWords) {
      for (let word = page; word < page + pageWords; word++) {
        if (words[word] !== 0) {
          written += 65_536;
          break;
        }
      }
    }
    return written;
  }

  it('grows its memory by a few MB at most while it adds, indexes and analyses 20,000 venues', async () => {
    // The buffer cache is the process's from the start but reads as zeros until it holds pages: filled
    // with rows first, what the seed holds at once is all that is counted.
    const connection = embedded.em.getConnection();
    await connection.execute('create table cache_filler (n integer, text text)');
    for (let i = 0; i < 60; i++) await connection.execute(`insert into cache_filler select g, repeat(md5(random()::text), 8) from generate_series(1, 2000) g`);
    const before = await writtenMemory();
    let made = 0;
    const ids: IdGenerator = { next: () => `00000000-0000-4000-b000-${String(made++).padStart(12, '0')}` };
    await seedSyntheticVenues(embedded, { venues: new MikroOrmVenueRepository(embedded.em), ids }, 20_000, undefined, { bulkLoadFrom: 1_000 });
    // 7.5 MB as it is; 21 with batches of 2,000, 24 with ANALYZE's default sample.
    expect((await writtenMemory()) - before).toBeLessThanOrEqual(12 * 1024 * 1024);
  }, 60_000);

  it('sorts index builds in 4 MB: a trigram index over 100,000 venues grew the memory by 15 MB with the default 64', async () => {
    // Too slow a seed for this suite; its effect is measured in README (Speed).
    await expect(embedded.em.getConnection().execute('show maintenance_work_mem')).resolves.toEqual([{ maintenance_work_mem: '4MB' }]);
  });

  it('holds at most an 8 MB buffer cache of rows, however many it has read: the 32 MB before kept the server 20-26 MiB higher', async () => {
    const connection = embedded.em.getConnection();
    // Rows enough to fill a cache of 32 MB (the seed's test above may have written them already), read by index.
    await connection.execute('create table if not exists cache_filler (n integer, text text)');
    const [{ rows }] = await connection.execute<{ rows: number }[]>('select count(*)::int as rows from cache_filler');
    for (let i = rows; i < 120_000; i += 2_000) await connection.execute(`insert into cache_filler select g, repeat(md5(random()::text), 8) from generate_series(1, 2000) g`);
    await connection.execute('create index if not exists cache_filler_n on cache_filler (n)');
    await connection.execute('set enable_seqscan = off');
    await connection.execute('select sum(length(text)) from cache_filler where n > 0');
    await connection.execute('reset enable_seqscan');
    // 24 MB written with the 8 MB cache (this test alone), 51 with the former 32 MB one.
    expect(await writtenMemory()).toBeLessThanOrEqual(40 * 1024 * 1024);
    await expect(connection.execute('show shared_buffers')).resolves.toEqual([{ shared_buffers: '8MB' }]);
  }, 60_000);
});
