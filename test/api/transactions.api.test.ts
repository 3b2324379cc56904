import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { scopedEm } from '../../adapters/persistence/scoped-entity-manager.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

// A request that fails writes nothing: a use case's rows, events and mail commit together or not at all.
let t: TestApp;
let owner: ReturnType<typeof browserAgent>;

const TABLES = ['venue', 'venue_package', 'domain_event', 'mail_message'] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await scopedEm(t.orm.em).execute<{ n: number }[]>(`select count(*)::int as n from ${table}`);
    counts[table] = row.n;
  }
  return counts;
}

const listing = {
  name: 'Pecan Grove Hall',
  location: '12 Grove Lane, Wimberley, TX 78676',
  city: 'Wimberley',
  venueType: 'Barn',
  maxGuests: 180,
  price: 12000,
  contactEmail: 'hello@pecangrove.example',
};

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
});
afterAll(() => t.close());

describe('POST /api/venues', () => {
  it('writes the venue, its listing details and its event together', async () => {
    const before = await rowCounts();
    await owner.post('/api/venues').send(listing).expect(201);
    const after = await rowCounts();
    expect(after.venue - before.venue).toBe(1);
    expect(after.domain_event - before.domain_event).toBe(1);
  });

  it.each([
    ['a NUL character in the listing details, refused by the database after the venue row is written', { details: { parking: 'lot\u0000' } }],
    ['a NUL character in the name', { name: 'Pecan\u0000Grove' }],
  ])('leaves no row behind when it fails: %s', async (_case, change) => {
    const before = await rowCounts();
    const res = await owner.post('/api/venues').send({ ...listing, ...change });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a use case that fails half-way', () => {
  it('rolls back what it wrote before the failure', async () => {
    const { ports } = t.application;
    const before = await rowCounts();
    const failingEvents = { record: async () => Promise.reject(new Error('the event store is down')) };
    const { SubmitVenueListing } = await import('../../domain/venue-management/use-cases/submit-venue-listing.js');
    const [account] = await scopedEm(t.orm.em).execute<{ id: string }[]>(`select id from account where email = ?`, [DEMO_OWNER.email]);
    const submit = new SubmitVenueListing({ ...ports, events: failingEvents });
    await expect(
      submit.execute({ accountId: account.id, accountType: 'venue', emailVerified: true }, { ...listing, description: '', priceCents: 1_200_000, amenities: [], images: [], details: {} }),
    ).rejects.toThrow('the event store is down');
    expect(await rowCounts()).toEqual(before);
  });
});
