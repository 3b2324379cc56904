import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { VenueRepository } from '../../../domain/venues/venue-repository.js';
import type { VenueSearchCriteria, VenueSearchPage } from '../../../domain/venues/venue-search.js';
import type { Venue } from '../../../domain/venues/venue.js';
import type { DatabaseTarget } from '../database-config.js';
import type { CatalogueChangeFeed } from '../read-cache/catalogue-change-feed.js';
import { deepFreeze } from '../read-cache/catalogue-read-cache.js';
import { onLocalCatalogueWrite } from '../read-cache/local-catalogue-writes.js';
import { withPublicImages } from '../../../domain/venue-management/photos.js';
import { PLACEHOLDER_VENUE_IMAGE } from '../../../domain/venue-management/use-cases/submit-venue-listing.js';
import {
  heldVenueIdsSql,
  indexedVenuesSql,
  photosOfColumn,
  recentResponsePointsSql,
  textsOfColumn,
  venueOfColumns,
  venuesWithPhotosByIdsSql,
} from '../repositories/venue-search-sql.js';
import { KeptVenues } from './kept-venues.js';
import { SharedVenueValues } from './shared-venue-values.js';
import { VenueSearchIndex } from './venue-search-index.js';
import { VenueSearchIndexBuilder } from './venue-search-index-builder.js';

/** Tables whose writes change what the index holds (listing points follow packages and photos); dates and vendors do not. */
const INDEXED_TABLES = new Set(['venue', 'venue_package', 'venue_photo']);

/**
 * Venues read per statement while building: the rows of one batch are all a build holds beside the
 * index. Embedded PGlite answers on this thread, and reading 2,000 venues holds it about 55 ms (10,000
 * held it 250-700 ms); between batches the build waits its turn behind the requests that came meanwhile.
 */
const BUILD_BATCH = 2_000;

/**
 * The next turn of the event loop, after the I/O waiting now. PGlite answers its statements without
 * any: a build of 100,000 venues awaited one batch after another and held every request of an
 * embedded server, health checks too, for 5-6 s.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** After a change, the index is built again once writes have paused this long: a burst of edits costs one build. */
const REBUILD_DELAY_MS = 1_500;

/**
 * Reply points move with time (a sliding window): the searches of one minute share them, as they
 * share a cached page (cached-catalogue-reads.ts), rather than each reading every inquiry again.
 */
const RESPONSE_POINTS_STEP_MS = 60_000;

/** How many venues of recent pages a search index keeps, and the characters of their texts. */
export interface VenuesKept {
  venues: number;
  chars: number;
}

/**
 * Venues of recent pages kept by id while the index stands, so a page of venues shown before needs no
 * statement: searches that differ every time still show the same well-placed venues again and again
 * (over 100,000 venues, 20,000 varied searches showed 23,000 venues; the 20,000 seen most made 99% of
 * what was shown). With their repeated values shared (SharedVenueValues) a kept venue is its id,
 * name, address and description and about 300 bytes more, and its JSON (about 600 more, kept by the
 * presenter): the characters of those bound the memory.
 */
const VENUES_KEPT_ON_A_SERVER: VenuesKept = { venues: 20_000, chars: 6_000_000 };
/**
 * Embedded, PGlite's WebAssembly memory lives in the same process and is never given back, so the
 * kept venues are what gives way: with 20,000 the embedded server peaked at 292-309 MiB under the
 * bench's searches after a 100,000-venue seed, with 8,000 at 287-294, its varied search's p99 at 10
 * connections 24-48 ms before and 28-41 after (100 asked). README, Speed.
 */
const VENUES_KEPT_EMBEDDED: VenuesKept = { venues: 8_000, chars: 2_400_000 };

/** What a search index keeps beside a PostgreSQL server, or beside PGlite in the process itself. */
export function venuesKeptBeside(database: DatabaseTarget['kind']): VenuesKept {
  return database === 'server' ? VENUES_KEPT_ON_A_SERVER : VENUES_KEPT_EMBEDDED;
}

const venueChars = (venue: Venue) => venue.id.length + venue.name.length + venue.location.length + venue.description.length + 150;

export interface IndexedVenueSearchOptions {
  /** True inside a unit of work: a transaction reads the database itself, never the index. */
  inTransaction: () => boolean;
  rebuildDelayMs?: number;
  /** Venues read per statement while building (BUILD_BATCH). */
  buildBatch?: number;
  /** Venues of recent pages kept (venuesKeptBeside); a server's share by default. */
  venuesKept?: VenuesKept;
}

