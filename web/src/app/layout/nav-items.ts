// The links of the navigation bar and the side menu, in order (spec section 2).

import type { AccountType } from '@/features/auth/types';

export type NavItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'how-it-works'; label: string }
  | { kind: 'contact'; label: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'route', label: 'Search Venues', to: '/search' },
  { kind: 'route', label: 'Planning', to: '/planning' },
  { kind: 'route', label: 'Timeline', to: '/timeline' },
  { kind: 'route', label: 'Countdown', to: '/countdown' },
  { kind: 'how-it-works', label: 'How It Works' },
  { kind: 'route', label: 'For Venues', to: '/venue-dashboard' },
  { kind: 'contact', label: 'Contact' },
];

export const ACCOUNT_ITEMS = {
  signIn: { label: 'Sign In', to: '/sign-in' },
  signUp: { label: 'Sign Up', to: '/sign-up' },
  listVenue: { label: 'List Your Venue', shortLabel: 'List', to: '/list-venue' },
} as const;

/** Where a signed-in account's menu leads, by account type. */
export const ACCOUNT_HOME: Record<AccountType, { label: string; to: string }> = {
  customer: { label: 'Planning', to: '/planning' },
  venue: { label: 'Venue Dashboard', to: '/venue-dashboard' },
  vendor: { label: 'Vendor Dashboard', to: '/vendor-dashboard' },
};

/** Where How It Works and Contact point when opened in a new tab. */
export const HOW_IT_WORKS_HREF = '/#how-it-works';
export const CONTACT_HREF = '#contact';
