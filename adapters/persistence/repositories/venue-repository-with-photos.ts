import type { VenuePhotoRepository } from '../../../domain/venue-management/photos-ports.js';
import { isUploadedPhotoUrl, withPublicImages } from '../../../domain/venue-management/photos.js';
import { PLACEHOLDER_VENUE_IMAGE } from '../../../domain/venue-management/use-cases/submit-venue-listing.js';
import type { VenueDetailsUpdate, VenueRepository } from '../../../domain/venues/venue-repository.js';
import type { Venue } from '../../../domain/venues/venue.js';

/**
 * The venue repository with uploaded photos in each venue's `images` (cover first, then the
 * images listed by address), so search, the venue page and everything else that shows a venue
 * shows them. The owner's own list (listByOwner) stays the addresses they edit in the Venue tab,
 * and an edit never stores a photo's address among them: photos change only through their calls.
 */
export function venueRepositoryWithPhotos(inner: VenueRepository, photos: Pick<VenuePhotoRepository, 'listByVenues'>): VenueRepository {
  const merge = async (venues: Venue[]): Promise<Venue[]> => {
    if (!venues.length) return venues;
    const byVenue = await photos.listByVenues(venues.map((venue) => venue.id));
    return venues.map((venue) => withPublicImages(venue, byVenue.get(venue.id) ?? [], PLACEHOLDER_VENUE_IMAGE));
  };
  const overrides: Partial<VenueRepository> = {
    findById: async (id) => {
      const venue = await inner.findById(id);
      return venue ? (await merge([venue]))[0] : null;
    },
    featured: async (limit) => merge(await inner.featured(limit)),
    search: async (criteria) => {
      const page = await inner.search(criteria);
      return { ...page, venues: await merge(page.venues) };
    },
    list: async (filter) => {
      const page = await inner.list(filter);
      return { ...page, venues: await merge(page.venues) };
    },
    updateDetails: (id: string, details: VenueDetailsUpdate) =>
      inner.updateDetails(id, details.images ? { ...details, images: details.images.filter((url) => !isUploadedPhotoUrl(url)) } : details),
  };
  // Every other method (and any added later) is the inner repository's own.
  return Object.assign(Object.create(inner) as VenueRepository, overrides);
}
