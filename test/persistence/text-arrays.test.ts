import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Lists (images, amenities, a vendor's service area ...) live in text[] columns: whatever text
// goes in must come back as it was, also text that reads like NULL or holds array syntax.
const AWKWARD = ['null', 'NULL', 'a,b', '{braces}', 'with "quotes"', 'back\\slash', 'tab\tand\nbreak', ' spaced ', '', 'Zoë 👰🏽‍♀️'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('text lists in PostgreSQL arrays', () => {
  it("keeps a venue's images and amenities exactly as saved", async () => {
    const [venue] = await t.application.ports.venues.featured(1);
    await t.application.ports.venues.updateDetails(venue.id, { images: AWKWARD, amenities: [...AWKWARD].reverse() });
    const saved = await t.application.ports.venues.findById(venue.id);
    expect(saved?.images).toEqual(AWKWARD);
    expect(saved?.amenities).toEqual([...AWKWARD].reverse());
  });

  it('finds venues by an amenity that reads like NULL', async () => {
    const [venue] = await t.application.ports.venues.featured(1);
    await t.application.ports.venues.updateDetails(venue.id, { amenities: ['null'] });
    const page = await t.application.useCases.searchVenues.execute({ amenities: ['null'], sort: 'recommended', page: 1, pageSize: 10 });
    expect(page.venues.map((v) => v.id)).toEqual([venue.id]);
  });
});
