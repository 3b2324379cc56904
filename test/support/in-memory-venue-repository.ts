import type { CalendarDate } from '../../domain/shared/calendar-date.js';
import type { VenueRepository } from '../../domain/venues/venue-repository.js';
import { cappedTotal, compareVenues, venueFitsSearch, type VenueSearchCriteria, type VenueSearchPage } from '../../domain/venues/venue-search.js';
import type { BlockedDate, Venue, VenuePackage, VenueStatus } from '../../domain/venues/venue.js';

/** The port's behaviour without a database, for use-case tests. */
export class InMemoryVenueRepository implements VenueRepository {
  venues: Venue[] = [];
  packages: VenuePackage[] = [];
  blocked: BlockedDate[] = [];

  async findById(id: string) {
    return this.venues.find((v) => v.id === id) ?? null;
  }

  async featured(limit: number) {
    return this.venues.filter((v) => v.featured && v.status === 'published').sort(compareVenues('recommended')).slice(0, limit);
  }

  async search(criteria: VenueSearchCriteria): Promise<VenueSearchPage> {
    // Only blocks are held here (bookings live in their own fake): enough for the date filter's use-case tests.
    const held = (v: Venue) => criteria.availableOn !== undefined && this.blocked.some((b) => b.venueId === v.id && b.date === criteria.availableOn);
    const fits = this.venues.filter((v) => venueFitsSearch(v, criteria) && !held(v)).sort(compareVenues(criteria.sort, criteria));
    const start = (criteria.page - 1) * criteria.pageSize;
    return { venues: fits.slice(start, start + criteria.pageSize), ...cappedTotal(fits.length) };
  }

  async list(filter: { status?: VenueStatus; limit: number; offset: number }) {
    const venues = this.venues.filter((v) => !filter.status || v.status === filter.status);
    return { venues: venues.slice(filter.offset, filter.offset + filter.limit), total: venues.length };
  }

  async packagesOf(venueId: string) {
    return this.packages.filter((p) => p.venueId === venueId);
  }

  async blockedDates(venueId: string, start: CalendarDate, end: CalendarDate) {
    return this.blocked.filter((b) => b.venueId === venueId && b.date >= start && b.date <= end).map((b) => b.date);
  }

  async listByOwner(ownerId: string) {
    return this.venues.filter((v) => v.ownerId === ownerId);
  }

  async setStatus(id: string, status: VenueStatus) {
    const venue = this.venues.find((v) => v.id === id);
    if (venue) venue.status = status;
  }

  details = new Map<string, Record<string, unknown>>();

  async updateDetails(id: string, details: Partial<Venue>) {
    const venue = this.venues.find((v) => v.id === id);
    if (venue) Object.assign(venue, details);
  }

  async savePackage(pkg: VenuePackage) {
    this.packages = [...this.packages.filter((p) => p.id !== pkg.id), pkg];
  }

  async deletePackage(venueId: string, packageId: string) {
    const before = this.packages.length;
    this.packages = this.packages.filter((p) => !(p.id === packageId && p.venueId === venueId));
    return this.packages.length < before;
  }

  async blockDate(venueId: string, date: CalendarDate) {
    if (this.blocked.some((b) => b.venueId === venueId && b.date === date)) return false;
    this.blocked.push({ venueId, date });
    return true;
  }

  async unblockDate(venueId: string, date: CalendarDate) {
    const before = this.blocked.length;
    this.blocked = this.blocked.filter((b) => !(b.venueId === venueId && b.date === date));
    return this.blocked.length < before;
  }

  async setListingDetails(id: string, details: Record<string, unknown>) {
    this.details.set(id, details);
  }

  async listingDetails(id: string) {
    return this.details.get(id) ?? {};
  }

  async count() {
    return this.venues.length;
  }

  async insertMany(items: { venue: Venue; packages: VenuePackage[]; blockedDates: BlockedDate[] }[]) {
    for (const item of items) {
      this.venues.push(item.venue);
      this.packages.push(...item.packages);
      this.blocked.push(...item.blockedDates);
    }
  }
}
