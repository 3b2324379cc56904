import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { BookingFilter, BookingRepository } from '../../../domain/bookings/booking-repository.js';
import { DateTakenError } from '../../../domain/bookings/booking.errors.js';
import type { BookingStatus } from '../../../domain/bookings/booking-status.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import { BookingEntity, type BookingRow } from '../entities/booking.entity.js';
import { isUuid, toCalendarDate } from './row-values.js';

const UNIQUE_VIOLATION = '23505';

function isDateTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === UNIQUE_VIOLATION && `${e.constraint ?? ''}${e.message ?? ''}`.includes('booking_one_per_venue_date');
}

export function toBooking(row: BookingRow): Booking {
  return {
    ...row,
    eventDate: toCalendarDate(row.eventDate),
    packageId: row.packageId ?? null,
    specialRequests: row.specialRequests ?? null,
    status: row.status as BookingStatus,
    accessKeyHash: row.accessKeyHash ?? null,
    customerId: row.customerId ?? null,
  };
}

export class MikroOrmBookingRepository implements BookingRepository {
  constructor(private readonly em: EntityManager) {}

  async add(booking: Booking): Promise<void> {
    try {
      await this.em.fork().insert(BookingEntity, booking);
    } catch (error) {
      if (isDateTaken(error)) throw new DateTakenError();
      throw error;
    }
  }

  async findById(id: string): Promise<Booking | null> {
    if (!isUuid(id)) return null;
    const row = await this.em.fork().findOne(BookingEntity, { id });
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
    const [rows, total] = await this.em.fork().findAndCount(BookingEntity, where, {
      orderBy: [{ eventDate: 'asc' }, { createdAt: 'asc' }],
      limit: filter.limit,
      offset: filter.offset,
    });
    return { bookings: rows.map(toBooking), total };
  }

  async changeStatus(id: string, from: BookingStatus, to: BookingStatus): Promise<Booking | null> {
    if (!isUuid(id)) return null;
    const em = this.em.fork() as SqlEntityManager;
    try {
      const updated = await em.createQueryBuilder(BookingEntity).update({ status: to }).where({ id, status: from }).execute('run');
      if (!updated.affectedRows) return null;
    } catch (error) {
      if (isDateTaken(error)) throw new DateTakenError();
      throw error;
    }
    return this.findById(id);
  }

  async heldDates(venueId: string, start: CalendarDate, end: CalendarDate): Promise<CalendarDate[]> {
    if (!isUuid(venueId)) return [];
    const rows = await this.em
      .fork()
      .find(BookingEntity, { venueId, status: { $ne: 'cancelled' }, eventDate: { $gte: start, $lte: end } }, { fields: ['eventDate'] });
    return rows.map((row) => toCalendarDate(row.eventDate));
  }
}
