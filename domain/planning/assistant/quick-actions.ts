import type { CalendarDate } from '../../shared/calendar-date.js';
import type { Cents } from '../../shared/money.js';
import type { VenueType } from '../../venues/venue.js';
import type { QuickAction } from './planning-assistant.js';

// The links an answer offers: each opens the page that shows more, or fixes what was missing.

export const QUICK_ACTIONS = {
  timeline: { label: 'Open your timeline', action: '/timeline', icon: 'checklist' },
  generateTimeline: { label: 'Generate your timeline', action: '/timeline', icon: 'checklist' },
  setDate: { label: 'Set your wedding date', action: '/planning?tab=overview', icon: 'calendar' },
  overview: { label: 'Planning overview', action: '/planning', icon: 'calendar' },
  budget: { label: 'Open your budget', action: '/planning?tab=budget', icon: 'wallet' },
  guests: { label: 'Open your guest list', action: '/planning?tab=guests', icon: 'users' },
  findVenue: { label: 'Find a venue', action: '/search', icon: 'search' },
  compare: { label: 'Compare venues', action: '/compare', icon: 'compare' },
} as const satisfies Record<string, QuickAction>;

export interface SearchLink {
  location?: string;
  guestCount?: number;
  budgetMaxCents?: Cents;
  venueTypes?: readonly VenueType[];
  date?: CalendarDate;
}

/** /search with the filters its page reads on arrival: location, guestCount, budgetMax (whole dollars), venueType, date. */
export function searchPath(link: SearchLink): string {
  const params: [string, string][] = [];
  if (link.location) params.push(['location', link.location]);
  if (link.guestCount !== undefined) params.push(['guestCount', String(link.guestCount)]);
  if (link.budgetMaxCents !== undefined) params.push(['budgetMax', String(Math.floor(link.budgetMaxCents / 100))]);
  for (const type of link.venueTypes ?? []) params.push(['venueType', type]);
  if (link.date) params.push(['date', link.date]);
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return query ? `/search?${query}` : '/search';
}

export function searchAction(label: string, link: SearchLink): QuickAction {
  return { label, action: searchPath(link), icon: 'search' };
}
