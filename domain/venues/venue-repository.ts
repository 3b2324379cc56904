import type { CalendarDate } from '../shared/calendar-date.js';
import type { VenueSearchCriteria, VenueSearchPage } from './venue-search.js';
import type { BlockedDate, Venue, VenuePackage, VenueStatus } from './venue.js';

export type NewVenue = Omit<Venue, 'id'>;
export type NewVenuePackage = Omit<VenuePackage, 'id' | 'venueId'>;
export type VenueDetailsUpdate = Partial<Pick<Venue, 'name' | 'description' | 'location' | 'city' | 'venueType' | 'maxGuests' | 'capacity' | 'priceCents' | 'amenities' | 'images'>>;

/** Storage of venues, their packages and the dates their owners hold back. */
export interface VenueRepository {
  findById(id: string): Promise<Venue | null>;
  featured(limit: number): Promise<Venue[]>;
  search(criteria: VenueSearchCriteria): Promise<VenueSearchPage>;
  list(filter: { status?: VenueStatus; limit: number; offset: number }): Promise<VenueSearchPage>;
  packagesOf(venueId: string): Promise<VenuePackage[]>;
  /** Dates in [start, end] the owner has held back (bookings hold theirs in BookingRepository). */
  blockedDates(venueId: string, start: CalendarDate, end: CalendarDate): Promise<CalendarDate[]>;
  count(): Promise<number>;
  listByOwner(ownerId: string): Promise<Venue[]>;
  setStatus(id: string, status: VenueStatus): Promise<void>;
  /** The owner's edits of the public details. */
  updateDetails(id: string, details: VenueDetailsUpdate): Promise<void>;
  savePackage(pkg: VenuePackage): Promise<void>;
  deletePackage(venueId: string, packageId: string): Promise<boolean>;
  /**
   * Holds a date back; false when it was already held. The storage guarantees a date is held by
   * at most one thing, a block or a booking that is not cancelled, and throws DateBookedError
   * when a booking holds it, even one made at the same moment.
   */
  blockDate(venueId: string, date: CalendarDate): Promise<boolean>;
  unblockDate(venueId: string, date: CalendarDate): Promise<boolean>;
  /** The listing wizard's other answers (contact, terms, policies), kept as the owner gave them. */
  setListingDetails(id: string, details: Record<string, unknown>): Promise<void>;
  listingDetails(id: string): Promise<Record<string, unknown>>;
  insertMany(venues: { venue: Venue; packages: VenuePackage[]; blockedDates: BlockedDate[] }[]): Promise<void>;
}
