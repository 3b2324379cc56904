import { beforeEach, describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { GetVenueAvailability } from '../../../domain/venues/use-cases/get-venue-availability.js';
import { GetVenue } from '../../../domain/venues/use-cases/get-venue.js';
import { SearchVenues } from '../../../domain/venues/use-cases/search-venues.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const noBookings = { heldDates: async () => [] };
const base = { sort: 'recommended' as const, page: 1, pageSize: 12 };
let repo: InMemoryVenueRepository;

beforeEach(() => {
  repo = new InMemoryVenueRepository();
});

describe('SearchVenues', () => {
  it('refuses a budget whose minimum is above its maximum, naming the budget', async () => {
    const error = await new SearchVenues(repo).execute({ ...base, budgetMinCents: 2, budgetMaxCents: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'INVALID_INPUT', code: 'VENUE.INVALID_SEARCH', field: 'budget' });
  });

  it('ignores a location of blanks', async () => {
    repo.venues.push(VenueMother.create());
    const page = await new SearchVenues(repo).execute({ ...base, location: '   ' });
    expect(page.total).toBe(1);
  });

  it('refuses a page size beyond the maximum', async () => {
    await expect(new SearchVenues(repo).execute({ ...base, pageSize: 500 })).rejects.toMatchObject({ field: 'pageSize' });
  });
});

describe('GetVenue', () => {
  it('does not show a venue that is still in review', async () => {
    const venue = VenueMother.create({ status: 'review' });
    repo.venues.push(venue);
    await expect(new GetVenue(repo).execute(venue.id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('GetVenueAvailability', () => {
  const clock = new FixedClock(new Date('2026-11-21T18:00:00Z'));

  it('marks blocked dates taken and counts today from the clock', async () => {
    const venue = VenueMother.create();
    repo.venues.push(venue);
    repo.blocked.push({ venueId: venue.id, date: '2026-11-28' });
    const days = await new GetVenueAvailability(repo, noBookings, clock).execute(venue.id, '2026-11-20', '2026-11-30');
    const open = days.filter((d) => d.isAvailable).map((d) => d.date);
    expect(open).not.toContain('2026-11-20');
    expect(open).toContain('2026-11-21');
    expect(open).not.toContain('2026-11-28');
    expect(open).toHaveLength(9);
  });

  it('refuses a range that ends before it starts, naming endDate', async () => {
    const venue = VenueMother.create();
    repo.venues.push(venue);
    await expect(new GetVenueAvailability(repo, noBookings, clock).execute(venue.id, '2026-12-02', '2026-12-01')).rejects.toMatchObject({
      field: 'endDate',
    });
  });
});
