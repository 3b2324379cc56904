import { responseStats, RESPONSE_STATS_WINDOW_DAYS, type ResponseStats } from '../../inquiries/response-stats.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { Ports } from '../../ports.js';

/** A vendor's reply rate and typical reply time, by the venues' rule, from the leads of the last year. */
export class GetVendorResponseStats {
  constructor(private readonly ports: Pick<Ports, 'vendorLeads' | 'clock'>) {}

  async execute(vendorId: string): Promise<ResponseStats> {
    const contact = await this.ports.vendorLeads.contactOf(vendorId);
    if (!contact) throw new NotFoundError('VENDOR.NOT_FOUND', 'Vendor');
    const now = this.ports.clock.now();
    const since = new Date(now.getTime() - RESPONSE_STATS_WINDOW_DAYS * 86_400_000);
    return responseStats(await this.ports.vendorLeads.replyRecords(contact.vendorId, since), now);
  }
}
