import type { Clock } from '../../shared/clock.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { InquiryRepository } from '../inquiry-repository.js';
import { responseStats, RESPONSE_STATS_WINDOW_DAYS, type ResponseStats } from '../response-stats.js';

export class GetResponseStats {
  constructor(
    private readonly venues: VenueRepository,
    private readonly inquiries: InquiryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(venueId: string): Promise<ResponseStats> {
    await new GetVenue(this.venues).execute(venueId);
    const now = this.clock.now();
    const since = new Date(now.getTime() - RESPONSE_STATS_WINDOW_DAYS * 86_400_000);
    return responseStats(await this.inquiries.replyRecords(venueId, since), now);
  }
}
