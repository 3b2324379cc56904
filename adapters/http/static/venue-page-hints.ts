import { PHOTO_WIDTHS, photoUrl } from '../../../domain/venue-management/photos.js';
import type { Venue } from '../../../domain/venues/venue.js';
import type { PageHint } from './page-hints.js';

/** /venues/{id} and /venue/{id}, as web/src/app/router.tsx routes them to the venue page. */
const VENUE_PAGE = /^\/venues?\/([^/]+)\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An uploaded photo's address, as web/src/ui/photo.tsx recognises it to offer each stored width. */
const UPLOADED_PHOTO = /^\/api\/venue-photos\/([0-9a-fA-F-]{36})\/\d+\.webp$/;
/** The gallery's <img sizes> (web/src/ui/photo.tsx DEFAULT_SIZES): full width on a phone. */
const GALLERY_SIZES = '(min-width: 64rem) 50vw, 100vw';

/** A published venue by id, or undefined (unknown, in review, or the lookup failed). */
export type FindPublicVenue = (id: string) => Promise<Pick<Venue, 'id' | 'images'> | undefined>;

/**
 * A venue page's first read (GET /api/venues/{id}, as web/src/shared/api/venue.ts asks for it) and
 * its largest picture, the gallery's first photo (the page's LCP), fetched while the app's script
 * downloads instead of after it ran. Only for a venue that is there: an unknown id gets no hint, and
 * the address in a hint is the venue's own, never text from the request.
 */
export async function venuePageHints(urlPath: string, findVenue: FindPublicVenue): Promise<PageHint[]> {
  const id = venueIdOf(urlPath);
  const venue = id ? await findVenue(id) : undefined;
  // The app asks for the id as written in the address: a hint for another spelling would go unused.
  if (!venue || venue.id !== id) return [];
  const hints: PageHint[] = [{ href: `/api/venues/${venue.id}`, as: 'fetch', crossorigin: 'use-credentials' }];
  const cover = venue.images[0];
  if (cover && isOwnPath(cover)) hints.push(photoHint(cover));
  return hints;
}

function venueIdOf(urlPath: string): string | undefined {
  const segment = VENUE_PAGE.exec(urlPath)?.[1];
  // The app trims the id it reads; a UUID has nothing to decode, so anything else is no venue.
  const id = segment?.trim();
  return id && UUID.test(id) ? id : undefined;
}

/** Only pictures the site serves itself: another site's address may be one the page cannot load. */
function isOwnPath(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\');
}

function photoHint(src: string): PageHint {
  const photoId = UPLOADED_PHOTO.exec(src)?.[1];
  const srcset = photoId ? { imagesrcset: PHOTO_WIDTHS.map((width) => `${photoUrl(photoId, width)} ${width}w`).join(', '), imagesizes: GALLERY_SIZES } : {};
  return { href: src, as: 'image', fetchpriority: 'high', ...srcset };
}
