import { displayName, type Actor } from '../../accounts/account.js';
import { requireAccountType } from '../../accounts/access-rules.js';
import { responseStats, RESPONSE_STATS_WINDOW_DAYS, type ResponseStats } from '../../inquiries/response-stats.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Ports } from '../../ports.js';
import {
  leadStatusAfterChange,
  leadStatusAfterReply,
  VENDOR_LEAD_REPLY_MAX_LENGTH,
  VENDOR_LEAD_STATUS_CHANGES,
  type VendorLead,
  type VendorLeadStatusChange,
} from '../vendor-lead.js';

/** The most leads the vendor's list shows at once, newest first. */
export const VENDOR_LEAD_LIST_LIMIT = 500;

export interface VendorLeads {
  leads: VendorLead[];
  stats: ResponseStats;
}

/**
 * A vendor's leads: read, answer by mail (the couple gets the reply), mark booked or declined.
 * Only the vendor whose profile a lead was sent to sees it; to anyone else it does not exist.
 */
export class ManageVendorLeads {
  constructor(private readonly ports: Pick<Ports, 'vendors' | 'vendorLeads' | 'accounts' | 'mailer' | 'uow' | 'clock'>) {}

  private async ownVendorId(actor: Actor | null): Promise<string | null> {
    const vendor = requireAccountType(actor, 'vendor');
    return (await this.ports.vendors.findByOwner(vendor.accountId))?.id ?? null;
  }

  async list(actor: Actor | null): Promise<VendorLeads> {
    const vendorId = await this.ownVendorId(actor);
    const now = this.ports.clock.now();
    if (!vendorId) return { leads: [], stats: responseStats([], now) };
    const since = new Date(now.getTime() - RESPONSE_STATS_WINDOW_DAYS * 86_400_000);
    const [leads, records] = await Promise.all([
      this.ports.vendorLeads.listByVendor(vendorId, VENDOR_LEAD_LIST_LIMIT),
      this.ports.vendorLeads.replyRecords(vendorId, since),
    ]);
    return { leads, stats: responseStats(records, now) };
  }

  private async ownLead(actor: Actor | null, leadId: string): Promise<{ lead: VendorLead; vendor: Actor }> {
    const vendor = requireAccountType(actor, 'vendor');
    const vendorId = await this.ownVendorId(vendor);
    const lead = vendorId ? await this.ports.vendorLeads.findById(leadId) : null;
    if (!lead || lead.vendorId !== vendorId) throw new NotFoundError('VENDOR_LEAD.NOT_FOUND', 'Lead');
    return { lead, vendor };
  }

  async reply(actor: Actor | null, leadId: string, message: string): Promise<VendorLead> {
    const text = message.trim();
    if (!text) throw new InvalidInputError('VENDOR_LEAD.INVALID_REPLY', 'message', 'message must not be blank');
    if (text.length > VENDOR_LEAD_REPLY_MAX_LENGTH) {
      throw new InvalidInputError('VENDOR_LEAD.INVALID_REPLY', 'message', `message must be at most ${VENDOR_LEAD_REPLY_MAX_LENGTH} characters`);
    }
    const { lead, vendor } = await this.ownLead(actor, leadId);
    const { vendors, vendorLeads, accounts, mailer, uow, clock } = this.ports;
    const [account, profile] = await Promise.all([accounts.findById(vendor.accountId), vendors.findByOwner(vendor.accountId)]);
    const now = clock.now();
    await uow.run(async () => {
      await vendorLeads.markReplied(lead.id, leadStatusAfterReply(lead), now);
      await mailer.send({
        to: lead.email,
        template: 'vendor-lead-reply',
        data: {
          coupleName: lead.coupleName,
          vendorName: profile?.name ?? 'Your vendor',
          senderName: account ? displayName(account) : null,
          message: text,
          // The mail transport sends from the site's address; the vendor's own is written in the mail.
          replyTo: account?.email ?? null,
        },
      });
    });
    return (await vendorLeads.findById(lead.id))!;
  }

  async changeStatus(actor: Actor | null, leadId: string, change: VendorLeadStatusChange): Promise<VendorLead> {
    if (!VENDOR_LEAD_STATUS_CHANGES.includes(change)) {
      throw new InvalidInputError('VENDOR_LEAD.INVALID_STATUS', 'status', `status must be one of ${VENDOR_LEAD_STATUS_CHANGES.join(', ')}`);
    }
    const { lead } = await this.ownLead(actor, leadId);
    const status = leadStatusAfterChange(lead, change);
    if (status !== lead.status) await this.ports.vendorLeads.setStatus(lead.id, status);
    return (await this.ports.vendorLeads.findById(lead.id))!;
  }
}
