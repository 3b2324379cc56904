import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../shared/domain-error.js';
import type { Venue } from '../venues/venue.js';
import type { AccountType, Actor } from './account.js';

/** Who may do what, stated once and used by every use case that needs it. */
export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError('AUTH.SIGN_IN_REQUIRED');
  return actor;
}

export function requireAccountType(actor: Actor | null, type: AccountType): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.accountType !== type) throw new ForbiddenError('AUTH.FORBIDDEN', `Only ${type === 'venue' ? 'venue owner' : type} accounts can do that.`);
  return signedIn;
}

/**
 * Publishing (a venue listing, a vendor profile) and inviting others need an account that proved
 * it holds its email address, so nobody acts in public under someone else's address.
 */
export function requireVerifiedEmail(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (!signedIn.emailVerified) {
    throw new ForbiddenError('ACCOUNT.EMAIL_NOT_VERIFIED', 'Please confirm your email address first: open the link we mailed you, or ask for a new one.');
  }
  return signedIn;
}

export function ownsVenue(actor: Actor | null, venue: Pick<Venue, 'ownerId'>): boolean {
  return actor !== null && actor.accountType === 'venue' && venue.ownerId === actor.accountId;
}

/**
 * An owner reaches only their own venues. Someone else's venue reads as not found, so ids
 * cannot be probed; an anonymous caller is asked to sign in.
 */
export function requireVenueOwner<T extends Pick<Venue, 'ownerId'>>(actor: Actor | null, venue: T | null): T {
  requireSignedIn(actor);
  if (!venue || !ownsVenue(actor, venue)) throw new NotFoundError('VENUE.NOT_FOUND', 'Venue');
  return venue;
}
