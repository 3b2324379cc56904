const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Venue ids are UUIDs; anything else in the address cannot be a venue. */
export function isVenueId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
