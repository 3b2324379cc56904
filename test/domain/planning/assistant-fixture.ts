import { catalogueVenueFinder } from '../../../domain/planning/assistant/catalogue-venue-finder.js';
import type { AssistantQuestion, AssistantSnapshot } from '../../../domain/planning/assistant/planning-assistant.js';
import type { GuestStats } from '../../../domain/guests/guest-stats.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

// One couple's data, fixed, for the assistant's tests: Sarah and Michael marry on Saturday,
// October 16, 2027, and ask on Saturday, November 21, 2026.

export const TODAY = '2026-11-21';
export const WEDDING_DATE = '2027-10-16';

export const GUESTS: GuestStats = { total: 4, confirmed: 2, declined: 1, pending: 1, plusOnes: 1, dietaryNeeds: 0, expectedAttendance: 3 };

export function snapshot(overrides: Partial<AssistantSnapshot> = {}, wedding: Partial<AssistantSnapshot['wedding']> = {}): AssistantSnapshot {
  return {
    today: TODAY,
    coupleName: 'Sarah Johnson & Michael Chen',
    wedding: { weddingDate: WEDDING_DATE, estimatedGuests: 150, town: 'Fredericksburg', budgetTotalCents: 2_500_000, ...wedding },
    tasks: [
      { title: 'Set your wedding budget', dueDate: '2026-10-17', isCompleted: true, priority: 'high' },
      { title: 'Research and tour venues', dueDate: '2026-11-14', isCompleted: false, priority: 'high' },
      { title: 'Book your photographer', dueDate: '2026-12-05', isCompleted: false, priority: 'high' },
      { title: 'Order the invitations', dueDate: '2027-01-16', isCompleted: false, priority: 'medium' },
      { title: 'Plan the honeymoon', dueDate: '2027-03-01', isCompleted: false, priority: 'low' },
    ],
    booking: { id: 'booking-1', venueName: 'Cypress Creek Gardens', eventDate: WEDDING_DATE, status: 'confirmed', guests: GUESTS },
    ...overrides,
  };
}

/** A small catalogue over four towns; one venue in review, one taken on the wedding day. */
export function catalogue(): InMemoryVenueRepository {
  const venues = new InMemoryVenueRepository();
  venues.venues = [
    VenueMother.create({ name: 'Cypress Creek Gardens', city: 'Wimberley', location: '511 River Road, Wimberley, TX', venueType: 'garden', maxGuests: 160, priceCents: 1_180_000, rating: 4.8, styles: ['garden', 'romantic'], atmospheres: ['outdoor', 'intimate'] }),
    VenueMother.create({ name: 'Backbone Ridge Overlook', city: 'Wimberley', location: '900 Ridge Road, Wimberley, TX', venueType: 'outdoor', maxGuests: 220, priceCents: 1_290_000, rating: 4.6, styles: ['bohemian'], atmospheres: ['outdoor', 'grand'] }),
    VenueMother.create({ name: 'Blanco River Bend', city: 'Wimberley', location: '2200 FM 3237, Wimberley, TX', venueType: 'beach', maxGuests: 140, priceCents: 950_000, rating: 4.7, styles: ['beach'], atmospheres: ['outdoor', 'casual'] }),
    VenueMother.create({ name: 'Old Tunnel Barn', city: 'Fredericksburg', location: '10 Old Tunnel Road, Fredericksburg, TX', venueType: 'barn', maxGuests: 200, priceCents: 1_250_000, rating: 4.9, styles: ['rustic'], atmospheres: ['cozy'] }),
    VenueMother.create({ name: 'Vereins Ballroom', city: 'Fredericksburg', location: '100 Main Street, Fredericksburg, TX', venueType: 'ballroom', maxGuests: 300, priceCents: 2_400_000, rating: 4.5, styles: ['elegant'], atmospheres: ['grand', 'luxurious'] }),
    VenueMother.create({ name: 'Pecan Hollow Barn', city: 'Dripping Springs', location: '12 Ranch Road 12, Dripping Springs, TX', venueType: 'barn', maxGuests: 180, priceCents: 990_000, rating: 4.4, styles: ['rustic', 'vintage'], amenities: ['Dance Floor', 'Bridal Suite'] }),
    VenueMother.create({ name: 'Canyon Lake Chapel', city: 'Canyon Lake', location: '5 Lakeshore Drive, Canyon Lake, TX', venueType: 'historic', maxGuests: 120, priceCents: 800_000, rating: 4.3, styles: ['vintage'], atmospheres: ['intimate'] }),
    VenueMother.create({ name: 'Unreviewed Barn', city: 'Wimberley', location: '1 Hidden Lane, Wimberley, TX', venueType: 'barn', maxGuests: 400, priceCents: 500_000, status: 'review' }),
    VenueMother.create({ name: 'Sisterdale Barn', city: 'Fredericksburg', location: '77 Sisterdale Road, Fredericksburg, TX', venueType: 'barn', maxGuests: 250, priceCents: 1_100_000, rating: 5 }),
  ];
  // Another couple holds Sisterdale Barn on the wedding day.
  venues.blocked = [{ venueId: venues.venues[8].id, date: WEDDING_DATE }];
  return venues;
}

export function question(message: string, data: AssistantSnapshot = snapshot(), venues = catalogue()): AssistantQuestion {
  return { message, snapshot: data, venues: catalogueVenueFinder(venues) };
}
