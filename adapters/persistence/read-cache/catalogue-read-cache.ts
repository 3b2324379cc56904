import { LRUCache } from 'lru-cache';
import type { CatalogueChangeFeed } from './catalogue-change-feed.js';
import { onLocalCatalogueWrite } from './local-catalogue-writes.js';

/** After this instance writes to the catalogue, reads are not kept for a moment: the write may not have committed yet. */
const LOCAL_WRITE_SETTLE_MS = 250;

export interface CatalogueReadCacheOptions {
  /** Entries kept at most (the least recently read go first), so memory stays bounded. */
  maxEntries?: number;
  /** A safety net: no entry outlives this even if a change notice were missed. */
  ttlMs?: number;
  /** True inside a unit of work: a transaction reads the database itself, never the cache. */
  inTransaction: () => boolean;
}

/**
 * The per-instance cache of hot public reads (a venue, its packages and taken dates, featured
 * venues, search pages, vendors). Kept fresh by the database's change notices: any change to the
 * catalogue empties it. A read that was in flight while a change arrived is returned but not kept,
 * so an answer older than the change can never be stored after it. While the feed cannot listen,
 * nothing is served from or kept in the cache.
 */
export class CatalogueReadCache {
  private readonly entries: LRUCache<string, { value: unknown }>;
  /** Bumped by every change notice; a read keeps its answer only if it did not move meanwhile. */
  private generation = 0;
  private readonly inTransaction: () => boolean;
  private keepNothingUntil = 0;
  private readonly stopNoticingWrites: () => void;

  constructor(
    private readonly feed: CatalogueChangeFeed,
    options: CatalogueReadCacheOptions,
  ) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 2_000, ttl: options.ttlMs ?? 5 * 60_000 });
    this.inTransaction = options.inTransaction;
    feed.onChange(() => this.forget());
    this.stopNoticingWrites = onLocalCatalogueWrite(() => {
      this.forget();
      this.keepNothingUntil = Date.now() + LOCAL_WRITE_SETTLE_MS;
    });
  }

  /** The cached answer for the key, or the loaded one (kept when nothing changed while loading). */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.feed.listening || this.inTransaction()) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && this.feed.listening && Date.now() >= this.keepNothingUntil) this.entries.set(key, { value: deepFreeze(value) });
    return value;
  }

  /** Drops every entry: the catalogue changed (or the feed could not hear for a while). */
  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Stops following this process's writes (the feed is closed by its owner). */
  close(): void {
    this.stopNoticingWrites();
    this.forget();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Cached answers are shared by every request: freezing them turns an accidental edit into an error. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
