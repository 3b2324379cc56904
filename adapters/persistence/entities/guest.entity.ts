import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const GuestEntity = defineEntity({
  name: 'Guest',
  tableName: 'guest',
  properties: {
    id: p.uuid().primary(),
    bookingId: p.uuid(),
    name: p.text(),
    email: p.text().nullable(),
    phone: p.text().nullable(),
    dietaryRestrictions: p.text().nullable(),
    plusOne: p.boolean(),
    tableAssignment: p.text().nullable(),
    specialRequests: p.text().nullable(),
    household: p.text().nullable(),
    plusOneName: p.text().nullable(),
    meal: p.text().nullable(),
    rsvpStatus: p.text(),
    rsvpTokenHash: p.text().nullable(),
    invitedAt: p.datetime().columnType('timestamptz').nullable(),
    respondedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    /** Filled by the database (an identity column): the order guests were added in. */
    seq: p.bigint().generated('always as identity').nullable(),
  },
});
export type GuestRow = InferEntity<typeof GuestEntity>;
