import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { BookingFilter, BookingRepository } from '../../../domain/bookings/booking-repository.js';
import { DateTakenError } from '../../../domain/bookings/booking.errors.js';
import type { BookingStatus } from '../../../domain/bookings/booking-status.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import { BookingEntity, type BookingRow } from '../entities/booking.entity.js';
import { isUuid, toCalendarDate } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

const UNIQUE_VIOLATION = '23505';
/** The keys that let one thing hold a venue date (see migration-2026-11-23-date-claims.ts). */
const DATE_KEYS = ['venue_date_claim_pkey', 'booking_one_per_venue_date'];

/** A unique violation of one of the keys that hold venue dates: another booking or a block has the date. */
export function isDateClaimViolation(error: unknown, keys: readonly string[] = DATE_KEYS): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  const text = `${e?.constraint ?? ''}${e?.message ?? ''}`;
  return e?.code === UNIQUE_VIOLATION && keys.some((key) => text.includes(key));
}

const isDateTaken = (error: unknown) => isDateClaimViolation(error);

export function toBooking(row: BookingRow): Booking {
  return {
    ...row,
    eventDate: toCalendarDate(row.eventDate),
    packageId: row.packageId ?? null,
    specialRequests: row.specialRequests ?? null,
    status: row.status as BookingStatus,
    accessKeyHash: row.accessKeyHash ?? null,
    customerId: row.customerId ?? null,
    holdExpiresAt: row.holdExpiresAt ?? null,
  };
}

export class MikroOrmBookingRepository implements BookingRepository {
  constructor(private readonly em: EntityManager) {}

  async add(booking: Booking): Promise<void> {
    try {
      await scopedEm(this.em).insert(BookingEntity, booking);
    } catch (error) {
      if (isDateTaken(error)) throw new DateTakenError();
      throw error;
    }
  }

  async findById(id: string): Promise<Booking | null> {
    if (!isUuid(id)) return null;
    const row = await scopedEm(this.em).findOne(BookingEntity, { id });
    return row ? toBooking(row) : null;
  }

  async list(filter: BookingFilter): Promise<{ bookings: Booking[]; total: number }> {
    const where: Record<string, unknown> = {};
    if (filter.venueId) {
      if (!isUuid(filter.venueId)) return { bookings: [], total: 0 };
      where.venueId = filter.venueId;
    }
    if (filter.customerId) {
      if (!isUuid(filter.customerId)) return { bookings: [], total: 0 };
      where.customerId = filter.customerId;
    }
    if (filter.status) where.status = filter.status;
    const [rows, total] = await scopedEm(this.em).findAndCount(BookingEntity, where, {
      orderBy: [{ eventDate: 'asc' }, { createdAt: 'asc' }],
      limit: filter.limit,
      offset: filter.offset,
    });
    return { bookings: rows.map(toBooking), total };
  }

  async changeStatus(id: string, from: BookingStatus, to: BookingStatus): Promise<Booking | null> {
    if (!isUuid(id)) return null;
    const em = scopedEm(this.em) as SqlEntityManager;
    try {
      const updated = await em.createQueryBuilder(BookingEntity).update({ status: to }).where({ id, status: from }).execute('run');
      if (!updated.affectedRows) return null;
    } catch (error) {
      if (isDateTaken(error)) throw new DateTakenError();
      throw error;
    }
    return this.findById(id);
  }

  async claim(accessKeyHash: string, customerId: string): Promise<Booking[]> {
    if (!isUuid(customerId)) return [];
    const rows: { id: string }[] = await scopedEm(this.em).execute(
      `update booking set customer_id = ? where access_key_hash = ? and customer_id is null returning id`,
      [customerId, accessKeyHash],
    );
    if (!rows.length) return [];
    const claimed = await scopedEm(this.em).find(BookingEntity, { id: { $in: rows.map((row) => row.id) } }, { orderBy: [{ eventDate: 'asc' }, { createdAt: 'asc' }] });
    return claimed.map(toBooking);
  }

  async heldDates(venueId: string, start: CalendarDate, end: CalendarDate): Promise<CalendarDate[]> {
    if (!isUuid(venueId)) return [];
    const rows = await scopedEm(this.em)
      .find(BookingEntity, { venueId, status: { $ne: 'cancelled' }, eventDate: { $gte: start, $lte: end } }, { fields: ['eventDate'] });
    return rows.map((row) => toCalendarDate(row.eventDate));
  }
}
