import { Migration } from '@mikro-orm/migrations';

export class Migration20261122GuestOrder extends Migration {
  override up(): void {
    // An imported file's guests share one created_at; a sequence keeps them in the file's order.
    this.addSql(`alter table guest add column seq bigint generated always as identity`);
    this.addSql(`drop index guest_booking_idx`);
    this.addSql(`create index guest_booking_idx on guest (booking_id, created_at, seq)`);
  }
}
