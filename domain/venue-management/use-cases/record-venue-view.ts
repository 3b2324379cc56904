import { calendarDateIn } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { VenueViewRepository } from '../venue-view-repository.js';

/** A visit of a published venue's page (the dashboard's Profile Views). */
export class RecordVenueView {
  constructor(
    private readonly venues: VenueRepository,
    private readonly views: VenueViewRepository,
    private readonly clock: Clock,
  ) {}

  async execute(venueId: string): Promise<void> {
    await new GetVenue(this.venues).execute(venueId);
    await this.views.record(venueId, calendarDateIn(this.clock.now()));
  }
}
