import { Migration } from '@mikro-orm/migrations';

// The couples' photos on their reviews, as small WebPs in bytea like the board pictures: kept with
// the review and deleted with it (a deleted venue or booking takes its reviews and their photos).
export class Migration20261126ReviewPhotos extends Migration {
  override up(): void {
    this.addSql(`
      create table review_photo (
        id text primary key check (id ~ '^[A-Za-z0-9_-]{16,128}$'),
        review_id uuid not null references review (id) on delete cascade,
        data bytea not null,
        width integer not null check (width between 1 and 1600),
        height integer not null check (height > 0),
        created_at timestamptz not null
      )`);
    this.addSql(`create index review_photo_review_idx on review_photo (review_id, created_at)`);
  }
}
