import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import { photoOrder, type VenuePhoto } from '../photos.js';
import { loadPhotoVenue } from './owned-photo-venue.js';

/** Puts the photos in the owner's order; the list must name each of the venue's photos once. */
export class ReorderVenuePhotos {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'venuePhotos' | 'uow'>) {}

  async execute(actor: Actor | null, venueId: string, photoIds: readonly string[]): Promise<VenuePhoto[]> {
    const venue = await loadPhotoVenue(this.ports, actor, venueId);
    return this.ports.uow.run(async () => {
      await this.ports.venuePhotos.lockVenue(venue.id);
      const order = photoOrder(await this.ports.venuePhotos.listByVenue(venue.id), photoIds);
      if (!order) throw new InvalidInputError('VENUE.INVALID_PHOTO_ORDER', 'photoIds', "photoIds must list every one of the venue's photos exactly once");
      await this.ports.venuePhotos.setOrder(venue.id, order);
      return this.ports.venuePhotos.listByVenue(venue.id);
    });
  }
}
