import { ChangeBookingStatus } from '../../bookings/use-cases/change-booking-status.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../shared/domain-error.js';
import { requireSignedIn } from '../access-rules.js';
import type { Actor } from '../account.js';
import { dataSubjectOf } from './export-my-data.js';

/** Wrong passwords allowed per account and hour before deleting pauses. */
export const ACCOUNT_DELETE_RATE_LIMIT = { attempts: 5, windowSeconds: 3600 } as const;

export class WrongPasswordError extends ForbiddenError {
  constructor() {
    super('ACCOUNT.WRONG_PASSWORD', 'That is not your password. Your account was not deleted.');
  }
}

export class OwnsVenuesError extends ConflictError {
  constructor(count: number) {
    super(
      'ACCOUNT.OWNS_VENUES',
      `Transfer or remove your venues first: this account still owns ${count === 1 ? 'a venue listing' : `${count} venue listings`}, ` +
        'and couples\' bookings depend on them. Contact support to transfer a venue.',
    );
  }
}

export interface DeletedAccount {
  /** Future bookings the deletion cancelled (their venues were told). */
  cancelledBookings: number;
}

/**
 * A person deletes their account, re-confirming with their password. In one transaction: their
 * future bookings are cancelled (the date is free again, the venue is mailed), then everything
 * that is theirs is deleted or anonymised (see PersonalDataRepository.erase) so a venue's figures
 * (bookings, revenue, reviews' stars) stay whole. A venue owner is refused: couples depend on the listing.
 */
export class DeleteMyAccount {
  constructor(
    private readonly ports: Pick<Ports, 'accounts' | 'personalData' | 'hasher' | 'rateLimiter' | 'mailer' | 'ids' | 'bookings' | 'venues' | 'events' | 'uow' | 'clock'>,
  ) {}

  async execute(actor: Actor | null, password: string): Promise<DeletedAccount> {
    const { accountId } = requireSignedIn(actor);
    const { accounts, personalData, hasher, rateLimiter, mailer, ids, uow, clock } = this.ports;
    const limit = await rateLimiter.hit(`account-delete:${accountId}`, ACCOUNT_DELETE_RATE_LIMIT.attempts, ACCOUNT_DELETE_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) {
      throw new RateLimitedError('ACCOUNT.DELETE_RATE_LIMITED', 'Too many attempts to delete this account. Please wait an hour and try again.', limit.retryAfterSeconds);
    }
    const account = await accounts.findById(accountId);
    if (!account) throw new NotFoundError('ACCOUNT.NOT_FOUND', 'Account');
    if (!(await hasher.verify(password, account.passwordHash))) throw new WrongPasswordError();
    const venues = await personalData.ownedVenueCount(accountId);
    if (venues > 0) throw new OwnsVenuesError(venues);

    const subject = dataSubjectOf(account);
    const today = calendarDateIn(clock.now());
    return uow.run(async () => {
      const releasing = await personalData.activeBookingsFrom(subject, today);
      for (const booking of releasing) {
        await new ChangeBookingStatus(this.ports).execute(booking.bookingId, 'cancelled', 'couple');
        const venue = await personalData.ownerOfVenue(booking.venueId);
        if (!venue) continue;
        await mailer.send({
          to: venue.ownerEmail,
          template: 'account-deleted-notice',
          data: {
            ownerName: venue.ownerName,
            venueName: venue.venueName,
            eventDate: booking.eventDate,
            previousStatus: booking.status,
            dashboardPath: '/venue-dashboard',
          },
          key: `account-deleted-notice:${booking.bookingId}`,
        });
      }
      await personalData.erase(subject, `deleted-${ids.next()}@deleted.invalid`);
      return { cancelledBookings: releasing.length };
    });
  }
}
