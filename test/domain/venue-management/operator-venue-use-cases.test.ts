import { describe, expect, it } from '@jest/globals';
import { checkCatalogueVenue, readCatalogue, toCatalogueVenue, writeCatalogue } from '../../../domain/venue-management/catalogue-transfer.js';
import { ModerateVenue } from '../../../domain/venue-management/use-cases/moderate-venue.js';
import { TransferCatalogue } from '../../../domain/venue-management/use-cases/transfer-catalogue.js';
import type { VenueModeration, VenueModerationRepository } from '../../../domain/venue-management/venue-moderation.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { VenueMother } from '../../support/venue-mother.js';

const NOW = new Date('2026-11-26T10:00:00Z');

class InMemoryModeration implements VenueModerationRepository {
  readonly decisions: VenueModeration[] = [];
  async record(m: VenueModeration) {
    this.decisions.push(m);
  }
  async latest(venueId: string) {
    return this.decisions.filter((d) => d.venueId === venueId).at(-1) ?? null;
  }
}

function setUp() {
  const venues = new InMemoryVenueRepository();
  const venueModeration = new InMemoryModeration();
  const { ports, uow } = inMemoryPorts({ venues, venueModeration, clock: new FixedClock(NOW) });
  return { venues, venueModeration, uow, moderate: new ModerateVenue(ports), transfer: new TransferCatalogue({ ...ports, accounts: { findById: async () => null } as never }) };
}

describe('ModerateVenue', () => {
  it('rejects a listing in review with its reason, leaving it in review', async () => {
    const { venues, venueModeration, moderate } = setUp();
    const venue = VenueMother.create({ status: 'review' });
    venues.venues.push(venue);
    const { moderation } = await moderate.reject(venue.id, '  Add real photos  ');
    expect(moderation).toEqual({ venueId: venue.id, decision: 'rejected', reason: 'Add real photos', decidedAt: NOW });
    expect(venueModeration.decisions).toHaveLength(1);
    expect((await venues.findById(venue.id))?.status).toBe('review');
  });

  it('refuses a rejection without a reason, of a published venue, or of an unknown one', async () => {
    const { venues, moderate } = setUp();
    const published = VenueMother.create();
    venues.venues.push(published);
    await expect(moderate.reject(published.id, ' ')).rejects.toMatchObject({ code: 'VENUE.INVALID_MODERATION', kind: 'INVALID_INPUT' });
    await expect(moderate.reject(published.id, 'x'.repeat(1001))).rejects.toMatchObject({ code: 'VENUE.INVALID_MODERATION' });
    await expect(moderate.reject(published.id, 'Blurry')).rejects.toMatchObject({ code: 'VENUE.NOT_IN_REVIEW', kind: 'INVALID_TRANSITION' });
    await expect(moderate.reject('00000000-0000-4000-8000-999999999999', 'Blurry')).rejects.toMatchObject({ code: 'VENUE.NOT_FOUND' });
  });

  it('unpublishes a published venue in one unit of work: back in review, the decision kept', async () => {
    const { venues, venueModeration, uow, moderate } = setUp();
    const venue = VenueMother.create();
    venues.venues.push(venue);
    const { venue: after } = await moderate.unpublish(venue.id);
    expect(after.status).toBe('review');
    expect((await venues.findById(venue.id))?.status).toBe('review');
    expect(venueModeration.decisions[0]).toMatchObject({ decision: 'unpublished', reason: null });
    expect(uow.runs).toBe(1);
    await expect(moderate.unpublish(venue.id)).rejects.toMatchObject({ code: 'VENUE.NOT_PUBLISHED' });
  });
});

describe('the catalogue file', () => {
  const venue = VenueMother.create({ priceCents: 4_200_050 });
  const pkg = { id: '10000000-0000-4000-8000-000000000001', venueId: venue.id, name: 'Saturday', description: 'All day', basePriceCents: 1_000_000, maxGuests: 100, includedServices: ['Tables'], isPopular: true };

  it.each(['json', 'csv'] as const)('reads back what it writes (%s), exact to the cent', (format) => {
    const text = writeCatalogue([toCatalogueVenue(venue, [pkg])], format);
    const [row] = readCatalogue(text, format);
    expect(checkCatalogueVenue(row)).toEqual({ venue, packages: [pkg] });
  });

  it('names every field a row gets wrong', () => {
    const row = { ...toCatalogueVenue(venue, []), name: ' ', capacity: 500, maxGuests: 100, styles: ['gothic'], rating: 7, packages: [{ id: 'x' }] };
    const checked = checkCatalogueVenue(row);
    expect('problems' in checked && checked.problems.map((p) => p.field).sort()).toEqual(
      ['capacity', 'name', 'packages[0].basePrice', 'packages[0].id', 'packages[0].includedServices', 'packages[0].isPopular', 'packages[0].maxGuests', 'packages[0].name', 'packages[0].description', 'rating', 'styles'].sort(),
    );
  });

  it('refuses a file that is not a catalogue', () => {
    expect(() => readCatalogue('{"guests": []}', 'json')).toThrow(expect.objectContaining({ code: 'VENUE_IMPORT.INVALID_FILE' }));
    expect(() => readCatalogue('name,city\nA,B', 'csv')).toThrow(/lacks the columns id, location/);
  });
});

describe('TransferCatalogue.import', () => {
  it('imports every valid row in one unit of work, and a dry run nothing', async () => {
    const { venues, uow, transfer } = setUp();
    const text = writeCatalogue([VenueMother.create(), VenueMother.create()].map((v) => toCatalogueVenue(v, [])), 'json');
    expect(await transfer.import(text, 'json', { dryRun: true })).toMatchObject({ valid: 2, invalid: 0, imported: 0 });
    expect(venues.venues).toHaveLength(0);
    expect(await transfer.import(text, 'json', { dryRun: false })).toMatchObject({ imported: 2 });
    expect(venues.venues).toHaveLength(2);
    expect(uow.runs).toBe(1);
  });

  it('imports nothing when one row is wrong or repeated, and reports each', async () => {
    const { venues, transfer } = setUp();
    const a = toCatalogueVenue(VenueMother.create(), []);
    const text = writeCatalogue([a, a, { ...a, id: 'nope' }], 'json');
    const refused = await transfer.import(text, 'json', { dryRun: false }).catch((e) => e);
    expect(refused).toMatchObject({ code: 'VENUE_IMPORT.INVALID_ROWS', report: { valid: 1, invalid: 2, imported: 0 } });
    expect(refused.report.rows[1].problems).toEqual([{ field: 'id', message: 'appears twice in the file' }]);
    expect(venues.venues).toHaveLength(0);
  });
});
