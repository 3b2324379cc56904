import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TextArrayType } from '../types/text-array.type.js';

// Column mapping only; the table, its checks and indexes are written in the migrations.
export const VenueEntity = defineEntity({
  name: 'Venue',
  tableName: 'venue',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    location: p.text(),
    city: p.text(),
    description: p.text(),
    images: p.type(TextArrayType).columnType('text[]'),
    amenities: p.type(TextArrayType).columnType('text[]'),
    venueType: p.text(),
    maxGuests: p.integer(),
    capacity: p.integer(),
    priceCents: p.integer(),
    rating: p.decimal('number').columnType('numeric(2,1)'),
    reviewCount: p.integer(),
    featured: p.boolean(),
    status: p.text(),
    styles: p.type(TextArrayType).columnType('text[]'),
    atmospheres: p.type(TextArrayType).columnType('text[]'),
    bestSeasons: p.type(TextArrayType).columnType('text[]'),
    ownerId: p.uuid().nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});
export type VenueRow = InferEntity<typeof VenueEntity>;

export const VenuePackageEntity = defineEntity({
  name: 'VenuePackage',
  tableName: 'venue_package',
  properties: {
    id: p.uuid().primary(),
    venueId: p.uuid(),
    name: p.text(),
    description: p.text(),
    basePriceCents: p.integer(),
    maxGuests: p.integer(),
    includedServices: p.type(TextArrayType).columnType('text[]'),
    isPopular: p.boolean(),
  },
});
export type VenuePackageRow = InferEntity<typeof VenuePackageEntity>;

export const VenueBlockedDateEntity = defineEntity({
  name: 'VenueBlockedDate',
  tableName: 'venue_blocked_date',
  properties: {
    venueId: p.uuid().primary(),
    date: p.string().columnType('date').primary(),
  },
});
