import { describe, expect, it } from '@jest/globals';
import { schemaProblems } from '../support/fuzz/schema-check.js';
import type { OpenApiDocument } from '../support/fuzz/openapi-types.js';

// The fuzz suite's judge: it must see every way an answer can stray from its documented shape.
const doc: OpenApiDocument = {
  paths: {},
  components: {
    schemas: {
      Status: { type: 'string', enum: ['pending', 'confirmed'] },
      Booking: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          eventDate: { type: 'string', format: 'date' },
          createdAt: { type: 'string', format: 'date-time' },
          total: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' },
          guestCount: { type: 'integer' },
          packageId: { type: 'string', nullable: true },
          status: { allOf: [{ $ref: '#/components/schemas/Status' }] },
          tags: { type: 'array', items: { type: 'string' } },
          details: { type: 'object', additionalProperties: true },
        },
        required: ['id', 'eventDate', 'createdAt', 'total', 'guestCount', 'packageId', 'status', 'tags'],
      },
    },
  },
};
const ref = { $ref: '#/components/schemas/Booking' };
const booking = {
  id: '0b8e1c9e-5d2f-4c1a-9a57-3f7c2d8e4b10',
  eventDate: '2027-10-16',
  createdAt: '2026-11-21T18:00:00.000Z',
  total: '12500.00',
  guestCount: 120,
  packageId: null,
  status: 'pending',
  tags: ['a'],
  details: { anything: [1, { deep: true }] },
};

describe('schemaProblems', () => {
  it('accepts an answer that fits, with nullable fields null and free-form objects free', () => {
    expect(schemaProblems(doc, ref, booking)).toEqual([]);
    expect(schemaProblems(doc, { type: 'array', items: ref }, [booking, { ...booking, packageId: 'p' }])).toEqual([]);
  });

  it('names each field that strays: type, null, format, pattern, enum, missing, undocumented', () => {
    const problems = schemaProblems(doc, ref, {
      ...booking,
      id: 'not-a-uuid',
      eventDate: '2026-02-30',
      createdAt: 'yesterday',
      total: '12500.5',
      guestCount: 1.5,
      status: 'paid',
      tags: [null],
      totalCents: 1250000,
      packageId: undefined,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('body.id'),
        expect.stringContaining('body.eventDate'),
        expect.stringContaining('body.createdAt'),
        expect.stringContaining('body.total'),
        expect.stringContaining('body.guestCount'),
        expect.stringContaining('body.status'),
        'body.tags[0] is null',
        'body.totalCents is not documented',
      ]),
    );
    expect(schemaProblems(doc, ref, { ...booking, guestCount: null })).toEqual(['body.guestCount is null']);
    const { id: _id, ...withoutId } = booking;
    expect(schemaProblems(doc, ref, withoutId)).toEqual(['body.id is missing']);
  });

  it('refuses an answer of the wrong kind altogether', () => {
    expect(schemaProblems(doc, ref, [booking])).toEqual(['body is an array, not an object']);
    expect(schemaProblems(doc, { type: 'array', items: ref }, booking)).toEqual(['body is object, not an array']);
    expect(schemaProblems(doc, ref, null)).toEqual(['body is null']);
  });

  it('wants exactly one of several alternatives to fit', () => {
    const either = { oneOf: [{ type: 'string' as const }, { type: 'integer' as const }] };
    expect(schemaProblems(doc, either, 3)).toEqual([]);
    expect(schemaProblems(doc, either, true)).toEqual(['body fits 0 of its 2 alternatives']);
  });
});
