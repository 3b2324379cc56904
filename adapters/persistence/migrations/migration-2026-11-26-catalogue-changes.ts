import { Migration } from '@mikro-orm/migrations';

/** The tables behind what every visitor reads: the venues, their photos and packages, taken dates, vendors. */
export const CATALOGUE_TABLES = ['venue', 'venue_package', 'venue_photo', 'venue_date_claim', 'vendor'] as const;

/** The channel on which the database says "the catalogue changed" (read by adapters/persistence/read-cache). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Every write to the catalogue's tables says so on a channel, whoever writes (the API, the CLI, a
 * job, a fix in psql). Each app instance listens and drops its cache of hot reads, so N instances
 * stay as fresh as one. Why a statement trigger with the table's name and no row ids: a seed of
 * 100,000 venues is then one message, not 400,000; dropping the whole cache on a write costs a few
 * cold reads, and writes are rare next to reads. NOTIFY is sent at commit, never for a rollback.
 */
export class Migration20261126CatalogueChanges extends Migration {
  override up(): void {
    this.addSql(`
      create function notify_catalogue_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CATALOGUE_CHANNEL}', tg_table_name);
        return null;
      end $$`);
    for (const table of CATALOGUE_TABLES) {
      this.addSql(`
        create trigger ${table}_notifies_catalogue_change after insert or update or delete or truncate on ${table}
        for each statement execute function notify_catalogue_change()`);
    }
  }
}
