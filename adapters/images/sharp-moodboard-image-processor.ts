import type { MoodboardImageProcessor, MoodboardUploadType, ProcessedImage } from '../../domain/planning/moodboard-image.js';
import { openUpright, toWebp } from './sharp-image.js';

/**
 * A phone photo is about 12 to 50 megapixels; beyond this a file is more likely a decompression
 * bomb (a few KB that unpack to gigabytes) than a picture anyone took.
 */
const MAX_INPUT_PIXELS = 60_000_000;

/** Board pictures through sharp (libvips): one upright WebP without metadata (see openUpright). */
export class SharpMoodboardImageProcessor implements MoodboardImageProcessor {
  async toStoredWebp(bytes: Uint8Array, type: MoodboardUploadType, maxWidth: number): Promise<ProcessedImage | null> {
    const input = await openUpright(bytes, type, MAX_INPUT_PIXELS);
    return typeof input === 'string' ? null : toWebp(input, maxWidth);
  }
}
