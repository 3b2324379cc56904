import { LRUCache } from 'lru-cache';
import type { CatalogueChangeFeed } from './catalogue-change-feed.js';
import { onLocalCatalogueWrite } from './local-catalogue-writes.js';

/** After this instance writes to the catalogue, reads are not kept for a moment: the write may not have committed yet. */
const LOCAL_WRITE_SETTLE_MS = 250;

/** Keys remembered as read once, for answers kept only when read again (`keepWhenReadAgain`). */
const READ_ONCE_KEYS = 20_000;

export interface ReadOptions {
  /**
   * Keep the answer only from its second read (within the last READ_ONCE_KEYS such reads). For
   * searches: most are never asked again, and keeping each one pushed the hot reads (venue pages,
   * packages, vendors) out of the cache and cost a copy's sizing and freezing for nothing.
   */
  keepWhenReadAgain?: boolean;
}

export interface CatalogueReadCacheOptions {
  /** Entries kept at most (the least recently read go first). */
  maxEntries?: number;
  /**
   * Characters of JSON the kept answers may add up to (the least recently read go first): the bound
   * on memory, as an answer's size varies (a venue is 1 kB, a search page 8 kB, a vendor list more).
   * About 2.5 bytes of heap a character, so the default holds the heap's cache near 20 MB.
   */
  maxJsonChars?: number;
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
  private readonly entries: LRUCache<string, { value: unknown; jsonChars: number }>;
  private readonly readOnce = new LRUCache<string, true>({ max: READ_ONCE_KEYS });
  /** Bumped by every change notice; a read keeps its answer only if it did not move meanwhile. */
  private generation = 0;
  private readonly inTransaction: () => boolean;
  private keepNothingUntil = 0;
  private readonly stopNoticingWrites: () => void;

  constructor(
    private readonly feed: CatalogueChangeFeed,
    options: CatalogueReadCacheOptions,
  ) {
    this.entries = new LRUCache({
      max: options.maxEntries ?? 2_000,
      maxSize: options.maxJsonChars ?? 8_000_000,
      sizeCalculation: (entry) => entry.jsonChars,
      ttl: options.ttlMs ?? 5 * 60_000,
    });
    this.inTransaction = options.inTransaction;
    feed.onChange(() => this.forget());
    this.stopNoticingWrites = onLocalCatalogueWrite(() => {
      this.forget();
      this.keepNothingUntil = Date.now() + LOCAL_WRITE_SETTLE_MS;
    });
  }

  /** The cached answer for the key, or the loaded one (kept when nothing changed while loading). */
  async read<T>(key: string, load: () => Promise<T>, options: ReadOptions = {}): Promise<T> {
    if (!this.feed.listening || this.inTransaction()) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (options.keepWhenReadAgain && !this.readOnce.delete(key)) {
      this.readOnce.set(key, true);
      return value;
    }
    if (generation === this.generation && this.feed.listening && Date.now() >= this.keepNothingUntil) {
      this.entries.set(key, { value: deepFreeze(value), jsonChars: jsonCharsOf(value) });
    }
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

/** The size of an answer as JSON: a measure of its memory that is cheap beside the read it saves. */
function jsonCharsOf(value: unknown): number {
  return Math.max(1, JSON.stringify(value)?.length ?? 1);
}

/** Cached answers are shared by every request: freezing them turns an accidental edit into an error. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
