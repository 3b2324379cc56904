import { Migration } from '@mikro-orm/migrations';

export class Migration20261123PendingHolds extends Migration {
  override up(): void {
    // Until when a pending request holds its date (PENDING_HOLD_HOURS after it was made); a job
    // cancels it then unless the owner confirmed. Older bookings have none and never lapse.
    this.addSql(`alter table booking add column hold_expires_at timestamptz null`);
  }
}
