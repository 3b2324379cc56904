import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const VendorEntity = defineEntity({
  name: 'Vendor',
  tableName: 'vendor',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    category: p.text(),
    rating: p.decimal('number').columnType('numeric(2,1)'),
    reviewCount: p.integer(),
    portfolio: p.array().columnType('text[]'),
    description: p.text(),
    serviceArea: p.array().columnType('text[]'),
    specialties: p.array().columnType('text[]'),
    startingPriceCents: p.integer(),
    ownerId: p.uuid().nullable(),
    published: p.boolean(),
  },
});
export type VendorRow = InferEntity<typeof VendorEntity>;
