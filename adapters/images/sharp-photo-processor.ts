import type { PhotoProcessor, ResizedPhoto, ResizedPhotoSize } from '../../domain/venue-management/photos-ports.js';
import type { PhotoUploadType, PhotoWidth } from '../../domain/venue-management/photos.js';
import { openUpright, toWebp } from './sharp-image.js';

/** Venue photos through sharp (libvips): decoded once, written as an upright WebP at each width, no metadata. */
export class SharpPhotoProcessor implements PhotoProcessor {
  async toWebpSizes(bytes: Uint8Array, type: PhotoUploadType, widths: readonly PhotoWidth[], maxInputPixels: number): Promise<ResizedPhoto> {
    const input = await openUpright(bytes, type, maxInputPixels);
    if (typeof input === 'string') return { ok: false, reason: input };
    const sizes: ResizedPhotoSize[] = [];
    let largest = { width: 0, height: 0 };
    for (const width of widths) {
      const output = await toWebp(input, width);
      if (!output) return { ok: false, reason: 'unreadable' };
      sizes.push({ width, bytes: output.bytes });
      if (output.width >= largest.width) largest = { width: output.width, height: output.height };
    }
    return { ok: true, ...largest, sizes };
  }
}
