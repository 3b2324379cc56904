import type { Venue } from '../venues/venue.js';

/** The picture types an owner may upload, told apart by their first bytes (see detectUploadType). */
export type PhotoUploadType = 'jpeg' | 'png' | 'webp';

export const PHOTO_LIMITS = {
  /** A full-resolution camera JPEG fits; larger files are refused before they are read. */
  maxUploadBytes: 15 * 1024 * 1024,
  /** A 40-megapixel camera is the largest anyone lists with; beyond it a file is likelier a decompression bomb. */
  maxInputPixels: 40_000_000,
  /** Photos kept per venue; an upload beyond it is refused. */
  maxPhotosPerVenue: 40,
} as const;

/** The widths stored of each photo, the ones the pages ask for: card, page, full-screen gallery. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The width a venue's public image list names; pages derive the other sizes from it. */
export const PUBLIC_PHOTO_WIDTH: PhotoWidth = 800;

/** An uploaded venue photo: its stored sizes live in PhotoStorage under photoStorageKey. */
export interface VenuePhoto {
  id: string;
  venueId: string;
  /** 0-based place in the owner's order. */
  position: number;
  isCover: boolean;
  /** Of the largest stored size. */
  width: number;
  height: number;
  createdAt: Date;
}

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPhotoId(text: string): boolean {
  return PHOTO_ID.test(text);
}

export function isPhotoWidth(width: number): width is PhotoWidth {
  return (PHOTO_WIDTHS as readonly number[]).includes(width);
}

export function photoStorageKey(photoId: string, width: PhotoWidth): string {
  return `venue-photos/${photoId.toLowerCase()}/${width}.webp`;
}

/** Where a stored size is served (GET /api/venue-photos/{id}/{width}.webp). */
export function photoUrl(photoId: string, width: PhotoWidth): string {
  return `/api/venue-photos/${photoId}/${width}.webp`;
}

const PHOTO_URL = /^\/api\/venue-photos\/[0-9a-fA-F-]{36}\/\d+\.webp$/;

/** An address of an uploaded photo, as opposed to an image the owner listed by its web address. */
export function isUploadedPhotoUrl(url: string): boolean {
  return PHOTO_URL.test(url);
}

export function photoUrls(photoId: string): Record<PhotoWidth, string> {
  return Object.fromEntries(PHOTO_WIDTHS.map((width) => [width, photoUrl(photoId, width)])) as Record<PhotoWidth, string>;
}

/** The order couples see: the cover, then the others in the owner's order. */
export function photosForDisplay<T extends Pick<VenuePhoto, 'isCover' | 'position'>>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position);
}

/**
 * What search and the venue page show: uploaded photos first (cover first), then the images the
 * owner listed by address. The stand-in picture a listing gets without photos goes once it has some.
 */
export function publicVenueImages(photos: readonly VenuePhoto[], urlImages: readonly string[], placeholder: string): string[] {
  const listed = urlImages.filter((url) => !isUploadedPhotoUrl(url));
  if (!photos.length) return [...listed];
  const uploaded = photosForDisplay(photos).map((photo) => photoUrl(photo.id, PUBLIC_PHOTO_WIDTH));
  return [...uploaded, ...listed.filter((url) => url !== placeholder)];
}

/** The venue with its uploaded photos merged into `images`. */
export function withPublicImages(venue: Venue, photos: readonly VenuePhoto[], placeholder: string): Venue {
  return { ...venue, images: publicVenueImages(photos, venue.images, placeholder) };
}

/**
 * The new order, as positions by photo id: `photoIds` must name every photo of the venue once.
 * Returns null when it does not.
 */
export function photoOrder(photos: readonly Pick<VenuePhoto, 'id'>[], photoIds: readonly string[]): string[] | null {
  const known = new Set(photos.map((photo) => photo.id));
  const named = new Set(photoIds);
  if (named.size !== photoIds.length || named.size !== known.size) return null;
  return photoIds.every((id) => known.has(id)) ? [...photoIds] : null;
}

/** The photo that becomes the cover when the cover is deleted: the first left in the owner's order. */
export function nextCover(photos: readonly VenuePhoto[]): VenuePhoto | null {
  return [...photos].sort((a, b) => a.position - b.position)[0] ?? null;
}
