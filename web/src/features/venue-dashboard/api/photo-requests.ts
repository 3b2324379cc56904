import useSWR from 'swr';
import { PHOTO_LIMITS } from '@domain/venue-management/photos';
import { apiGet, apiRequest, apiUpload } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

export type VenuePhoto = components['schemas']['VenuePhotoResponse'];

/** What the upload accepts; the server checks the content itself, this only narrows the file picker. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const MAX_PHOTO_BYTES = PHOTO_LIMITS.maxUploadBytes;
export const MAX_PHOTOS = PHOTO_LIMITS.maxPhotosPerVenue;

export const venuePhotosKey = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}/photos`;

/** GET /api/venues/{id}/photos: the owner's uploaded photos, in their order. */
export function useVenuePhotos(venueId: string | undefined) {
  return useSWR<VenuePhoto[], Error>(venueId ? venuePhotosKey(venueId) : null, (key: string) => apiGet<VenuePhoto[]>(key));
}

/** POST /api/venues/{id}/photos as multipart/form-data. */
export function uploadVenuePhoto(venueId: string, file: File): Promise<VenuePhoto> {
  return apiUpload<VenuePhoto>(venuePhotosKey(venueId), file);
}

export function reorderVenuePhotos(venueId: string, photoIds: string[]): Promise<VenuePhoto[]> {
  return apiRequest<VenuePhoto[]>('PATCH', `${venuePhotosKey(venueId)}/order`, { photoIds });
}

export function setVenuePhotoCover(venueId: string, photoId: string): Promise<VenuePhoto> {
  return apiRequest<VenuePhoto>('PATCH', `${venuePhotosKey(venueId)}/${encodeURIComponent(photoId)}`, { isCover: true });
}

export function deleteVenuePhoto(venueId: string, photoId: string): Promise<void> {
  return apiRequest<void>('DELETE', `${venuePhotosKey(venueId)}/${encodeURIComponent(photoId)}`);
}
