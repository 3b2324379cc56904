import { Migration } from '@mikro-orm/migrations';

// The checks repeat the domain's rules (domain/venue-management/photos.ts) as a last line.
export class Migration20261125VenuePhotos extends Migration {
  override up(): void {
    // An owner's uploaded photos; their bytes live in PhotoStorage, one file per stored width.
    // Positions are unique per venue only once a reorder commits (deferred), and one photo at most is the cover.
    this.addSql(`
      create table venue_photo (
        id uuid primary key,
        venue_id uuid not null references venue (id) on delete cascade,
        position integer not null check (position >= 0),
        is_cover boolean not null default false,
        width integer not null check (width between 1 and 1600),
        height integer not null check (height between 1 and 100000),
        created_at timestamptz not null,
        constraint venue_photo_position_unique unique (venue_id, position) deferrable initially deferred
      )`);
    this.addSql(`create unique index venue_photo_one_cover on venue_photo (venue_id) where is_cover`);
  }

  override down(): void {
    this.addSql('drop table if exists venue_photo');
  }
}
