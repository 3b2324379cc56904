import sharp from 'sharp';
import type { MoodboardImageProcessor, MoodboardUploadType, ProcessedImage } from '../../domain/planning/moodboard-image.js';

/**
 * A phone photo is about 12 to 50 megapixels; beyond this a file is more likely a decompression
 * bomb (a few KB that unpack to gigabytes) than a picture anyone took.
 */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 82;

/**
 * Board pictures through sharp (libvips): the content must decode as the type its signature
 * claims; the first frame is turned upright by its EXIF orientation, then written as a WebP with
 * no metadata at all (sharp keeps none unless asked), so a photo's GPS position never leaves.
 */
export class SharpMoodboardImageProcessor implements MoodboardImageProcessor {
  async toStoredWebp(bytes: Uint8Array, type: MoodboardUploadType, maxWidth: number): Promise<ProcessedImage | null> {
    try {
      const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
      const { format } = await input.metadata();
      if (format !== type) return null;
      const { data, info } = await input
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data), width: info.width, height: info.height };
    } catch {
      // Truncated, corrupt or too large to decode: not a picture we can show.
      return null;
    }
  }
}
