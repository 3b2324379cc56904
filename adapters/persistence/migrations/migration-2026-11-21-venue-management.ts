import { Migration } from '@mikro-orm/migrations';

export class Migration20261121VenueManagement extends Migration {
  override up(): void {
    // The listing wizard's other answers (contact, terms, policies), as the owner gave them.
    this.addSql(`alter table venue add column listing_details jsonb not null default '{}'`);
    // Profile views, one row per venue and day, so counting stays cheap however busy a page is.
    this.addSql(`
      create table venue_view (
        venue_id uuid not null references venue (id) on delete cascade,
        day date not null,
        views integer not null default 0,
        primary key (venue_id, day)
      )`);
    this.addSql(`create index inquiry_venue_status_idx on inquiry (venue_id, status)`);
  }
}
