import type { Cents } from '../shared/money.js';

export interface DepositRequest {
  bookingId: string;
  amountCents: Cents;
  customerEmail: string;
}

/**
 * Takes the deposit. No card is charged today: the only adapter records the booking as
 * awaiting its deposit, so a real provider can be plugged in without touching the core.
 */
export interface PaymentGateway {
  requestDeposit(request: DepositRequest): Promise<{ status: 'awaiting_deposit' | 'paid' }>;
}
