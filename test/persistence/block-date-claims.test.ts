import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import { openTestDatabase } from '../support/test-database.js';

// An owner's blocks claim their dates by statement (migration-2026-11-27-block-claims-per-statement):
// a statement of many blocks, a moved block and a removed one must leave the claims as a trigger
// per row did, and a statement with one taken date must write nothing at all.
const VENUE = '00000000-0000-4000-8000-000000000001';
const BOOKING = '00000000-0000-4000-8000-0000000000b1';

let orm: MikroORM;
const sql = (text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(text, params);

/** The venue's claims, as "date:block" or "date:booking", in date order. */
async function claims(): Promise<string[]> {
  const rows: { date: string | Date; booking_id: string | null }[] = await sql(
    `select date::text as date, booking_id from venue_date_claim where venue_id = ? order by date`,
    [VENUE],
  );
  return rows.map((row) => `${String(row.date)}:${row.booking_id ? 'booking' : 'block'}`);
}

const blocks = (...dates: string[]) =>
  sql(`insert into venue_blocked_date (venue_id, date) values ${dates.map(() => '(?, ?)').join(', ')}`, dates.flatMap((date) => [VENUE, date]));

beforeAll(async () => {
  orm = await openTestDatabase();
  let made = 0;
  const ids = { next: () => `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}` };
  await seedSyntheticVenues(orm, { venues: new MikroOrmVenueRepository(orm.em), ids }, 1);
  await sql(
    `insert into booking (id, venue_id, customer_name, customer_email, customer_phone, event_date, guest_count, total_cents, deposit_cents, status, created_at)
     values (?, ?, 'Nora Quinn', 'nora@example.com', '(830) 555-0142', '2027-06-05', 80, 1000000, 250000, 'confirmed', now())`,
    [BOOKING, VENUE],
  );
}, 60_000);
afterAll(() => orm.close());

describe("an owner's blocked dates", () => {
  it('claim every date of a statement that blocks several at once', async () => {
    await blocks('2027-05-01', '2027-05-02', '2027-05-08');
    expect(await claims()).toEqual(['2027-05-01:block', '2027-05-02:block', '2027-05-08:block', '2027-06-05:booking']);
  });

  it('move their claim when a block is moved to another date', async () => {
    await sql(`update venue_blocked_date set date = '2027-05-09' where venue_id = ? and date = '2027-05-08'`, [VENUE]);
    expect(await claims()).toEqual(['2027-05-01:block', '2027-05-02:block', '2027-05-09:block', '2027-06-05:booking']);
  });

  it('free each date when several blocks go at once, and leave the booking its date', async () => {
    await sql(`delete from venue_blocked_date where venue_id = ? and date in ('2027-05-01', '2027-05-09')`, [VENUE]);
    expect(await claims()).toEqual(['2027-05-02:block', '2027-06-05:booking']);
  });

  it('fail as a whole when one date of the statement is booked (23505), writing none of its blocks', async () => {
    await expect(blocks('2027-05-15', '2027-06-05', '2027-05-16')).rejects.toMatchObject({ code: '23505' });
    expect(await claims()).toEqual(['2027-05-02:block', '2027-06-05:booking']);
    const [row]: { count: string | number }[] = await sql(`select count(*) as count from venue_blocked_date where venue_id = ?`, [VENUE]);
    expect(Number(row.count)).toBe(1);
  });

  it('cannot move onto a booked date', async () => {
    await expect(sql(`update venue_blocked_date set date = '2027-06-05' where venue_id = ?`, [VENUE])).rejects.toMatchObject({ code: '23505' });
    expect(await claims()).toEqual(['2027-05-02:block', '2027-06-05:booking']);
  });
});
