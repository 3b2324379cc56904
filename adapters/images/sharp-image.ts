import type { Sharp } from 'sharp';

export type SharpInputType = 'jpeg' | 'png' | 'webp';

const WEBP_QUALITY = 82;

/** Why a picture was not read: not the type its signature claims, broken, or too many pixels. */
export type DecodeRefusal = 'unreadable' | 'too-many-pixels';

/**
 * Opens uploaded bytes for re-encoding: the content must decode as the type its signature claims,
 * and hold at most `maxInputPixels` (a decompression bomb is a few KB that unpack to gigabytes:
 * refused from its header, before any pixel is decoded). The first frame is turned upright by
 * its EXIF orientation. Nothing of the original's metadata is written out (sharp keeps none
 * unless asked), so a photo's GPS position never leaves.
 */
export async function openUpright(bytes: Uint8Array, type: SharpInputType, maxInputPixels: number): Promise<Sharp | DecodeRefusal> {
  // sharp (with libvips) loads with the first upload rather than as the server starts.
  const { default: sharp } = await import('sharp');
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels, autoOrient: true });
    const { format, width, height } = await input.metadata();
    if (format !== type) return 'unreadable';
    if (width * height > maxInputPixels) return 'too-many-pixels';
    return input;
  } catch (error) {
    return /pixel limit/i.test(String((error as Error)?.message)) ? 'too-many-pixels' : 'unreadable';
  }
}

export interface WebpOutput {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** One WebP at most `maxWidth` wide (never enlarged); null when the pixels turn out broken. */
export async function toWebp(input: Sharp, maxWidth: number): Promise<WebpOutput | null> {
  try {
    const { data, info } = await input
      .clone()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt past its header: not a picture we can show.
    return null;
  }
}
