import type { Actor } from '../../accounts/account.js';
import { detectUploadType } from '../../planning/moodboard-image.js';
import type { Ports } from '../../ports.js';
import { ConflictError, InvalidInputError } from '../../shared/domain-error.js';
import { PHOTO_LIMITS, PHOTO_WIDTHS, photoStorageKey, type VenuePhoto } from '../photos.js';
import { loadPhotoVenue } from './owned-photo-venue.js';

const FIELD = 'file';

type UploadPorts = Pick<Ports, 'venues' | 'venuePhotos' | 'photoStorage' | 'photoProcessor' | 'uow' | 'clock' | 'ids'>;

/**
 * A photo from the owner's device: a JPEG, PNG or WebP by its content (never its name), at most
 * 15 MB and 40 megapixels, stored upright as WebP at each width the pages use, without its
 * metadata (a phone photo's EXIF says where it was taken). The venue's first photo is its cover.
 */
export class UploadVenuePhoto {
  constructor(private readonly ports: UploadPorts) {}

  async execute(actor: Actor | null, venueId: string, bytes: Uint8Array | null): Promise<VenuePhoto> {
    const venue = await loadPhotoVenue(this.ports, actor, venueId);
    if (!bytes || bytes.length === 0) throw new InvalidInputError('VENUE.PHOTO_REQUIRED', FIELD, 'Choose a photo to upload (the form field "file")');
    if (bytes.length > PHOTO_LIMITS.maxUploadBytes) throw new InvalidInputError('VENUE.PHOTO_TOO_LARGE', FIELD, 'The photo must be at most 15 MB');
    await this.refuseBeyondLimit(venue.id);
    const type = detectUploadType(bytes);
    if (!type) throw new InvalidInputError('VENUE.UNSUPPORTED_PHOTO', FIELD, 'The file must be a JPEG, PNG or WebP photo');
    const resized = await this.ports.photoProcessor.toWebpSizes(bytes, type, PHOTO_WIDTHS, PHOTO_LIMITS.maxInputPixels);
    if (!resized.ok) {
      if (resized.reason === 'too-many-pixels') {
        throw new InvalidInputError('VENUE.PHOTO_TOO_MANY_PIXELS', FIELD, 'The photo must be at most 40 megapixels: export a smaller copy');
      }
      throw new InvalidInputError('VENUE.UNSUPPORTED_PHOTO', FIELD, 'The file must be a JPEG, PNG or WebP photo');
    }

    const id = this.ports.ids.next();
    try {
      for (const size of resized.sizes) await this.ports.photoStorage.put(photoStorageKey(id, size.width), size.bytes, 'image/webp');
      return await this.ports.uow.run(async () => {
        await this.ports.venuePhotos.lockVenue(venue.id);
        const existing = await this.refuseBeyondLimit(venue.id);
        const photo: VenuePhoto = {
          id,
          venueId: venue.id,
          position: existing.length ? Math.max(...existing.map((p) => p.position)) + 1 : 0,
          isCover: !existing.some((p) => p.isCover),
          width: resized.width,
          height: resized.height,
          createdAt: this.ports.clock.now(),
        };
        await this.ports.venuePhotos.add(photo);
        return photo;
      });
    } catch (error) {
      // The row was never written: files stored so far would belong to nothing.
      for (const size of resized.sizes) await this.ports.photoStorage.delete(photoStorageKey(id, size.width));
      throw error;
    }
  }

  private async refuseBeyondLimit(venueId: string): Promise<VenuePhoto[]> {
    const existing = await this.ports.venuePhotos.listByVenue(venueId);
    if (existing.length >= PHOTO_LIMITS.maxPhotosPerVenue) {
      throw new ConflictError('VENUE.PHOTO_LIMIT_REACHED', `A venue keeps at most ${PHOTO_LIMITS.maxPhotosPerVenue} photos: delete one first.`);
    }
    return existing;
  }
}
