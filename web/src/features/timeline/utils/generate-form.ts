import { parseGuestCount } from '@domain/planning/timeline';
import type { MyWedding } from '@/shared/api/my-wedding';
import type { GenerateTimelineRequest, TimelineBudgetRange, TimelineVenueType, TimelineWeddingStyle } from '../types';

/** The Generate Timeline form as typed. */
export interface GenerateFormValues {
  coupleName: string;
  weddingDate: string;
  venueType: TimelineVenueType;
  guestCount: string;
  budgetRange: TimelineBudgetRange | '';
  weddingStyle: TimelineWeddingStyle | '';
  customRequests: string;
}

export const DEFAULT_GUEST_COUNT = 100;

/** The spec's defaults (indoor, 100 guests), with what the couple's wedding already says. */
export function initialGenerateForm(wedding: MyWedding | undefined, timelineDate: string | null): GenerateFormValues {
  return {
    coupleName: wedding?.coupleName ?? '',
    weddingDate: timelineDate ?? wedding?.weddingDate ?? '',
    venueType: 'indoor',
    guestCount: String(wedding?.estimatedGuests ?? DEFAULT_GUEST_COUNT),
    budgetRange: wedding?.budgetRange ?? '',
    weddingStyle: '',
    customRequests: '',
  };
}

/** The request, or null when there is no wedding date (the spec's "Missing Information"). */
export function toGenerateRequest(values: GenerateFormValues): GenerateTimelineRequest | null {
  if (!values.weddingDate) return null;
  const text = (value: string) => value.trim() || null;
  return {
    weddingDate: values.weddingDate,
    venueType: values.venueType,
    guestCount: Math.max(0, parseGuestCount(values.guestCount)),
    coupleName: text(values.coupleName),
    budgetRange: values.budgetRange || null,
    weddingStyle: values.weddingStyle || null,
    customRequests: text(values.customRequests),
  };
}
