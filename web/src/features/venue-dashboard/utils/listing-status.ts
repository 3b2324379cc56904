import type { BadgeTone } from '@/ui/badge';
import type { ListingStatus } from '../types';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = { published: 'Published', review: 'In review' };
export const LISTING_STATUS_TONES: Record<ListingStatus, BadgeTone> = { published: 'success', review: 'info' };

/** What the status means for the owner, in one sentence. */
export const LISTING_STATUS_NOTES: Record<ListingStatus, string> = {
  published: 'Live: couples can find it in search and book it.',
  review: 'Waiting for approval — usually within 24 hours.',
};
