import { Migration } from '@mikro-orm/migrations';

/**
 * An owner's blocks claim their dates once per statement instead of once per row (the claims
 * themselves are explained in migration-2026-11-23-date-claims.ts). A row trigger ran PL/pgSQL
 * for each blocked date: the demo seed's 1,071 blocks took 300-450 ms of a first start on
 * embedded PGlite, where every call runs in WebAssembly. One insert from the statement's
 * transition table does the same in one call. The rule is unchanged: a block on a claimed date
 * fails with 23505 on venue_date_claim_pkey and writes nothing, whatever else the statement held.
 * PostgreSQL allows a transition table only on a trigger of one event, hence three triggers.
 */
export class Migration20261127BlockClaimsPerStatement extends Migration {
  override up(): void {
    this.addSql(`drop trigger venue_blocked_date_claims_date on venue_blocked_date`);
    this.addSql(`drop function venue_date_claim_for_block()`);
    // Each branch names only the transition tables its own trigger defines (PL/pgSQL plans a
    // statement when it first runs, so the other branch's table need not exist).
    this.addSql(`
      create function venue_date_claims_for_blocks() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          delete from venue_date_claim c using old_blocks o
          where c.venue_id = o.venue_id and c.date = o.date and c.booking_id is null;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into venue_date_claim (venue_id, date) select venue_id, date from new_blocks;
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger venue_blocked_date_claims_inserted after insert on venue_blocked_date
      referencing new table as new_blocks for each statement execute function venue_date_claims_for_blocks()`);
    this.addSql(`
      create trigger venue_blocked_date_claims_updated after update on venue_blocked_date
      referencing old table as old_blocks new table as new_blocks for each statement execute function venue_date_claims_for_blocks()`);
    this.addSql(`
      create trigger venue_blocked_date_claims_deleted after delete on venue_blocked_date
      referencing old table as old_blocks for each statement execute function venue_date_claims_for_blocks()`);
  }
}
