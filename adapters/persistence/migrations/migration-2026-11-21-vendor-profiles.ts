import { Migration } from '@mikro-orm/migrations';

export class Migration20261121VendorProfiles extends Migration {
  override up(): void {
    // A vendor account keeps one profile; only published profiles reach couples.
    this.addSql(`alter table vendor add column owner_id uuid null references account (id) on delete cascade`);
    this.addSql(`alter table vendor add column published boolean not null default true`);
    this.addSql(`create unique index vendor_owner_idx on vendor (owner_id) where owner_id is not null`);
  }
}
