import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../shared/domain-error.js';
import type { Venue } from '../venues/venue.js';
import type { AccountType, Actor } from './account.js';

/** Who may do what, stated once and used by every use case that needs it. */
export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

export function requireAccountType(actor: Actor | null, type: AccountType): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.accountType !== type) throw new ForbiddenError(`Only ${type === 'venue' ? 'venue owner' : type} accounts can do that.`);
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
  if (!venue || !ownsVenue(actor, venue)) throw new NotFoundError('Venue');
  return venue;
}
