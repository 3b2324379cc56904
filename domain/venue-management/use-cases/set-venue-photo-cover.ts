import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { VenuePhoto } from '../photos.js';
import { loadPhotoVenue } from './owned-photo-venue.js';

/** Makes one photo the cover couples see first in search and on the venue page. */
export class SetVenuePhotoCover {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'venuePhotos' | 'uow'>) {}

  async execute(actor: Actor | null, venueId: string, photoId: string): Promise<VenuePhoto> {
    const venue = await loadPhotoVenue(this.ports, actor, venueId);
    return this.ports.uow.run(async () => {
      await this.ports.venuePhotos.lockVenue(venue.id);
      const photo = (await this.ports.venuePhotos.listByVenue(venue.id)).find((p) => p.id === photoId);
      if (!photo) throw new NotFoundError('VENUE.PHOTO_NOT_FOUND', 'Photo');
      await this.ports.venuePhotos.setCover(venue.id, photo.id);
      return { ...photo, isCover: true };
    });
  }
}
