import type { PhotoUploadType, PhotoWidth, VenuePhoto } from './photos.js';

export interface VenuePhotoRepository {
  /** In the owner's order (position). */
  listByVenue(venueId: string): Promise<VenuePhoto[]>;
  /** Every photo of these venues, by venue id, in the owner's order: one query for a search page. */
  listByVenues(venueIds: readonly string[]): Promise<Map<string, VenuePhoto[]>>;
  /** Holds the venue's photo list until the unit of work ends, so two uploads cannot both take the 40th place. */
  lockVenue(venueId: string): Promise<void>;
  add(photo: VenuePhoto): Promise<void>;
  /** Positions 0..n-1 in the order given (every photo of the venue). */
  setOrder(venueId: string, photoIds: readonly string[]): Promise<void>;
  /** Makes this photo the venue's only cover. */
  setCover(venueId: string, photoId: string): Promise<void>;
  delete(venueId: string, photoId: string): Promise<boolean>;
}

/** Where the stored sizes' bytes live: a directory on disk, or S3-compatible object storage. */
export interface PhotoStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** No error when nothing is stored under the key. */
  delete(key: string): Promise<void>;
}

export interface ResizedPhotoSize {
  width: PhotoWidth;
  bytes: Uint8Array;
}

/** The photo made safe to show: first frame, upright, metadata (camera, GPS) dropped, WebP at each width. */
export type ResizedPhoto =
  | { ok: true; width: number; height: number; sizes: ResizedPhotoSize[] }
  | { ok: false; reason: 'unreadable' | 'too-many-pixels' };

export interface PhotoProcessor {
  /** Each width at most that wide (never enlarged); `width`/`height` are those of the largest. */
  toWebpSizes(bytes: Uint8Array, type: PhotoUploadType, widths: readonly PhotoWidth[], maxInputPixels: number): Promise<ResizedPhoto>;
}
