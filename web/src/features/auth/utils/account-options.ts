import { VENDOR_SPECIALTIES } from '@/shared/options/vendor-specialties';
import type { SelectOption } from '@/ui/field';
import type { AccountType } from '../types';

// The sign-up option lists of the spec. Values are stored lower case.

export interface AccountTypeOption {
  type: AccountType;
  title: string;
  summary: string;
  features: readonly [string, string, string, string];
}

export const ACCOUNT_TYPE_OPTIONS: readonly AccountTypeOption[] = [
  {
    type: 'customer',
    title: 'Planning a Wedding',
    summary: 'For couples finding their venue and planning the day.',
    features: ['Browse venues', 'Compare vendors', 'Manage timeline', 'Guest management'],
  },
  {
    type: 'venue',
    title: 'Venue Owner',
    summary: 'For venues that host Hill Country weddings.',
    features: ['List venue', 'Manage bookings', 'Track inquiries', 'Analytics dashboard'],
  },
  {
    type: 'vendor',
    title: 'Wedding Vendor',
    summary: 'For photographers, florists, caterers and more.',
    features: ['Showcase portfolio', 'Receive leads', 'Manage bookings', 'Client communication'],
  },
];

/** Step 3's heading for each account type. */
export const DETAILS_TITLE: Record<AccountType, string> = {
  customer: 'Wedding Details',
  venue: 'Venue Information',
  vendor: 'Business Information',
};

/** The end of the welcome toast: "You can now start ...". */
export const WELCOME_TEXT: Record<AccountType, string> = {
  customer: 'planning your wedding',
  venue: 'managing your venue',
  vendor: 'showcasing your services',
};

export const BUDGET_OPTIONS: readonly SelectOption[] = [
  { value: 'under-10k', label: 'Under $10,000' },
  { value: '10k-25k', label: '$10,000 - $25,000' },
  { value: '25k-50k', label: '$25,000 - $50,000' },
  { value: '50k-75k', label: '$50,000 - $75,000' },
  { value: 'over-75k', label: 'Over $75,000' },
];

const lowerCased = (labels: readonly string[]): readonly SelectOption[] =>
  labels.map((label) => ({ value: label.toLowerCase(), label }));

export const VENUE_TYPE_OPTIONS = lowerCased([
  'Barn',
  'Garden/Outdoor',
  'Historic',
  'Ranch',
  'Winery',
  'Hotel',
  'Country Club',
  'Private Estate',
  'Farm',
  'Vineyard',
  'Other',
]);

export const VENDOR_TYPE_OPTIONS = lowerCased([
  'Photographer',
  'Videographer',
  'Florist',
  'Caterer',
  'DJ/Music',
  'Wedding Planner',
  'Baker',
  'Transportation',
  'Decoration',
  'Hair & Makeup',
  'Officiant',
  'Rentals',
  'Security',
  'Other',
]);

export const SPECIALTY_OPTIONS = lowerCased(VENDOR_SPECIALTIES);
