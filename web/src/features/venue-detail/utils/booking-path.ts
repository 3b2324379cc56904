/** The booking page of a venue, carrying the chosen date and package when there are any. */
export function bookingPath(venueId: string, options: { date?: string | null; packageId?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (options.packageId) query.set('package', options.packageId);
  if (options.date) query.set('date', options.date);
  const search = query.toString();
  return `/venues/${encodeURIComponent(venueId)}/book${search ? `?${search}` : ''}`;
}

export function venuePagePath(venueId: string, options: { inquire?: boolean } = {}): string {
  return `/venue/${encodeURIComponent(venueId)}${options.inquire ? '?inquire=1' : ''}`;
}
