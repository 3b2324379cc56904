import type { BookingRepository } from '../../../domain/bookings/booking-repository.js';
import type { VendorRepository } from '../../../domain/vendors/vendor-repository.js';
import type { VenueRepository } from '../../../domain/venues/venue-repository.js';
import type { VenueSearchCriteria } from '../../../domain/venues/venue-search.js';
import type { CatalogueReadCache } from './catalogue-read-cache.js';

/**
 * The recommended order depends on the time (reply rates over a sliding window): a cached search
 * page is shared by the searches of one minute, a drift of at most a minute in that window.
 */
const RANKING_TIME_STEP_MS = 60_000;

function searchKey(criteria: VenueSearchCriteria): string {
  const { rankedAt, ...rest } = criteria;
  const minute = criteria.sort === 'recommended' && rankedAt ? Math.floor(rankedAt.getTime() / RANKING_TIME_STEP_MS) : null;
  return `search:${minute}:${JSON.stringify(rest)}`;
}

/** The venue repository with its public reads (what every visitor asks for) served from the cache. */
export function venueRepositoryWithCache(inner: VenueRepository, cache: CatalogueReadCache): VenueRepository {
  const overrides: Partial<VenueRepository> = {
    findById: (id) => cache.read(`venue:${id}`, () => inner.findById(id)),
    featured: (limit) => cache.read(`featured:${limit}`, () => inner.featured(limit)),
    // Most searches are never asked again: only one asked twice is kept.
    search: (criteria) => cache.read(searchKey(criteria), () => inner.search(criteria), { keepWhenReadAgain: true }),
    packagesOf: (venueId) => cache.read(`packages:${venueId}`, () => inner.packagesOf(venueId)),
    blockedDates: (venueId, start, end) => cache.read(`blocked:${venueId}:${start}:${end}`, () => inner.blockedDates(venueId, start, end)),
    listingDetails: (id) => cache.read(`listing:${id}`, () => inner.listingDetails(id)),
  };
  // Writes and the owners' own reads (listByOwner, list) always go to the database.
  return Object.assign(Object.create(inner) as VenueRepository, overrides);
}

/** The dates bookings hold, for the availability calendar, served from the cache. */
export function bookingRepositoryWithCache<T extends Pick<BookingRepository, 'heldDates'>>(inner: T, cache: CatalogueReadCache): T {
  const overrides: Pick<BookingRepository, 'heldDates'> = {
    heldDates: (venueId, start, end) => cache.read(`held:${venueId}:${start}:${end}`, () => inner.heldDates(venueId, start, end)),
  };
  return Object.assign(Object.create(inner) as T, overrides);
}

/** Published vendors, as couples browse them, served from the cache. */
export function vendorRepositoryWithCache(inner: VendorRepository, cache: CatalogueReadCache): VendorRepository {
  const overrides: Partial<VendorRepository> = {
    find: (query) => cache.read(`vendors:${query.category ?? ''}:${query.location ?? ''}`, () => inner.find(query)),
    findPublished: (id) => cache.read(`vendor:${id}`, () => inner.findPublished(id)),
  };
  return Object.assign(Object.create(inner) as VendorRepository, overrides);
}
