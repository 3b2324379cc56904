/**
 * Every specific failure a client may see, as AREA.REASON. The API sends it as `code` in the
 * error body and the CLI prints it; clients decide on it, never on a status or a message.
 * REQUEST.*, SERVER.* and CLI.* are raised by the transports, the rest by domain errors.
 */
export const ERROR_CODES = [
  /** An operator disabled the account (`hcw users disable`): it cannot sign in. */
  /** Too many attempts to delete the account (a wrong password each time). */
  'ACCOUNT.DELETE_RATE_LIMITED',
  'ACCOUNT.DISABLED',
  'ACCOUNT.EMAIL_ALREADY_VERIFIED',
  /** Publishing or inviting needs a confirmed email address. */
  'ACCOUNT.EMAIL_NOT_VERIFIED',
  'ACCOUNT.EMAIL_TAKEN',
  'ACCOUNT.INVALID_DETAILS',
  'ACCOUNT.NOT_FOUND',
  /** Deleting an account that still owns venue listings: they must be transferred or removed first. */
  'ACCOUNT.OWNS_VENUES',
  'ACCOUNT.PASSWORD_MISMATCH',
  'ACCOUNT.PASSWORD_RESET_RATE_LIMITED',
  'ACCOUNT.PASSWORD_TOO_LONG',
  'ACCOUNT.PASSWORD_TOO_SHORT',
  'ACCOUNT.RESET_LINK_EXPIRED',
  'ACCOUNT.SIGN_IN_RATE_LIMITED',
  'ACCOUNT.SIGN_UP_RATE_LIMITED',
  'ACCOUNT.VERIFICATION_LINK_EXPIRED',
  'ACCOUNT.VERIFICATION_RATE_LIMITED',
  'ACCOUNT.WRONG_CREDENTIALS',
  /** A re-confirmation (deleting the account) with a password that is not the account's. */
  'ACCOUNT.WRONG_PASSWORD',

  'AUTH.CSRF_HEADER_MISSING',
  'AUTH.FORBIDDEN',
  'AUTH.SIGN_IN_REQUIRED',

  /** The analytics period is not one of 30d, 90d, 12m. */
  'ANALYTICS.INVALID_PERIOD',
  'ANALYTICS.SHARE_NOT_FOUND',

  'BOOKING.CHANGED_CONCURRENTLY',
  'BOOKING.DATE_IN_PAST',
  'BOOKING.DATE_TAKEN',
  'BOOKING.INVALID_DETAILS',
  'BOOKING.INVALID_PRICE',
  'BOOKING.INVALID_REFERENCE_INSTANT',
  'BOOKING.INVALID_STATUS',
  'BOOKING.INVALID_TRANSITION',
  'BOOKING.NOT_FOUND',
  /** Only a confirmed (or completed) booking takes payments. */
  'BOOKING.PAYMENT_NOT_RECORDABLE',
  /** Too many booking requests from one client without an account in the last hour. */
  'BOOKING.RATE_LIMITED',
  'BOOKING.TOO_MANY_GUESTS',
  'BOOKING.UNKNOWN_PACKAGE',

  'GUEST.INVALID_DETAILS',
  'GUEST.INVALID_INITIAL_RSVP',
  'GUEST.INVALID_RSVP_CHANGE',
  'GUEST.LIMIT_REACHED',
  'GUEST.NOT_FOUND',

  'GUEST_IMPORT.EMPTY_FILE',
  'GUEST_IMPORT.FILE_TOO_LARGE',
  'GUEST_IMPORT.NAME_COLUMN_MISSING',
  'GUEST_IMPORT.TOO_MANY_GUESTS',
  'GUEST_IMPORT.UNCLOSED_QUOTE',

  'INQUIRY.DATE_IN_PAST',
  'INQUIRY.INVALID_DETAILS',
  'INQUIRY.INVALID_REPLY',
  'INQUIRY.NOT_FOUND',
  'INQUIRY.RATE_LIMITED',

  'INVITATION.BOOKING_CANCELLED',
  'INVITATION.NOT_FOUND',
  'INVITATION.WEDDING_PASSED',

  'MEDIA.NOT_FOUND',

  'PLANNING.COMMENT_LIMIT_REACHED',
  'PLANNING.EXPENSE_LIMIT_REACHED',
  'PLANNING.EXPENSE_NOT_FOUND',
  'PLANNING.INVALID_BUDGET_TOTAL',
  /** An assistant chat message that is blank, too long or holds control characters. */
  'PLANNING.INVALID_CHAT_MESSAGE',
  'PLANNING.INVALID_COMMENT',
  'PLANNING.INVALID_EXPENSE',
  'PLANNING.INVALID_TASK',
  'PLANNING.INVALID_TIMELINE_REQUEST',
  'PLANNING.INVALID_WEDDING',
  'PLANNING.INVALID_WEDDING_DATE',
  'PLANNING.NEGATIVE_BUDGET',
  /** The caller's collaborator role lacks the permission (edit, comment, invite). */
  'PLANNING.PERMISSION_DENIED',
  'PLANNING.WEDDING_NOT_FOUND',
  'PLANNING.COLLABORATOR_NOT_FOUND',
  'PLANNING.INVALID_COLLABORATOR',
  'PLANNING.TEAM_LIMIT_REACHED',
  'PLANNING.INVITATION_NOT_FOUND',
  'PLANNING.INVITATION_FOR_ANOTHER_EMAIL',
  'PLANNING.COMMENT_NOT_FOUND',
  /** A shared timeline link that never existed or was revoked. */
  'PLANNING.SHARED_TIMELINE_NOT_FOUND',
  'PLANNING.TASK_LIMIT_REACHED',
  'PLANNING.TASK_NOT_FOUND',
  'PLANNING.WEDDING_DATE_REQUIRED',
  /** A mood board item breaks a rule (type, content, position, size, text length, repeated id). */
  'PLANNING.INVALID_MOODBOARD',
  'PLANNING.MOODBOARD_ITEM_LIMIT_REACHED',
  /** A board picture upload without a file, larger than 5 MB, or not a JPEG, PNG or WebP by its content. */
  'PLANNING.MOODBOARD_IMAGE_REQUIRED',
  'PLANNING.MOODBOARD_IMAGE_TOO_LARGE',
  'PLANNING.UNSUPPORTED_MOODBOARD_IMAGE',
  'PLANNING.MOODBOARD_IMAGE_LIMIT_REACHED',
  'PLANNING.MOODBOARD_IMAGE_NOT_FOUND',
  /** A shared mood board link that never existed or was revoked. */
  'PLANNING.SHARED_MOODBOARD_NOT_FOUND',

  /** A seating plan PUT that cannot be stored (names, seats, tables or guests not of the booking). */
  'SEATING.INVALID_PLAN',

  /** A notification template or settings field that breaks a rule (blank, too long, unknown {{variable}}). */
  'NOTIFICATION.INVALID_TEMPLATE',
  'NOTIFICATION.INVALID_SETTINGS',
  /** Email analytics asked for a number of months out of bounds. */
  'NOTIFICATION.INVALID_ANALYTICS_RANGE',
  'NOTIFICATION.TEMPLATE_NOT_FOUND',
  'NOTIFICATION.TEMPLATE_LIMIT_REACHED',
  'NOTIFICATION.TEST_RATE_LIMITED',

  'RSVP.CLOSED',
  'RSVP.INVALID_ANSWER',

  /** A review that was already answered: the owner answers each review once. */
  'REVIEW.ALREADY_REPLIED',
  /** The couple already reviewed this venue (one review per booking and venue). */
  'REVIEW.ALREADY_REVIEWED',
  /** The couple's review is older than the edit window (REVIEW_EDIT_DAYS). */
  'REVIEW.EDIT_WINDOW_CLOSED',
  'REVIEW.INVALID_DETAILS',
  'REVIEW.INVALID_REPORT',
  /** Only a couple whose booking of the venue took place may review it. */
  'REVIEW.NOT_ELIGIBLE',
  'REVIEW.NOT_FOUND',
  /** A review holds at most REVIEW_PHOTO_LIMITS.maxPerReview photos. */
  'REVIEW.PHOTO_LIMIT_REACHED',
  'REVIEW.PHOTO_NOT_FOUND',
  'REVIEW.PHOTO_REQUIRED',
  'REVIEW.PHOTO_TOO_LARGE',
  'REVIEW.REPORT_RATE_LIMITED',
  /** A review photo that is not a JPEG, PNG or WebP picture by its content. */
  'REVIEW.UNSUPPORTED_PHOTO',

  'VENDOR.INVALID_PROFILE',
  'VENDOR.NOT_FOUND',
  'VENDOR.PROFILE_NOT_FOUND',

  /** A couple's message to a vendor: its details, a reply, a status change, or too many at once. */
  'VENDOR_LEAD.DATE_IN_PAST',
  'VENDOR_LEAD.INVALID_DETAILS',
  'VENDOR_LEAD.INVALID_REPLY',
  'VENDOR_LEAD.INVALID_STATUS',
  'VENDOR_LEAD.NOT_FOUND',
  'VENDOR_LEAD.RATE_LIMITED',

  'VENUE.ALREADY_PUBLISHED',
  'VENUE.BLOCKED_DATE_NOT_FOUND',
  'VENUE.CALENDAR_FEED_NOT_FOUND',
  'VENUE.DATE_BOOKED',
  'VENUE.INVALID_BLOCKED_DATE',
  'VENUE.INVALID_DATE_RANGE',
  'VENUE.INVALID_DETAILS',
  'VENUE.INVALID_LISTING',
  'VENUE.INVALID_PACKAGE',
  'VENUE.INVALID_SEARCH',
  'VENUE.NOT_FOUND',
  /** An operator's reject or unpublish without a reason where one is needed, or with one too long. */
  'VENUE.INVALID_MODERATION',
  /** Only a listing in review can be rejected, only a published venue unpublished. */
  'VENUE.NOT_IN_REVIEW',
  'VENUE.NOT_PUBLISHED',
  'VENUE.PACKAGE_NOT_FOUND',
  /** An owner's photo upload without a file, over 15 MB or 40 megapixels, or not a JPEG, PNG or WebP by its content. */
  'VENUE.PHOTO_REQUIRED',
  'VENUE.PHOTO_TOO_LARGE',
  'VENUE.PHOTO_TOO_MANY_PIXELS',
  'VENUE.UNSUPPORTED_PHOTO',
  'VENUE.PHOTO_LIMIT_REACHED',
  'VENUE.PHOTO_NOT_FOUND',
  'VENUE.INVALID_PHOTO_ORDER',

  /** A catalogue file (`hcw venues import`) that is not one, or holds rows that break the rules. */
  'VENUE_IMPORT.INVALID_FILE',
  'VENUE_IMPORT.INVALID_ROWS',

  /** Operators' mail and job commands: an unknown id, or one that has not failed. */
  'MAIL.NOT_FOUND',
  'MAIL.NOT_FAILED',
  'JOB.NOT_FOUND',
  'JOB.NOT_FAILED',

  /** A field failed the request's shape checks (type, length, format) before any rule ran. */
  'REQUEST.INVALID_INPUT',
  /** Text holds NUL or another control character (tab, line feed and carriage return are fine). */
  'REQUEST.CONTROL_CHARACTER',
  /** Text is not valid Unicode (a lone UTF-16 surrogate). */
  'REQUEST.MALFORMED_TEXT',
  /** The body nests objects or arrays deeper than the input gate allows. */
  'REQUEST.TOO_DEEP',
  /** An array holds more items than the input gate allows. */
  'REQUEST.TOO_MANY_ITEMS',
  /** A number is not finite or lies beyond the range the API accepts. */
  'REQUEST.NUMBER_OUT_OF_RANGE',
  /** The body is not valid JSON. */
  'REQUEST.MALFORMED_JSON',
  /** No API route matches. */
  'REQUEST.NOT_FOUND',
  'REQUEST.TOO_LARGE',
  /** A database unique or exclusion conflict that no domain error explains. */
  'REQUEST.CONFLICT',
  /** Any other request the framework refuses (method, media type, ...). */
  'REQUEST.UNSUPPORTED',

  'SERVER.ERROR',

  /** The CLI found the embedded database held by a running server. */
  'CLI.DATA_DIR_IN_USE',
  /** DATA_DIR cannot hold the embedded database (not writable, under /proc, or a stale lock to clear). */
  'CLI.DATA_DIR_UNUSABLE',
  /** DATABASE_URL names a database the server does not have: `hcw db create` makes it. */
  'CLI.DATABASE_MISSING',
  /** The PostgreSQL server in DATABASE_URL cannot be reached, or the embedded database cannot be opened. */
  'CLI.DATABASE_UNREACHABLE',
  /** The server holding DATA_DIR does not answer on its admin socket. */
  'CLI.SERVER_UNREACHABLE',
  /** Bad options or arguments (commander's usage errors). */
  'CLI.USAGE',
  /** A file named on the command line cannot be read. */
  'CLI.FILE_UNREADABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
