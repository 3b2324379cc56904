import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TextArrayType } from '../types/text-array.type.js';

export const VendorEntity = defineEntity({
  name: 'Vendor',
  tableName: 'vendor',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    category: p.text(),
    rating: p.decimal('number').columnType('numeric(2,1)'),
    reviewCount: p.integer(),
    portfolio: p.type(TextArrayType).columnType('text[]'),
    description: p.text(),
    serviceArea: p.type(TextArrayType).columnType('text[]'),
    specialties: p.type(TextArrayType).columnType('text[]'),
    startingPriceCents: p.integer(),
    ownerId: p.uuid().nullable(),
    published: p.boolean(),
  },
});
export type VendorRow = InferEntity<typeof VendorEntity>;
