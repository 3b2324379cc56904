import type { BookingRepository } from '../../bookings/booking-repository.js';
import { calendarDateIn, daysBetween, type CalendarDate } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import { availabilityDays, MAX_AVAILABILITY_DAYS, type AvailabilityDay } from '../venue-availability.js';
import type { VenueRepository } from '../venue-repository.js';
import { GetVenue } from './get-venue.js';

/** A venue's days: closed when past, held back by the owner, or held by a booking. */
export class GetVenueAvailability {
  constructor(
    private readonly venues: VenueRepository,
    private readonly bookings: Pick<BookingRepository, 'heldDates'>,
    private readonly clock: Clock,
  ) {}

  async execute(venueId: string, start: CalendarDate, end: CalendarDate): Promise<AvailabilityDay[]> {
    if (daysBetween(start, end) < 0) throw new InvalidInputError('VENUE.INVALID_DATE_RANGE', 'endDate', 'endDate must not be before startDate');
    if (daysBetween(start, end) + 1 > MAX_AVAILABILITY_DAYS) {
      throw new InvalidInputError('VENUE.INVALID_DATE_RANGE', 'endDate', `a range may cover at most ${MAX_AVAILABILITY_DAYS} days`);
    }
    const venue = await new GetVenue(this.venues).execute(venueId);
    const [blocked, booked] = await Promise.all([
      this.venues.blockedDates(venueId, start, end),
      this.bookings.heldDates(venueId, start, end),
    ]);
    return availabilityDays({
      start,
      end,
      today: calendarDateIn(this.clock.now()),
      takenDates: new Set([...blocked, ...booked]),
      priceCents: venue.priceCents,
    });
  }
}
