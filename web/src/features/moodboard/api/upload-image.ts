import { apiUpload } from '@/lib/api-client';
import type { UploadedImage } from '../types';
import { moodboardPath } from './moodboard';

/** Uploads a picture for the board; the answer's url goes in an image item's content. Failures are the client's ApiError. */
export function uploadMoodboardImage(file: File, bookingId?: string): Promise<UploadedImage> {
  return apiUpload<UploadedImage>(`${moodboardPath(bookingId)}/images`, file);
}
