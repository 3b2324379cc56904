import type { EmailFigures, TemplateEmailFigures } from '../types';
import { TYPE_LABELS } from './template-labels';

export const KIND_LABELS: Record<TemplateEmailFigures['kind'], string> = { ...TYPE_LABELS, auto_response: 'Auto-response' };

export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** "40%", or a dash when nothing was tracked. */
export function formatOpenRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** "12 of 30 tracked", or why there is no figure. */
export function openedLabel(f: Pick<EmailFigures, 'opened' | 'tracked'>): string {
  return f.opened === null ? 'Not tracked' : `${formatCount(f.opened)} of ${formatCount(f.tracked)} tracked`;
}

/** "November 2026" (long) or "Nov 2026" (short) from "2026-11". */
export function monthLabel(month: string, style: 'long' | 'short' = 'long'): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', { month: style, year: 'numeric', timeZone: 'UTC' });
}

/** The line under "Delivered": how many are still on their way, if any. */
export function deliveredNote(f: Pick<EmailFigures, 'pending'>): string {
  return f.pending > 0 ? `accepted for delivery · ${formatCount(f.pending)} still sending` : 'accepted for delivery';
}
