import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { isPhotoId, isPhotoWidth, photoStorageKey } from '../photos.js';

/** One stored size of an uploaded photo, for anyone: it is on the venue's public page. */
export class GetVenuePhotoFile {
  constructor(private readonly ports: Pick<Ports, 'photoStorage'>) {}

  async execute(photoId: string, width: number): Promise<Uint8Array> {
    const bytes = isPhotoId(photoId) && isPhotoWidth(width) ? await this.ports.photoStorage.get(photoStorageKey(photoId, width)) : null;
    if (!bytes) throw new NotFoundError('VENUE.PHOTO_NOT_FOUND', 'Photo');
    return bytes;
  }
}
