import { Migration } from '@mikro-orm/migrations';

/**
 * One rule for every way a venue date gets taken: a booking that is not cancelled and an owner's
 * block each claim the date in venue_date_claim, whose primary key lets only one claim stand.
 *
 * Why a claim table filled by triggers, not checks in code or a trigger that locks and reads:
 * - a unique key is the only check PostgreSQL makes atomically across concurrent transactions:
 *   of a booking and a block inserted at the same moment, the second waits for the first and
 *   then fails with 23505 (a read of the other table, even under a row lock, misses a row the
 *   other transaction has not committed yet unless every writer takes the same lock first);
 * - the triggers keep the claims right whatever writes the rows (the API, the CLI, the seed, a
 *   hand-written fix in psql), and cancelling a booking or unblocking a date frees the claim in
 *   the same statement;
 * - it runs alike on the PostgreSQL server and on embedded PGlite (plain PL/pgSQL).
 * The older booking_one_per_venue_date index stays as a second guard on bookings alone.
 */
export class Migration20261123DateClaims extends Migration {
  override up(): void {
    this.addSql(`
      create table venue_date_claim (
        venue_id uuid not null references venue (id) on delete cascade,
        date date not null,
        -- The booking that holds the date; null for an owner's block.
        booking_id uuid null references booking (id) on delete cascade,
        primary key (venue_id, date)
      )`);
    this.addSql(`create unique index venue_date_claim_booking_idx on venue_date_claim (booking_id) where booking_id is not null`);

    this.addSql(`
      create function venue_date_claim_for_booking() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and (old.status <> 'cancelled') = (new.status <> 'cancelled')
           and old.venue_id = new.venue_id and old.event_date = new.event_date then
          return null; -- still holds the same date (pending to confirmed, completed ...)
        end if;
        if tg_op = 'UPDATE' and old.status <> 'cancelled' then
          delete from venue_date_claim where booking_id = old.id;
        end if;
        if new.status <> 'cancelled' then
          insert into venue_date_claim (venue_id, date, booking_id) values (new.venue_id, new.event_date, new.id);
        end if;
        return null;
      end $$`);
    // A deleted booking's claim goes with it through the foreign key.
    this.addSql(`
      create trigger booking_claims_date after insert or update of status, venue_id, event_date on booking
      for each row execute function venue_date_claim_for_booking()`);

    this.addSql(`
      create function venue_date_claim_for_block() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          delete from venue_date_claim where venue_id = old.venue_id and date = old.date and booking_id is null;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into venue_date_claim (venue_id, date) values (new.venue_id, new.date);
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger venue_blocked_date_claims_date after insert or update or delete on venue_blocked_date
      for each row execute function venue_date_claim_for_block()`);

    // Claims for what already holds dates. A block that an earlier race let sit on a booked date
    // gets no claim: the booking keeps the date, and removing that block leaves the booking's claim.
    this.addSql(`
      insert into venue_date_claim (venue_id, date, booking_id)
      select venue_id, event_date, id from booking where status <> 'cancelled'`);
    this.addSql(`
      insert into venue_date_claim (venue_id, date)
      select venue_id, date from venue_blocked_date
      on conflict (venue_id, date) do nothing`);
  }
}
