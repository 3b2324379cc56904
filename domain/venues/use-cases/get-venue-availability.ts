import { calendarDateIn, daysBetween, type CalendarDate } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import { availabilityDays, MAX_AVAILABILITY_DAYS, type AvailabilityDay } from '../venue-availability.js';
import type { VenueRepository } from '../venue-repository.js';
import { GetVenue } from './get-venue.js';

export class GetVenueAvailability {
  constructor(
    private readonly venues: VenueRepository,
    private readonly clock: Clock,
  ) {}

  async execute(venueId: string, start: CalendarDate, end: CalendarDate): Promise<AvailabilityDay[]> {
    if (daysBetween(start, end) < 0) throw new InvalidInputError('endDate', 'endDate must not be before startDate');
    if (daysBetween(start, end) + 1 > MAX_AVAILABILITY_DAYS) {
      throw new InvalidInputError('endDate', `a range may cover at most ${MAX_AVAILABILITY_DAYS} days`);
    }
    const venue = await new GetVenue(this.venues).execute(venueId);
    const taken = await this.venues.takenDates(venueId, start, end);
    return availabilityDays({
      start,
      end,
      today: calendarDateIn(this.clock.now()),
      takenDates: new Set(taken),
      priceCents: venue.priceCents,
    });
  }
}
