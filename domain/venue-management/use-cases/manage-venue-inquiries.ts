import { displayName } from '../../accounts/account.js';
import type { Actor } from '../../accounts/account.js';
import type { AccountRepository } from '../../accounts/account-ports.js';
import type { InquiryRepository } from '../../inquiries/inquiry-repository.js';
import type { Inquiry } from '../../inquiries/inquiry.js';
import type { Clock } from '../../shared/clock.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Mailer } from '../../shared/mailer.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import { loadOwnedVenue } from './owned-venue.js';

export const REPLY_MAX_LENGTH = 4000;

/** An owner's inquiries: read, answer by email, close. Each reply feeds the venue's response figures. */
export class ManageVenueInquiries {
  constructor(
    private readonly venues: VenueRepository,
    private readonly inquiries: InquiryRepository,
    private readonly accounts: Pick<AccountRepository, 'findById'>,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor | null, venueId: string): Promise<Inquiry[]> {
    await loadOwnedVenue(this.venues, actor, venueId);
    return this.inquiries.listByVenue(venueId, 500);
  }

  private async ownedInquiry(actor: Actor | null, inquiryId: string) {
    const inquiry = await this.inquiries.findById(inquiryId);
    if (!inquiry) throw new NotFoundError('Inquiry');
    try {
      return { inquiry, venue: await loadOwnedVenue(this.venues, actor, inquiry.venueId) };
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError('Inquiry');
      throw error;
    }
  }

  async reply(actor: Actor | null, inquiryId: string, message: string): Promise<Inquiry> {
    const text = message.trim();
    if (!text) throw new InvalidInputError('message', 'message must not be blank');
    if (text.length > REPLY_MAX_LENGTH) throw new InvalidInputError('message', `message must be at most ${REPLY_MAX_LENGTH} characters`);
    const { inquiry, venue } = await this.ownedInquiry(actor, inquiryId);
    const owner = actor ? await this.accounts.findById(actor.accountId) : null;
    await this.mailer.send({
      to: inquiry.email,
      topic: 'inquiry-reply',
      subject: `${venue.name} replied to your inquiry`,
      text: [`Hi ${inquiry.coupleName},`, '', text, '', `${owner ? displayName(owner) : 'The team'}, ${venue.name}`, owner?.email ? `Reply to: ${owner.email}` : ''].join('\n').trim(),
    });
    await this.inquiries.markReplied(inquiry.id, this.clock.now());
    return (await this.inquiries.findById(inquiry.id))!;
  }

  async close(actor: Actor | null, inquiryId: string): Promise<Inquiry> {
    const { inquiry } = await this.ownedInquiry(actor, inquiryId);
    await this.inquiries.setStatus(inquiry.id, 'closed');
    return (await this.inquiries.findById(inquiry.id))!;
  }
}
