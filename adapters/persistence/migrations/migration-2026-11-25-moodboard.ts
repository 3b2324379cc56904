import { Migration } from '@mikro-orm/migrations';

// The checks repeat the domain's rules (domain/planning/moodboard.ts, moodboard-image.ts) as a last line.
const ITEM_TYPES = `'image','color','text','inspiration'`;

export class Migration20261125Moodboard extends Migration {
  override up(): void {
    // One board per wedding; its items are replaced all at once when it is saved.
    this.addSql(`
      create table moodboard (
        wedding_id uuid primary key references wedding (id) on delete cascade,
        updated_at timestamptz not null
      )`);

    // Ids are the client's own (a new item has one before it is first saved); draw_order keeps
    // the order items were sent in, later ones drawn on top.
    this.addSql(`
      create table moodboard_item (
        wedding_id uuid not null references moodboard (wedding_id) on delete cascade,
        id text not null check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
        draw_order integer not null check (draw_order between 0 and 199),
        type text not null check (type in (${ITEM_TYPES})),
        content text not null check (length(content) between 1 and 2048),
        x integer not null check (x between 0 and 1960),
        y integer not null check (y between 0 and 560),
        width integer not null check (width between 40 and 600),
        height integer not null check (height between 40 and 600),
        title text null check (length(title) between 1 and 100),
        description text null check (length(description) between 1 and 500),
        primary key (wedding_id, id),
        unique (wedding_id, draw_order)
      )`);

    // At most one read-only link per wedding; the token itself is never stored.
    this.addSql(`
      create table moodboard_share (
        wedding_id uuid primary key references wedding (id) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null
      )`);

    // Uploaded pictures, re-encoded as WebP; the random id is the picture's address.
    this.addSql(`
      create table moodboard_image (
        id text primary key check (id ~ '^[A-Za-z0-9_-]{16,128}$'),
        wedding_id uuid not null references wedding (id) on delete cascade,
        data bytea not null,
        width integer not null check (width between 1 and 1200),
        height integer not null check (height > 0),
        created_at timestamptz not null
      )`);
    this.addSql(`create index moodboard_image_wedding_idx on moodboard_image (wedding_id, created_at)`);
  }
}
