import { dollarsToCents } from '../../../domain/shared/money.js';
import { DEFAULT_PAGE_SIZE, type VenueSearchCriteria } from '../../../domain/venues/venue-search.js';
import type { SearchVenuesDto } from './search-venues.dto.js';

/** The criteria a search request asks for: budgets in cents, and the defaults of sort and paging. */
export function searchCriteriaOf(dto: SearchVenuesDto): VenueSearchCriteria {
  return {
    location: dto.location,
    guestCount: dto.guestCount,
    budgetMinCents: dto.budget?.min === undefined ? undefined : dollarsToCents(dto.budget.min),
    budgetMaxCents: dto.budget?.max === undefined ? undefined : dollarsToCents(dto.budget.max),
    venueTypes: dto.venueType,
    amenities: dto.amenities,
    availableOn: dto.date,
    sort: dto.sort ?? 'recommended',
    page: dto.page ?? 1,
    pageSize: dto.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}
