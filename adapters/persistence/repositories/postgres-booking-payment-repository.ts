import type { EntityManager } from '@mikro-orm/core';
import type { BookingPaymentRepository } from '../../../domain/bookings/booking-payment-repository.js';
import type { PaymentKind, RecordedPayment } from '../../../domain/bookings/booking-payment.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface PaymentRow {
  booking_id: string;
  kind: string;
  amount_cents: number;
  paid_at: Date | string;
  recorded_by: string | null;
}

const toPayment = (row: PaymentRow): RecordedPayment => ({
  bookingId: row.booking_id,
  kind: row.kind as PaymentKind,
  amountCents: Number(row.amount_cents),
  paidAt: toInstant(row.paid_at),
  recordedBy: row.recorded_by,
});

/** The booking's flag is what every reader (the couple's budget too) sees; the row keeps when and by whom. */
const FLAG_COLUMN: Record<PaymentKind, string> = { deposit: 'deposit_paid', final: 'final_payment_paid' };

export class PostgresBookingPaymentRepository implements BookingPaymentRepository {
  constructor(private readonly em: EntityManager) {}

  async record(payment: RecordedPayment): Promise<RecordedPayment | null> {
    if (!isUuid(payment.bookingId)) return null;
    const em = scopedEm(this.em);
    const flagged: unknown[] = await em.execute(`update booking set ${FLAG_COLUMN[payment.kind]} = true where id = ? returning id`, [payment.bookingId]);
    if (!flagged.length) return null;
    await em.execute(
      `insert into booking_payment (booking_id, kind, amount_cents, paid_at, recorded_by) values (?, ?, ?, ?, ?)
       on conflict (booking_id, kind) do nothing`,
      [payment.bookingId, payment.kind, payment.amountCents, payment.paidAt, payment.recordedBy],
    );
    const rows: PaymentRow[] = await em.execute(
      `select booking_id, kind, amount_cents, paid_at, recorded_by from booking_payment where booking_id = ? and kind = ?`,
      [payment.bookingId, payment.kind],
    );
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async listByBookings(bookingIds: readonly string[]): Promise<RecordedPayment[]> {
    const ids = bookingIds.filter(isUuid);
    if (!ids.length) return [];
    const rows: PaymentRow[] = await scopedEm(this.em).execute(
      `select booking_id, kind, amount_cents, paid_at, recorded_by from booking_payment where booking_id in (${ids.map(() => '?').join(', ')}) order by paid_at`,
      ids,
    );
    return rows.map(toPayment);
  }
}
