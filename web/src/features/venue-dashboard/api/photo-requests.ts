import useSWR from 'swr';
import { PHOTO_LIMITS } from '@domain/venue-management/photos';
import { ApiError, apiGet, apiRequest, CSRF_HEADER, type ApiErrorBody } from '@/lib/api-client';
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

function errorBodyOf(text: string): ApiErrorBody | null {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody> | null;
    return parsed && typeof parsed.statusCode === 'number' && 'message' in parsed ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** POST /api/venues/{id}/photos as multipart/form-data (the one call the JSON client cannot make). */
export async function uploadVenuePhoto(venueId: string, file: File): Promise<VenuePhoto> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(venuePhotosKey(venueId), { method: 'POST', credentials: 'include', headers: { ...CSRF_HEADER }, body: form });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, errorBodyOf(text));
  return JSON.parse(text) as VenuePhoto;
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
