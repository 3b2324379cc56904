import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Ports } from '../../ports.js';
import type { Venue } from '../../venues/venue.js';

/** An operator publishes a venue in review; from then on couples find it in search. */
export class ApproveVenue {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'events' | 'uow'>) {}

  async execute(venueId: string): Promise<Venue> {
    const { venues, events, uow } = this.ports;
    const venue = await venues.findById(venueId);
    if (!venue) throw new NotFoundError('VENUE.NOT_FOUND', 'Venue');
    if (venue.status === 'published') throw new InvalidInputError('VENUE.ALREADY_PUBLISHED', 'status', `${venue.name} is already published`);
    await uow.run(async () => {
      await venues.setStatus(venue.id, 'published');
      await events.record({ type: 'listing.approved', venueId: venue.id, ownerId: venue.ownerId ?? null });
    });
    return { ...venue, status: 'published' };
  }
}
