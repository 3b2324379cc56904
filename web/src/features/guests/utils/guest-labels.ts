import type { BadgeTone } from '@/ui/badge';
import type { RsvpStatus } from '../types';

export const RSVP_LABELS: Readonly<Record<RsvpStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

export const RSVP_TONES: Readonly<Record<RsvpStatus, BadgeTone>> = {
  pending: 'neutral',
  confirmed: 'success',
  declined: 'accent',
};

/** "1 guest", "3 guests". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** "Mar 3": when an invitation went out, in the visitor's own time zone. */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(new Date(iso));
}
