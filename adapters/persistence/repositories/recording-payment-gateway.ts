import type { EntityManager } from '@mikro-orm/core';
import type { DepositRequest, PaymentGateway } from '../../../domain/bookings/payment-gateway.js';
import { scopedEm } from '../scoped-entity-manager.js';

/** The only payment adapter for now: no card is charged; the request is recorded as awaiting its deposit. */
export class RecordingPaymentGateway implements PaymentGateway {
  constructor(private readonly em: EntityManager) {}

  async requestDeposit(request: DepositRequest): Promise<{ status: 'awaiting_deposit' }> {
    await scopedEm(this.em).execute(`insert into payment_request (booking_id, amount_cents, status) values (?, ?, 'awaiting_deposit')`, [request.bookingId, request.amountCents]);
    return { status: 'awaiting_deposit' };
  }
}
