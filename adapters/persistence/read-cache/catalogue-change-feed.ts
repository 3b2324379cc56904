import type { MikroORM } from '@mikro-orm/core';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseTarget } from '../database-config.js';
import { CATALOGUE_CHANNEL } from '../migrations/migration-2026-11-26-catalogue-changes.js';

/** What a read cache needs to know of the database: when the catalogue changed, and whether it can hear that. */
export interface CatalogueChangeFeed {
  /** True while the feed is listening: a cache must not serve anything it could not hear about. */
  readonly listening: boolean;
  /** `table` is the catalogue table written to; null when the feed was deaf for a while (anything may have changed). */
  onChange(listener: (table: string | null) => void): void;
  close(): Promise<void>;
}

/** How long to wait before listening again after the server connection dropped. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on the database the app runs on. On the PostgreSQL server that is a connection of its own,
 * opened again when it drops; on embedded PGlite, the one in-process instance's listen().
 */
export async function listenForCatalogueChanges(orm: MikroORM, target: DatabaseTarget): Promise<CatalogueChangeFeed> {
  return target.kind === 'server' ? ServerChangeFeed.open(target.url) : EmbeddedChangeFeed.open(orm);
}

class Listeners {
  private readonly all: ((table: string | null) => void)[] = [];
  add(listener: (table: string | null) => void) {
    this.all.push(listener);
  }
  emit(table: string | null) {
    for (const listener of this.all) listener(table);
  }
}

class EmbeddedChangeFeed implements CatalogueChangeFeed {
  listening = true;
  private readonly listeners = new Listeners();
  private unlisten: (() => Promise<void>) | null = null;

  static async open(orm: MikroORM): Promise<EmbeddedChangeFeed> {
    const feed = new EmbeddedChangeFeed();
    const pglite = (await orm.em.getConnection().getNativeClient()) as PGlite;
    feed.unlisten = await pglite.listen(CATALOGUE_CHANNEL, (table) => feed.listeners.emit(table || null));
    return feed;
  }

  onChange(listener: (table: string | null) => void) {
    this.listeners.add(listener);
  }

  async close() {
    this.listening = false;
    await this.unlisten?.().catch(() => undefined); // the instance may be closed already
  }
}

class ServerChangeFeed implements CatalogueChangeFeed {
  listening = false;
  private readonly listeners = new Listeners();
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  private constructor(private readonly url: string) {}

  static async open(url: string): Promise<ServerChangeFeed> {
    const feed = new ServerChangeFeed(url);
    await feed.connect();
    return feed;
  }

  onChange(listener: (table: string | null) => void) {
    this.listeners.add(listener);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'hcw catalogue listener' });
    client.on('notification', (message) => this.listeners.emit(message.payload || null));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.closed) return void client.end().catch(() => undefined);
    this.client = client;
    this.listening = true;
    // Changes made while deaf are unknown: whatever was cached before is suspect.
    this.listeners.emit(null);
  }

  private lost(client: pg.Client) {
    if (this.client && this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.listeners.emit(null);
    client.end().catch(() => undefined);
    if (!this.closed && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.connect();
      }, RECONNECT_DELAY_MS);
      this.retry.unref();
    }
  }

  async close() {
    this.closed = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