/**
 * Searches answered from an in-memory index of the published venues (VenueSearchIndex), kept as
 * fresh as the read cache: built by the first search, dropped by any change notice or local write
 * to the venues, built again once writes pause. While there is no index that holds what the database
 * holds (building, a change just heard, the feed deaf, inside a transaction) `search` answers null
 * and the repository runs the search in SQL: the index is never a second, staler truth.
 */
export class IndexedVenueSearch {
  private index: VenueSearchIndex | null = null;
  /** Bumped by every change: a build keeps its result only if it did not move meanwhile. */
  private generation = 0;
  private building = false;
  /** Whether anyone searched yet: only then is an index worth building. */
  private searched = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private responsePoints: { step: number; generation: number; points: Promise<Map<string, number>> } | null = null;
  /** Published venues as read for this index, by their position in it; dropped with the index at every change. */
  private venuesKept: KeptVenues<Venue> | null = null;
  private readonly sharedValues = new SharedVenueValues();
  private readonly stopNoticingWrites: () => void;
  private readonly rebuildDelayMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: CatalogueChangeFeed,
    private readonly options: IndexedVenueSearchOptions,
  ) {
    this.rebuildDelayMs = options.rebuildDelayMs ?? REBUILD_DELAY_MS;
    feed.onChange((table) => this.changed(table));
    this.stopNoticingWrites = onLocalCatalogueWrite((table) => this.changed(table));
  }

  /** True while searches are answered from the index. */
  get ready(): boolean {
    return this.current() !== null;
  }

  /** The page of a search from the index; null when the index cannot answer it now (the caller runs SQL). */
  async search(criteria: VenueSearchCriteria): Promise<VenueSearchPage | null> {
    this.searched = true;
    const index = this.current();
    const kept = this.venuesKept;
    if (!index || !kept) {
      // The first search builds the first index (a process that never searches never builds one).
      if (!this.timer && !this.building) this.schedule(0);
      return null;
    }
    try {
      const [heldIds, responsePoints] = await Promise.all([
        criteria.availableOn ? this.heldOn(criteria.availableOn) : undefined,
        criteria.sort === 'recommended' ? this.responsePointsAt(criteria.rankedAt ?? new Date()) : new Map<string, number>(),
      ]);
      if (this.current() !== index) return null; // the venues changed while the moment was read
      const { ids, positions, ...total } = index.find(criteria, { heldIds, responsePoints });
      const venues = await this.venuesAt(positions, ids, kept);
      if (venues.length !== ids.length) return null; // a venue went or was withdrawn meanwhile: SQL tells what stands now
      return { venues, ...total };
    } catch {
      return null; // SQL answers, or reports what went wrong
    }
  }

  close(): void {
    this.closed = true;
    this.stopNoticingWrites();
    if (this.timer) clearTimeout(this.timer);
    this.index = null;
    this.venuesKept = null;
    this.sharedValues.clear();
  }

  /** A fork outside any transaction: the index is only used outside one. */
  private fork(): SqlEntityManager {
    return this.em.fork() as SqlEntityManager;
  }

  private current(): VenueSearchIndex | null {
    return this.feed.listening && !this.options.inTransaction() ? this.index : null;
  }

  private changed(table: string | null): void {
    if (table !== null && !INDEXED_TABLES.has(table)) return;
    this.generation += 1;
    this.index = null;
    this.responsePoints = null;
    this.venuesKept = null;
    this.sharedValues.clear();
    if (this.searched) this.schedule(this.rebuildDelayMs);
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.build();
    }, delayMs);
    this.timer.unref();
  }

  private async build(): Promise<void> {
    if (this.building || this.closed) return; // the build under way schedules another if it is outdated
    this.building = true;
    const generation = this.generation;
    try {
      const built = await this.indexedVenues();
      if (generation === this.generation && this.feed.listening && !this.closed) {
        this.index = new VenueSearchIndex(built);
        const room = this.options.venuesKept ?? VENUES_KEPT_ON_A_SERVER;
        this.venuesKept = new KeptVenues(this.index.size, room.venues, room.chars, venueChars);
      }
    } catch {
      // The database is busy or away: searches run in SQL, and the index is tried again.
      if (generation === this.generation) this.schedule(this.rebuildDelayMs * 4);
    } finally {
      this.building = false;
    }
    if (generation !== this.generation) this.schedule(this.rebuildDelayMs);
  }

  private async indexedVenues(): Promise<VenueSearchIndexBuilder> {
    const em = this.fork();
    const platform = em.getPlatform();
    const builder = new VenueSearchIndexBuilder();
    const batch = this.options.buildBatch ?? BUILD_BATCH;
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const rows: Record<string, unknown>[] = await em.execute<Record<string, unknown>[]>(indexedVenuesSql(platform, after, batch));
      builder.add(
        rows.map((row) => ({
          id: row.id as string,
          city: row.city as string,
          location: row.location as string,
          venueType: row.venue_type as string,
          maxGuests: Number(row.max_guests),
          priceCents: Number(row.price_cents),
          rating: Number(row.rating),
          reviewCount: Number(row.review_count),
          amenities: textsOfColumn(row.amenities, platform),
          listingPoints: Number(row.listing_points),
        })),
      );
      if (rows.length < batch) return builder;
      const last: Record<string, unknown> = rows[rows.length - 1];
      after = { name: last.name as string, id: last.id as string };
      await nextTurn();
      if (this.closed) return builder; // build() keeps nothing now, and no statement goes to a database closing meanwhile
    }
  }

  private async heldOn(date: string): Promise<Set<string>> {
    const em = this.fork();
    const rows = await em.execute<{ id: string }[]>(heldVenueIdsSql(em.getPlatform(), date));
    return new Set(rows.map((row) => row.id));
  }

  private responsePointsAt(at: Date): Promise<Map<string, number>> {
    const step = Math.floor(at.getTime() / RESPONSE_POINTS_STEP_MS);
    const kept = this.responsePoints;
    if (kept && kept.step === step && kept.generation === this.generation) return kept.points;
    const em = this.fork();
    const points = em
      .getConnection()
      .execute<{ id: string; points: number }[]>(recentResponsePointsSql(em.getPlatform(), at))
      .then((rows) => new Map(rows.map((row) => [row.id, Number(row.points)])));
    this.responsePoints = { step, generation: this.generation, points };
    points.catch(() => {
      if (this.responsePoints?.points === points) this.responsePoints = null;
    });
    return points;
  }

  /** The page's venues, in the index's order: those kept from earlier pages, the others read in one statement. */
  private async venuesAt(positions: number[], ids: string[], kept: KeptVenues<Venue>): Promise<Venue[]> {
    const venues = positions.map((position) => kept.get(position));
    // Every one kept (most pages, once warm): nothing was awaited, so none can predate a change.
    if (!venues.includes(undefined)) return venues as Venue[];
    const missing = ids.filter((_, k) => venues[k] === undefined);
    const read = new Map<string, Venue>();
    const generation = this.generation;
    const em = this.fork();
    const platform = em.getPlatform();
    // With their uploaded photos (as venueRepositoryWithPhotos shows them): photos are among the
    // index's tables, so a change to them drops what is kept.
    for (const row of await em.execute<Record<string, unknown>[]>(venuesWithPhotosByIdsSql(platform, missing))) {
      const venue = withPublicImages(venueOfColumns(row, platform), photosOfColumn(row.photos, row.id as string), PLACEHOLDER_VENUE_IMAGE);
      read.set(venue.id, deepFreeze(this.sharedValues.share(venue)));
    }
    // Rows read while a change was heard may predate it: they serve this page and are not kept. The
    // venues kept before such a change count as gone: the page comes up short, and SQL answers.
    const current = generation === this.generation;
    return ids.flatMap((id, k) => {
      const venue = (current ? venues[k] : undefined) ?? read.get(id);
      if (venue === undefined) return []; // gone or withdrawn meanwhile
      if (current && venues[k] === undefined) kept.set(positions[k], venue);
      return [venue];
    });
  }
}

/**
 * The venue repository with searches answered from the index whenever it holds what the database
 * holds. `inner` answers the others, and shows venues with their uploaded photos as the index does.
 */
export function venueRepositoryWithSearchIndex(inner: VenueRepository, indexed: IndexedVenueSearch): VenueRepository {
  const search = async (criteria: VenueSearchCriteria) => (await indexed.search(criteria)) ?? inner.search(criteria);
  return Object.assign(Object.create(inner) as VenueRepository, { search });
}
