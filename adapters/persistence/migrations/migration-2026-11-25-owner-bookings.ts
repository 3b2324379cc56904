import { Migration } from '@mikro-orm/migrations';

export class Migration20261125OwnerBookings extends Migration {
  override up(): void {
    // When the owner marked each payment as received; booking.deposit_paid / final_payment_paid stay the flags everyone reads.
    this.addSql(`
      create table booking_payment (
        booking_id uuid not null references booking (id) on delete cascade,
        kind text not null check (kind in ('deposit','final')),
        amount_cents integer not null check (amount_cents >= 0),
        paid_at timestamptz not null,
        recorded_by uuid not null,
        primary key (booking_id, kind)
      )`);
    // One calendar subscription link per owner; only the token's hash is kept.
    this.addSql(`
      create table owner_calendar_feed (
        account_id uuid primary key references account (id) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null
      )`);
  }
}
