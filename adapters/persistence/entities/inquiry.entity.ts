import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const InquiryEntity = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiry',
  properties: {
    id: p.uuid().primary(),
    venueId: p.uuid(),
    coupleName: p.text(),
    email: p.text(),
    phone: p.text().nullable(),
    weddingDate: p.string().columnType('date').nullable(),
    guestCount: p.integer().nullable(),
    message: p.text().nullable(),
    status: p.text(),
    createdAt: p.datetime().columnType('timestamptz'),
    repliedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type InquiryRow = InferEntity<typeof InquiryEntity>;
