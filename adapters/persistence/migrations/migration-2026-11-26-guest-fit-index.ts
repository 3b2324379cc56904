import { Migration } from '@mikro-orm/migrations';

/**
 * The published venues by capacity. A recommended search with a guest count scores the fit (how
 * closely a venue's capacity matches the party), which no stored column can hold; the venues with
 * the closest capacities come from this index, and they bound which others could still rank
 * (venueSearchPageSql in venue-search-sql.ts): 100,000 venues are no longer all scored.
 */
export class Migration20261126GuestFitIndex extends Migration {
  override up(): void {
    this.addSql(`create index venue_published_guests_idx on venue (max_guests) where status = 'published'`);
  }

  override down(): void {
    this.addSql(`drop index venue_published_guests_idx`);
  }
}
