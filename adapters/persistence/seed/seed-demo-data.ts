import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import type { InquiryRepository } from '../../../domain/inquiries/inquiry-repository.js';
import type { IdGenerator } from '../../../domain/shared/id-generator.js';
import type { VendorRepository } from '../../../domain/vendors/vendor-repository.js';
import type { VenueRepository } from '../../../domain/venues/venue-repository.js';
import { demoInquiries } from './demo-inquiries.js';
import { demoBlockedDates, demoVenues } from './demo-venues.js';
import { demoVendors } from './demo-vendors.js';

export interface SeedResult {
  venues: number;
  vendors: number;
  skipped: boolean;
}

/** Fills an empty catalogue with the demo venues and vendors; leaves a filled one alone. */
export async function seedDemoData(deps: {
  venues: VenueRepository;
  vendors: VendorRepository;
  inquiries: InquiryRepository;
  ids: IdGenerator;
  now: Date;
  today: CalendarDate;
}): Promise<SeedResult> {
  if ((await deps.venues.count()) > 0 || (await deps.vendors.count()) > 0) {
    return { venues: 0, vendors: 0, skipped: true };
  }
  const venues = demoVenues().map(({ packages, ...venue }, index) => {
    const id = deps.ids.next();
    return {
      venue: { ...venue, id, status: 'published' as const, ownerId: null },
      packages: packages.map((pkg) => ({ ...pkg, id: deps.ids.next(), venueId: id })),
      blockedDates: demoBlockedDates(index, deps.today).map((date) => ({ venueId: id, date })),
    };
  });
  await deps.venues.insertMany(venues);
  const inquiries = venues.flatMap(({ venue }, index) =>
    demoInquiries(index, deps.now).map((inquiry) => ({ ...inquiry, id: deps.ids.next(), venueId: venue.id })),
  );
  await deps.inquiries.addMany(inquiries);
  const vendors = demoVendors().map((vendor) => ({ ...vendor, id: deps.ids.next() }));
  await deps.vendors.insertMany(vendors);
  return { venues: venues.length, vendors: vendors.length, skipped: false };
}
