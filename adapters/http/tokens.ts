// Dependency-injection tokens for the ports the use cases need.
export const ORM = Symbol('ORM');
export const CLOCK = Symbol('CLOCK');
export const ID_GENERATOR = Symbol('ID_GENERATOR');
export const VENUE_REPOSITORY = Symbol('VENUE_REPOSITORY');
export const VENDOR_REPOSITORY = Symbol('VENDOR_REPOSITORY');
export const INQUIRY_REPOSITORY = Symbol('INQUIRY_REPOSITORY');
export const RATE_LIMITER = Symbol('RATE_LIMITER');
export const BOOKING_REPOSITORY = Symbol('BOOKING_REPOSITORY');
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
export const MAILER = Symbol('MAILER');
export const GUEST_REPOSITORY = Symbol('GUEST_REPOSITORY');
export const INVITATION_TOKENS = Symbol('INVITATION_TOKENS');
/** Where the web app is reached (PUBLIC_URL), for links in mail. */
export const PUBLIC_URL = Symbol('PUBLIC_URL');
