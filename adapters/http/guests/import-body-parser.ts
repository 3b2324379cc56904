/** A CSV of about 1 MB, as JSON (quotes and line breaks escaped), with room to spare. */
export const GUEST_IMPORT_BODY_LIMIT = '3mb';
/** Both import routes (preview and commit) start with this path. */
export const GUEST_IMPORT_PATH = '/api/bookings/:id/guests/import';
