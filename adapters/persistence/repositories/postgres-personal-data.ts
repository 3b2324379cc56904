import type { EntityManager } from '@mikro-orm/core';
import type { BookingToRelease, DataSubject, PersonalDataRepository, PersonalDataSections, VenueToTell } from '../../../domain/accounts/personal-data.js';
import { DELETED_COUPLE_NAME, DELETED_REVIEWER_NAME, FORGOTTEN_GUEST_NAME } from '../../../domain/accounts/personal-data.js';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toCalendarDate } from './row-values.js';

/** Secrets never leave, not even to their owner: hashes of passwords, sessions and links. */
const SECRET_KEYS = /(_hash|^secret)$/;

/** Strips secrets from a row turned to JSON. */
function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEYS.test(key)));
}

/** A list of ids read from uuid columns, written into SQL (uuids only, so nothing else can slip in). */
function idList(ids: readonly string[]): string {
  const safe = ids.filter(isUuid);
  return safe.length ? safe.map((id) => `'${id}'`).join(', ') : 'null';
}

/**
 * A person's rows across the schema, in SQL. Which rows are theirs: the account's own, its
 * wedding's, and, when the account verified its email, bookings, inquiries and vendor messages
 * sent with that address (a booking made before signing up is theirs too).
 */
export class PostgresPersonalDataRepository implements PersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  private rows(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    return scopedEm(this.em).execute(sql, params);
  }

  private async json(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    const rows = await this.rows(`select to_jsonb(t) as row from (${sql}) t`, params);
    return rows.map((r) => withoutSecrets(r.row as Record<string, unknown>));
  }

  private async bookingIds(subject: DataSubject): Promise<string[]> {
    const rows = await this.rows(
      `select id from booking where customer_id = ? or (?::text is not null and lower(customer_email) = ?::text)`,
      [subject.accountId, subject.verifiedEmail, subject.verifiedEmail],
    );
    return rows.map((r) => String(r.id));
  }

  private async weddingIds(accountId: string): Promise<string[]> {
    return (await this.rows(`select id from wedding where account_id = ?`, [accountId])).map((r) => String(r.id));
  }

  private async inquiryIds(email: string | null): Promise<string[]> {
    if (!email) return [];
    return (await this.rows(`select id from inquiry where lower(email) = ?`, [email])).map((r) => String(r.id));
  }

  async sectionsOf(subject: DataSubject): Promise<PersonalDataSections> {
    const { accountId, verifiedEmail } = subject;
    const bookings = idList(await this.bookingIds(subject));
    const weddings = idList(await this.weddingIds(accountId));
    const email = verifiedEmail ?? '';
    const [account] = await this.json(`select * from account where id = ?`, [accountId]);
    const vendors = await this.json(`select * from vendor where owner_id = ?`, [accountId]);
    const vendorIds = idList(vendors.map((v) => String(v.id)));
    return {
      account: account ?? null,
      bookings: await this.json(`select * from booking where id in (${bookings}) order by event_date, id`),
      bookingPayments: await this.json(`select * from booking_payment where booking_id in (${bookings}) order by paid_at`),
      guests: await this.json(`select * from guest where booking_id in (${bookings}) order by booking_id, seq`),
      seatingTables: await this.json(`select * from seating_table where booking_id in (${bookings}) order by booking_id, position`),
      inquiriesSent: await this.json(`select * from inquiry where lower(email) = ? order by created_at`, [email]),
      vendorMessagesSent: await this.json(`select * from vendor_lead where lower(email) = ? and vendor_id not in (${vendorIds}) order by created_at`, [email]),
      weddings: await this.json(`select * from wedding where id in (${weddings})`),
      timelineTasks: await this.json(`select * from timeline_task where wedding_id in (${weddings}) order by due_date, position`),
      expenses: await this.json(`select * from expense where wedding_id in (${weddings}) order by date, seq`),
      planningComments: await this.json(`select * from planning_comment where wedding_id in (${weddings}) or author_id = ? order by created_at, seq`, [accountId]),
      planningActivity: await this.json(`select * from activity where wedding_id in (${weddings}) or user_id = ? order by occurred_at, seq`, [accountId]),
      moodboardItems: await this.json(`select * from moodboard_item where wedding_id in (${weddings}) order by draw_order`),
      moodboardImages: await this.json(`select id, wedding_id, width, height, created_at from moodboard_image where wedding_id in (${weddings}) order by created_at`),
      weddingTeam: await this.json(`select id, wedding_id, email, role, account_id, invited_at, accepted_at from wedding_member where wedding_id in (${weddings})`),
      collaborations: await this.json(
        `select m.id, m.wedding_id, m.role, m.invited_at, m.accepted_at, m.daily_digest from wedding_member m where m.account_id = ? or (?::text <> '' and lower(m.email) = ?)`,
        [accountId, email, email],
      ),
      reviewsWritten: await this.json(`select * from review where author_id = ? order by created_at`, [accountId]),
      reviewPhotos: await this.json(
        `select p.id, p.review_id, p.width, p.height, p.created_at from review_photo p join review r on r.id = p.review_id where r.author_id = ? order by p.created_at`,
        [accountId],
      ),
      vendorProfiles: vendors,
      vendorLeadsReceived: await this.json(`select * from vendor_lead where vendor_id in (${vendorIds}) order by created_at`),
      venuesOwned: await this.json(`select * from venue where owner_id = ? order by created_at`, [accountId]),
    };
  }

  async ownedVenueCount(accountId: string): Promise<number> {
    const [row] = await this.rows(`select count(*)::int as n from venue where owner_id = ?`, [accountId]);
    return Number(row?.n ?? 0);
  }

  async activeBookingsFrom(subject: DataSubject, from: CalendarDate): Promise<BookingToRelease[]> {
    const bookings = idList(await this.bookingIds(subject));
    const rows = await this.rows(
      `select id, venue_id, event_date, status from booking where id in (${bookings}) and status in ('pending','confirmed') and event_date >= ?::date order by event_date, id`,
      [from],
    );
    return rows.map((r) => ({
      bookingId: String(r.id),
      venueId: String(r.venue_id),
      eventDate: toCalendarDate(r.event_date as string | Date),
      status: r.status as 'pending' | 'confirmed',
    }));
  }

  async ownerOfVenue(venueId: string): Promise<VenueToTell | null> {
    const [row] = await this.rows(
      `select v.id, v.name, a.email, a.first_name, a.last_name from venue v join account a on a.id = v.owner_id where v.id = ?`,
      [venueId],
    );
    return row ? { venueId: String(row.id), venueName: String(row.name), ownerEmail: String(row.email), ownerName: `${row.first_name} ${row.last_name}`.trim() } : null;
  }

  async erase(subject: DataSubject, tombstone: string): Promise<void> {
    const { accountId, verifiedEmail } = subject;
    const [account] = await this.rows(`select email, first_name, last_name, phone from account where id = ?`, [accountId]);
    if (!account) return;
    const email = String(account.email).trim().toLowerCase();
    const bookingIdsList = await this.bookingIds(subject);
    const bookings = idList(bookingIdsList);
    const weddings = idList(await this.weddingIds(accountId));
    const inquiries = idList(await this.inquiryIds(verifiedEmail));
    // What their bookings were written with, to find mail and notes that repeat it.
    const contactRows = await this.rows(`select distinct customer_name, customer_email, customer_phone from booking where id in (${bookings})`);
    const traces = new Set<string>([email, `${account.first_name} ${account.last_name}`.trim().toLowerCase()]);
    if (account.phone) traces.add(String(account.phone).toLowerCase());
    for (const row of contactRows) for (const value of [row.customer_name, row.customer_email, row.customer_phone]) traces.add(String(value).trim().toLowerCase());
    const found = [...traces].filter((t) => t.length >= 5);

    // Analytics keep their figures, not where the couple lives; their own planning events go.
    await this.rows(
      `update domain_event set payload = jsonb_set(payload, '{homeCity}', 'null'::jsonb)
        where (payload->'homeCity') is not null and (payload->>'bookingId' in (${bookings}) or payload->>'inquiryId' in (${inquiries}))`,
    );
    await this.rows(`delete from domain_event where venue_id is null and (payload->>'weddingId' in (${weddings}) or payload->>'accountId' = ?)`, [accountId]);

    // Guests, seating and notes of their bookings are theirs alone.
    await this.rows(`delete from guest where booking_id in (${bookings})`);
    await this.rows(`delete from seating_table where booking_id in (${bookings})`);
    await this.rows(`delete from activity where booking_id in (${bookings}) or user_id = ?`, [accountId]);

    // Bookings stay for the venue's calendar, revenue and analytics, without the couple.
    await this.rows(
      `update booking set customer_name = ?, customer_email = ?, customer_phone = '-', special_requests = null, access_key_hash = null, customer_id = null
        where id in (${bookings})`,
      [DELETED_COUPLE_NAME, tombstone],
    );
    // Their photos of the day are theirs: they go; the review keeps its stars and words.
    await this.rows(`delete from review_photo where review_id in (select id from review where author_id = ? or booking_id in (${bookings}))`, [accountId]);
    // Reviews keep their stars and words (the venue's rating stays true), not their author.
    await this.rows(`update review set author_id = null, author_name = ? where author_id = ? or booking_id in (${bookings})`, [DELETED_REVIEWER_NAME, accountId]);
    await this.rows(`update review_report set reporter = 'deleted account' where reporter = ?`, [`account:${accountId}`]);
    // Questions they sent stay in the venues' response figures, without their words.
    await this.rows(`update inquiry set couple_name = ?, email = ?, phone = null, message = null where id in (${inquiries})`, [DELETED_COUPLE_NAME, tombstone]);
    if (verifiedEmail) {
      await this.rows(`update vendor_lead set couple_name = ?, email = ?, phone = null, message = null where lower(email) = ?`, [DELETED_COUPLE_NAME, tombstone, verifiedEmail]);
    }
    // Mail keeps its place in the venues' mail figures; to them it keeps nothing, about them nothing.
    await this.rows(
      `update mail_message set recipient = ?, subject = null, body = null, html = null, data = null, last_error = null where lower(recipient) in (?, ?)`,
      [tombstone, email, verifiedEmail ?? email],
    );
    for (const trace of found) {
      await this.rows(
        `update mail_message set subject = null, body = null, html = null, data = null, last_error = null
          where strpos(lower(coalesce(subject, '') || ' ' || coalesce(body, '') || ' ' || coalesce(html, '') || ' ' || coalesce(data::text, '') || ' ' || coalesce(last_error, '')), ?) > 0`,
        [trace],
      );
    }
    // Throttle and limit windows keyed by their address.
    await this.rows(`delete from failure_count where strpos(lower(key), ?) > 0`, [email]);
    await this.rows(`delete from rate_limit_window where strpos(lower(key), ?) > 0`, [email]);
    // Weddings they help plan, and invitations to their address.
    await this.rows(`delete from wedding_member where account_id = ? or lower(email) = ?`, [accountId, email]);
    // Their wedding's planning (timeline, budget, comments, mood board, team) and their sessions
    // and links go with the account (foreign keys cascade); vendor profiles and their leads too.
    await this.rows(`delete from wedding where id in (${weddings})`);
    await this.rows(`delete from account where id = ?`, [accountId]);
  }

  async forgetGuest(guestId: string): Promise<void> {
    if (!isUuid(guestId)) return;
    const [guest] = await this.rows(`select booking_id, name, email from guest where id = ?`, [guestId]);
    if (!guest) return;
    // Their answers in the planning feed, and the invitations mailed to them, keep no name or address.
    await this.rows(`update activity set user_name = 'A guest' where booking_id = ? and type = 'guest' and user_name = ?`, [guest.booking_id, guest.name]);
    if (guest.email) {
      await this.rows(
        `update mail_message set recipient = 'forgotten-guest@deleted.invalid', subject = null, body = null, html = null, data = null, last_error = null
          where lower(recipient) = lower(?)`,
        [guest.email],
      );
    }
    await this.rows(
      `update guest set name = ?, email = null, phone = null, dietary_restrictions = null, special_requests = null, table_assignment = null,
              household = null, plus_one_name = null, plus_one = false, rsvp_status = 'declined', rsvp_token_hash = null, responded_at = coalesce(responded_at, now())
        where id = ?`,
      [FORGOTTEN_GUEST_NAME, guestId],
    );
  }
}
