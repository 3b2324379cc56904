import { displayName } from '../../accounts/account.js';
import type { Actor } from '../../accounts/account.js';
import { statusAfterChange } from '../../inquiries/inquiry.js';
import type { Inquiry, InquiryStatusChange } from '../../inquiries/inquiry.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Ports } from '../../ports.js';
import { loadOwnedVenue } from './owned-venue.js';

export const REPLY_MAX_LENGTH = 4000;

/**
 * An owner's inquiries: read, answer by email, mark handled or reopen. Each reply feeds the
 * venue's response figures; replying to a handled inquiry reopens it, as the conversation goes on.
 */
export class ManageVenueInquiries {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'inquiries' | 'accounts' | 'mailer' | 'events' | 'uow' | 'clock'>) {}

  private get venues() {
    return this.ports.venues;
  }

  private get inquiries() {
    return this.ports.inquiries;
  }

  async list(actor: Actor | null, venueId: string): Promise<Inquiry[]> {
    await loadOwnedVenue(this.venues, actor, venueId);
    return this.inquiries.listByVenue(venueId, 500);
  }

  private async ownedInquiry(actor: Actor | null, inquiryId: string) {
    const inquiry = await this.inquiries.findById(inquiryId);
    if (!inquiry) throw new NotFoundError('INQUIRY.NOT_FOUND', 'Inquiry');
    try {
      return { inquiry, venue: await loadOwnedVenue(this.venues, actor, inquiry.venueId) };
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError('INQUIRY.NOT_FOUND', 'Inquiry');
      throw error;
    }
  }

  async reply(actor: Actor | null, inquiryId: string, message: string): Promise<Inquiry> {
    const text = message.trim();
    if (!text) throw new InvalidInputError('INQUIRY.INVALID_REPLY', 'message', 'message must not be blank');
    if (text.length > REPLY_MAX_LENGTH) throw new InvalidInputError('INQUIRY.INVALID_REPLY', 'message', `message must be at most ${REPLY_MAX_LENGTH} characters`);
    const { inquiry, venue } = await this.ownedInquiry(actor, inquiryId);
    const { accounts, mailer, events, uow, clock } = this.ports;
    const owner = actor ? await accounts.findById(actor.accountId) : null;
    const now = clock.now();
    await uow.run(async () => {
      await this.inquiries.markReplied(inquiry.id, now);
      await events.record({
        type: 'inquiry.replied',
        venueId: venue.id,
        inquiryId: inquiry.id,
        responseMinutes: Math.max(0, Math.round((now.getTime() - inquiry.createdAt.getTime()) / 60_000)),
      });
      await mailer.send({
        to: inquiry.email,
        template: 'inquiry-reply',
        data: {
          coupleName: inquiry.coupleName,
          venueName: venue.name,
          message: text,
          ownerName: owner ? displayName(owner) : 'The team',
          replyTo: owner?.email ?? null,
        },
      });
    });
    return (await this.inquiries.findById(inquiry.id))!;
  }

  async close(actor: Actor | null, inquiryId: string): Promise<Inquiry> {
    return this.changeStatus(actor, inquiryId, 'closed');
  }

  async reopen(actor: Actor | null, inquiryId: string): Promise<Inquiry> {
    return this.changeStatus(actor, inquiryId, 'open');
  }

  async changeStatus(actor: Actor | null, inquiryId: string, change: InquiryStatusChange): Promise<Inquiry> {
    const { inquiry } = await this.ownedInquiry(actor, inquiryId);
    const status = statusAfterChange(inquiry, change);
    if (status !== inquiry.status) await this.inquiries.setStatus(inquiry.id, status);
    return (await this.inquiries.findById(inquiry.id))!;
  }
}
