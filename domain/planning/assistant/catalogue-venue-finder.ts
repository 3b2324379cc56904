import { VENUE_SEARCH_LIMITS } from '../../venues/venue-limits.js';
import { rankVenues } from '../../venues/venue-match.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import { MAX_PAGE_SIZE } from '../../venues/venue-search.js';
import type { AssistantVenueFinder } from './planning-assistant.js';
import { MAX_PLACE_PHRASES } from './venue-question.js';

/**
 * The assistant's venue search over the published catalogue, through the venue search itself. The
 * match score ranks the first page the search returns (recommended first, MAX_PAGE_SIZE venues):
 * enough for a town or a style, and bounded however large the catalogue grows.
 */
export function catalogueVenueFinder(venues: Pick<VenueRepository, 'search'>): AssistantVenueFinder {
  return {
    async findTown(phrases) {
      for (const phrase of phrases.slice(0, MAX_PLACE_PHRASES)) {
        const text = phrase.trim().toLowerCase();
        if (!text || text.length > VENUE_SEARCH_LIMITS.locationLength) continue;
        const page = await venues.search({ location: text, sort: 'recommended', page: 1, pageSize: MAX_PAGE_SIZE });
        // The search matches inside addresses too ("ranch" in "Ranch Road 12"): only a town counts.
        const venue = page.venues.find((candidate) => candidate.city.toLowerCase() === text);
        if (venue) return venue.city;
      }
      return null;
    },
    async find({ criteria, preferences }, limit) {
      const page = await venues.search({ ...criteria, sort: 'recommended', page: 1, pageSize: MAX_PAGE_SIZE });
      return { venues: rankVenues(page.venues, preferences).slice(0, limit), total: page.total };
    },
  };
}
