import { MAX_INPUT_DEPTH, type InputLimits } from '../security/input-gate.js';

/** A CSV of about 1 MB, as JSON (quotes and line breaks escaped), with room to spare. */
export const GUEST_IMPORT_BODY_LIMIT = '3mb';
/** Both import routes (preview and commit) start with this path. */
export const GUEST_IMPORT_PATH = '/api/bookings/:id/guests/import';
/** The import's larger body may hold longer lists than any other route's; nesting stays as shallow. */
export const GUEST_IMPORT_INPUT_LIMITS: InputLimits = { maxDepth: MAX_INPUT_DEPTH, maxArrayLength: 10_000 };
