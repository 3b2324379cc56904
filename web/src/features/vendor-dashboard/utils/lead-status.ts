import type { BadgeTone } from '@/ui/badge';
import type { VendorLeadStatus } from '../types';

export const LEAD_STATUS_LABELS: Record<VendorLeadStatus, string> = {
  new: 'New',
  replied: 'Replied',
  booked: 'Booked',
  declined: 'Declined',
};

export const LEAD_STATUS_TONES: Record<VendorLeadStatus, BadgeTone> = {
  new: 'accent',
  replied: 'info',
  booked: 'success',
  declined: 'neutral',
};

/** A lead whose outcome is not decided yet. */
export function isUndecided(status: VendorLeadStatus): boolean {
  return status === 'new' || status === 'replied';
}
