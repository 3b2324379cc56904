import { Migration } from '@mikro-orm/migrations';

export class Migration20261125Seating extends Migration {
  override up(): void {
    // A booking's reception tables. Guests are not linked by id: a guest sits at the table whose
    // name matches their own table_assignment (the one source of truth), so names are unique per
    // booking whatever their case. The bounds are SEATING_LIMITS (domain/planning/seating.ts).
    this.addSql(`
      create table seating_table (
        id uuid primary key,
        booking_id uuid not null references booking (id) on delete cascade,
        name text not null check (length(name) between 1 and 60),
        seats integer not null check (seats between 1 and 50),
        position integer not null check (position between 0 and 199),
        created_at timestamptz not null
      )`);
    this.addSql(`create unique index seating_table_booking_name_idx on seating_table (booking_id, lower(name))`);
  }
}
