import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { VenuePhoto } from '../photos.js';
import { loadPhotoVenue } from './owned-photo-venue.js';

/** The owner's uploaded photos, in their order. */
export class ListVenuePhotos {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'venuePhotos'>) {}

  async execute(actor: Actor | null, venueId: string): Promise<VenuePhoto[]> {
    const venue = await loadPhotoVenue(this.ports, actor, venueId);
    return this.ports.venuePhotos.listByVenue(venue.id);
  }
}
