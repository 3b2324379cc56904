import type { Clock } from '../../shared/clock.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { VenueRepository } from '../venue-repository.js';
import { MAX_PAGE_SIZE, type VenueSearchCriteria, type VenueSearchPage } from '../venue-search.js';

export class SearchVenues {
  constructor(
    private readonly venues: VenueRepository,
    /** The "recommended" order weighs reply rates as of now. */
    private readonly clock?: Clock,
  ) {}

  async execute(criteria: VenueSearchCriteria): Promise<VenueSearchPage> {
    const { budgetMinCents: min, budgetMaxCents: max } = criteria;
    if (min !== undefined && max !== undefined && min > max) {
      throw new InvalidInputError('VENUE.INVALID_SEARCH', 'budget', 'budget.min must not be greater than budget.max');
    }
    if (!Number.isInteger(criteria.page) || criteria.page < 1) throw new InvalidInputError('VENUE.INVALID_SEARCH', 'page', 'page must be 1 or more');
    if (!Number.isInteger(criteria.pageSize) || criteria.pageSize < 1 || criteria.pageSize > MAX_PAGE_SIZE) {
      throw new InvalidInputError('VENUE.INVALID_SEARCH', 'pageSize', `pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    return this.venues.search({ ...criteria, location: criteria.location?.trim() || undefined, rankedAt: criteria.rankedAt ?? this.clock?.now() });
  }
}
