import type { Actor } from '../../accounts/account.js';
import type { BookingRepository } from '../../bookings/booking-repository.js';
import { addDays, calendarDateIn, daysBetween, type CalendarDate } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { sortPackages } from '../../venues/venue-packages.js';
import { DateBookedError } from '../../venues/venue.errors.js';
import type { VenueDetailsUpdate, VenueRepository } from '../../venues/venue-repository.js';
import type { Venue, VenuePackage } from '../../venues/venue.js';
import { applyListingFacts, cleanListingFacts, listingFactsOf, type ListingFacts, type ListingFactsUpdate } from '../listing-details.js';
import { listingTypeProfile, LISTING_VENUE_TYPES } from '../listing-types.js';
import { loadOwnedVenue } from './owned-venue.js';

export type PackageInput = Omit<VenuePackage, 'id' | 'venueId'>;

/** The wizard's answers the Venue tab edits beside the venue's own fields. */
export interface ListingUpdate {
  /** The owner's kind of place, one of the wizard's ("chapel"); search files it under one of six. */
  venueType?: string;
  facts?: ListingFactsUpdate;
}

/** What the owner told the wizard, as the Venue tab shows it. */
export interface OwnedListingDetails {
  /** Null for venues that did not come through the wizard and were never given one. */
  listingType: string | null;
  facts: ListingFacts;
}

const cleanList = (items: string[]) => [...new Set(items.map((i) => i.trim()).filter(Boolean))];

/** The owner's Venue tab: details, packages and held-back dates, live on the public page at once. */
export class EditVenue {
  constructor(
    private readonly venues: VenueRepository,
    private readonly bookings: Pick<BookingRepository, 'heldDates'>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly uow: UnitOfWork,
  ) {}

  async listingDetails(actor: Actor | null, venueId: string): Promise<OwnedListingDetails> {
    await loadOwnedVenue(this.venues, actor, venueId);
    const details = await this.venues.listingDetails(venueId);
    const { listingType } = details;
    return { listingType: typeof listingType === 'string' && listingType.trim() ? listingType.trim().toLowerCase() : null, facts: listingFactsOf(details) };
  }

  async updateDetails(actor: Actor | null, venueId: string, update: VenueDetailsUpdate, listing: ListingUpdate = {}): Promise<Venue> {
    const venue = await loadOwnedVenue(this.venues, actor, venueId);
    const clean: VenueDetailsUpdate = { ...update };
    let listingType: string | undefined;
    if (listing.venueType !== undefined) {
      listingType = listing.venueType.trim().toLowerCase();
      const profile = listingTypeProfile(listingType);
      if (!profile) throw new InvalidInputError('VENUE.INVALID_DETAILS', 'venueType', `venueType must be one of: ${Object.keys(LISTING_VENUE_TYPES).join(', ')}`);
      // Only the search type follows; styles and atmospheres may have been chosen with care.
      clean.venueType = profile.searchType;
    }
    const facts = listing.facts ? cleanListingFacts(listing.facts) : {};
    for (const field of ['name', 'location', 'city'] as const) {
      if (clean[field] !== undefined) {
        clean[field] = clean[field]!.trim();
        if (!clean[field]) throw new InvalidInputError('VENUE.INVALID_DETAILS', field, `${field} must not be blank`);
      }
    }
    if (clean.description !== undefined) clean.description = clean.description.trim();
    if (clean.amenities) clean.amenities = cleanList(clean.amenities);
    if (clean.images) {
      clean.images = cleanList(clean.images);
      if (!clean.images.length) throw new InvalidInputError('VENUE.INVALID_DETAILS', 'images', 'a venue needs at least one image');
    }
    const maxGuests = clean.maxGuests ?? venue.maxGuests;
    const capacity = clean.capacity ?? venue.capacity;
    if (capacity > maxGuests) throw new InvalidInputError('VENUE.INVALID_DETAILS', 'capacity', 'capacity (seated) must not exceed maxGuests');
    const changesListing = listingType !== undefined || Object.keys(facts).length > 0;
    const details = changesListing ? await this.venues.listingDetails(venueId) : null;
    await this.uow.run(async () => {
      await this.venues.updateDetails(venueId, clean);
      if (details) await this.venues.setListingDetails(venueId, applyListingFacts({ ...details, ...(listingType ? { listingType } : {}) }, facts));
    });
    return { ...venue, ...clean };
  }

  async savePackage(actor: Actor | null, venueId: string, input: PackageInput, packageId?: string): Promise<VenuePackage[]> {
    const venue = await loadOwnedVenue(this.venues, actor, venueId);
    const existing = await this.venues.packagesOf(venueId);
    if (packageId && !existing.some((p) => p.id === packageId)) throw new NotFoundError('VENUE.PACKAGE_NOT_FOUND', 'Package');
    const name = input.name.trim();
    if (!name) throw new InvalidInputError('VENUE.INVALID_PACKAGE', 'name', 'name must not be blank');
    if (input.maxGuests > venue.maxGuests) throw new InvalidInputError('VENUE.INVALID_PACKAGE', 'maxGuests', `maxGuests must be at most ${venue.maxGuests}, the venue's capacity`);
    await this.venues.savePackage({
      ...input,
      name,
      description: input.description.trim(),
      includedServices: cleanList(input.includedServices),
      id: packageId ?? this.ids.next(),
      venueId,
    });
    return sortPackages(await this.venues.packagesOf(venueId));
  }

  async deletePackage(actor: Actor | null, venueId: string, packageId: string): Promise<void> {
    await loadOwnedVenue(this.venues, actor, venueId);
    if (!(await this.venues.deletePackage(venueId, packageId))) throw new NotFoundError('VENUE.PACKAGE_NOT_FOUND', 'Package');
  }

  async blockedDates(actor: Actor | null, venueId: string, start: CalendarDate, end: CalendarDate): Promise<CalendarDate[]> {
    await loadOwnedVenue(this.venues, actor, venueId);
    return this.venues.blockedDates(venueId, start, end);
  }

  /** Holds a date back from couples; a date a booking already holds is refused. */
  async blockDate(actor: Actor | null, venueId: string, date: CalendarDate): Promise<void> {
    await loadOwnedVenue(this.venues, actor, venueId);
    const today = calendarDateIn(this.clock.now());
    if (daysBetween(today, date) < 0) throw new InvalidInputError('VENUE.INVALID_BLOCKED_DATE', 'date', 'date must not be in the past');
    if (daysBetween(today, date) > 3 * 366) throw new InvalidInputError('VENUE.INVALID_BLOCKED_DATE', 'date', `date must be before ${addDays(today, 3 * 366)}`);
    // The read answers the common case; a booking made at this very moment is refused by the
    // storage's one-claim-per-date rule instead (blockDate throws DateBookedError).
    if ((await this.bookings.heldDates(venueId, date, date)).length) throw new DateBookedError();
    await this.venues.blockDate(venueId, date);
  }

  async unblockDate(actor: Actor | null, venueId: string, date: CalendarDate): Promise<void> {
    await loadOwnedVenue(this.venues, actor, venueId);
    if (!(await this.venues.unblockDate(venueId, date))) throw new NotFoundError('VENUE.BLOCKED_DATE_NOT_FOUND', 'Blocked date');
  }
}
