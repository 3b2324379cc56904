import { Migration } from '@mikro-orm/migrations';
import { LISTING_POINTS_SQL } from '../repositories/venue-ranking-sql.js';

/**
 * The facts of the recommended order (domain/venues/venue-ranking.ts) kept on the venue row, so a
 * search scores 100,000 venues from their rows alone instead of three subqueries each (half a
 * second on PGlite): how many photos were uploaded and packages offered, and when the last inquiry
 * came. The reply rate itself still depends on the moment of the search, so it is computed then, and
 * only for a venue whose last inquiry falls in the reply-figures window; the others have none.
 *
 * The listing's own points (rating and completeness, adapters/persistence/repositories/venue-ranking-sql.ts)
 * are a generated column with an index, so the recommended order without a guest count reads its
 * first page from that index.
 *
 * Statement triggers with transition tables keep the counts: a seed of 300,000 packages recounts
 * each venue once, not once per package. Whoever writes (API, CLI, seed, psql), the counts hold.
 */
export class Migration20261126RankingFacts extends Migration {
  override up(): void {
    this.addSql(`alter table venue add column uploaded_photo_count integer not null default 0, add column package_count integer not null default 0, add column last_inquiry_at timestamptz null`);
    this.addSql(`update venue v set
        uploaded_photo_count = (select count(*) from venue_photo p where p.venue_id = v.id),
        package_count = (select count(*) from venue_package k where k.venue_id = v.id),
        last_inquiry_at = (select max(i.created_at) from inquiry i where i.venue_id = v.id)`);

    for (const [table, column] of [['venue_photo', 'uploaded_photo_count'], ['venue_package', 'package_count']] as const) {
      this.addSql(`
        create function recount_${column}() returns trigger language plpgsql as $$
        begin
          update venue v set ${column} = (select count(*) from ${table} t where t.venue_id = v.id)
           where v.id in (select venue_id from changed);
          return null;
        end $$`);
      this.addSql(`create trigger ${table}_added_recounts after insert on ${table} referencing new table as changed for each statement execute function recount_${column}()`);
      this.addSql(`create trigger ${table}_removed_recounts after delete on ${table} referencing old table as changed for each statement execute function recount_${column}()`);
    }

    this.addSql(`
      create function note_last_inquiry() returns trigger language plpgsql as $$
      begin
        update venue v set last_inquiry_at = greatest(v.last_inquiry_at, n.latest)
          from (select venue_id, max(created_at) as latest from added group by venue_id) n
         where v.id = n.venue_id and v.last_inquiry_at is distinct from greatest(v.last_inquiry_at, n.latest);
        return null;
      end $$`);
    this.addSql(`create trigger inquiry_notes_last_inquiry after insert on inquiry referencing new table as added for each statement execute function note_last_inquiry()`);

    // The listing's own points, kept by PostgreSQL on every change of the row, and the order of the
    // recommended search without a guest count for venues without recent inquiries (all but a few).
    this.addSql(`alter table venue add column listing_points integer generated always as (${LISTING_POINTS_SQL}) stored`);
    this.addSql(`create index venue_listing_points_idx on venue (listing_points desc, rating desc, review_count desc, name, id) where status = 'published'`);
    this.addSql(`create index venue_last_inquiry_idx on venue (last_inquiry_at) where status = 'published' and last_inquiry_at is not null`);
  }
}
