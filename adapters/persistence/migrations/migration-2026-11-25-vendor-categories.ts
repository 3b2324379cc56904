import { Migration } from '@mikro-orm/migrations';

// Vendors are filed under every service type sign-up offers (domain/vendors/service-types.ts), not
// only the spec's five: a DJ is a DJ, not a band. The list is written out so later changes to the
// domain need a migration of their own.
export class Migration20261125VendorCategories extends Migration {
  override up(): void {
    this.addSql(`alter table vendor drop constraint if exists vendor_category_check`);
    this.addSql(`
      alter table vendor add constraint vendor_category_check check (category in (
        'photographer','caterer','florist','band','baker',
        'videographer','dj','planner','transportation','decor','beauty','officiant','rentals','security','other'
      ))`);
  }
}
