import type { Ports } from '../../ports.js';
import { DomainError, InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Venue } from '../../venues/venue.js';
import { MODERATION_REASON_MAX_LENGTH, type VenueModeration } from '../venue-moderation.js';

function cleanReason(reason: string | undefined, required: boolean): string | null {
  const text = reason?.trim() ?? '';
  if (!text && required) throw new InvalidInputError('VENUE.INVALID_MODERATION', 'reason', 'reason is required: say what the owner must change');
  if (text.length > MODERATION_REASON_MAX_LENGTH) throw new InvalidInputError('VENUE.INVALID_MODERATION', 'reason', `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`);
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw new InvalidInputError('VENUE.INVALID_MODERATION', 'reason', 'reason must not hold control characters');
  return text || null;
}

/**
 * An operator's decisions on listings besides approving: a listing in review is rejected with a
 * reason (it stays out of search until the owner's changes are approved), and a published venue
 * is unpublished (back in review, out of search). Each decision is kept with its reason.
 */
export class ModerateVenue {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'venueModeration' | 'uow' | 'clock'>) {}

  async reject(venueId: string, reason: string): Promise<{ venue: Venue; moderation: VenueModeration }> {
    const text = cleanReason(reason, true);
    const venue = await this.load(venueId);
    if (venue.status !== 'review') throw new DomainError('INVALID_TRANSITION', 'VENUE.NOT_IN_REVIEW', `${venue.name} is published, not in review: unpublish it instead`);
    const moderation: VenueModeration = { venueId: venue.id, decision: 'rejected', reason: text, decidedAt: this.ports.clock.now() };
    await this.ports.venueModeration.record(moderation);
    return { venue, moderation };
  }

  async unpublish(venueId: string, reason?: string): Promise<{ venue: Venue; moderation: VenueModeration }> {
    const text = cleanReason(reason, false);
    const venue = await this.load(venueId);
    if (venue.status !== 'published') throw new DomainError('INVALID_TRANSITION', 'VENUE.NOT_PUBLISHED', `${venue.name} is not published`);
    const moderation: VenueModeration = { venueId: venue.id, decision: 'unpublished', reason: text, decidedAt: this.ports.clock.now() };
    const { venues, venueModeration, uow } = this.ports;
    await uow.run(async () => {
      await venues.setStatus(venue.id, 'review');
      await venueModeration.record(moderation);
    });
    return { venue: { ...venue, status: 'review' }, moderation };
  }

  /** The venue and the newest decision on it, for `hcw venues show`. */
  async show(venueId: string): Promise<{ venue: Venue; moderation: VenueModeration | null }> {
    const venue = await this.load(venueId);
    return { venue, moderation: await this.ports.venueModeration.latest(venue.id) };
  }

  private async load(venueId: string): Promise<Venue> {
    const venue = await this.ports.venues.findById(venueId);
    if (!venue) throw new NotFoundError('VENUE.NOT_FOUND', 'Venue');
    return venue;
  }
}
