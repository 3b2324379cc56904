import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BookingEntity = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  properties: {
    id: p.uuid().primary(),
    venueId: p.uuid(),
    customerName: p.text(),
    customerEmail: p.text(),
    customerPhone: p.text(),
    eventDate: p.string().columnType('date'),
    guestCount: p.integer(),
    packageId: p.uuid().nullable(),
    totalCents: p.integer(),
    depositCents: p.integer(),
    specialRequests: p.text().nullable(),
    depositPaid: p.boolean(),
    finalPaymentPaid: p.boolean(),
    status: p.text(),
    createdAt: p.datetime().columnType('timestamptz'),
    accessKeyHash: p.text().nullable(),
    customerId: p.uuid().nullable(),
    holdExpiresAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type BookingRow = InferEntity<typeof BookingEntity>;
