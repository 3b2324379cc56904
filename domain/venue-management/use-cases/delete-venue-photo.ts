import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { nextCover, PHOTO_WIDTHS, photoStorageKey } from '../photos.js';
import { loadPhotoVenue } from './owned-photo-venue.js';

/** Deletes a photo and its stored sizes; when it was the cover, the next photo in order becomes it. */
export class DeleteVenuePhoto {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'venuePhotos' | 'photoStorage' | 'uow'>) {}

  async execute(actor: Actor | null, venueId: string, photoId: string): Promise<void> {
    const venue = await loadPhotoVenue(this.ports, actor, venueId);
    await this.ports.uow.run(async () => {
      await this.ports.venuePhotos.lockVenue(venue.id);
      const photos = await this.ports.venuePhotos.listByVenue(venue.id);
      const photo = photos.find((p) => p.id === photoId);
      if (!photo || !(await this.ports.venuePhotos.delete(venue.id, photo.id))) throw new NotFoundError('VENUE.PHOTO_NOT_FOUND', 'Photo');
      const cover = photo.isCover ? nextCover(photos.filter((p) => p.id !== photo.id)) : null;
      if (cover) await this.ports.venuePhotos.setCover(venue.id, cover.id);
    });
    for (const width of PHOTO_WIDTHS) await this.ports.photoStorage.delete(photoStorageKey(photoId, width));
  }
}
