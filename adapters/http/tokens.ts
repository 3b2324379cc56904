// Dependency-injection tokens for the ports the use cases need.
export const ORM = Symbol('ORM');
export const CLOCK = Symbol('CLOCK');
export const ID_GENERATOR = Symbol('ID_GENERATOR');
export const VENUE_REPOSITORY = Symbol('VENUE_REPOSITORY');
export const VENDOR_REPOSITORY = Symbol('VENDOR_REPOSITORY');
