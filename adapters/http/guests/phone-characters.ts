import { PHONE_PATTERN } from '../../../domain/guests/guest-fields.js';

/** The domain's phone rule, letting an empty string through: a phone is optional. */
export const PHONE_CHARACTERS = new RegExp(`^$|${PHONE_PATTERN.source}`);
