// The venue page's tabs, as ?tab= names them: plain data, so the page reads the address without
// loading the tabs' code (components/venue-tabs.tsx loads after the first paint).
export const VENUE_TABS = ['availability', 'packages', 'vendors'] as const;
export type VenueTab = (typeof VENUE_TABS)[number];

export function isVenueTab(value: string | null): value is VenueTab {
  return value !== null && (VENUE_TABS as readonly string[]).includes(value);
}
