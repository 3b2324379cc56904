import type { EntityManager } from '@mikro-orm/core';
import type { InquiryReplyRecord } from '../../../domain/inquiries/response-stats.js';
import type { VendorLeadRepository } from '../../../domain/vendor-leads/vendor-lead-repository.js';
import type { VendorContact, VendorLead, VendorLeadStatus } from '../../../domain/vendor-leads/vendor-lead.js';
import { isUuid, toCalendarDate, toInstant } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

interface LeadRow {
  id: string;
  vendor_id: string;
  couple_name: string;
  email: string;
  phone: string | null;
  wedding_date: string | Date | null;
  venue_id: string | null;
  venue_name: string | null;
  guest_count: number | null;
  message: string | null;
  status: string;
  created_at: Date | string;
  replied_at: Date | string | null;
}

const COLUMNS = 'id, vendor_id, couple_name, email, phone, wedding_date, venue_id, venue_name, guest_count, message, status, created_at, replied_at';

function toLead(row: LeadRow): VendorLead {
  return {
    id: row.id,
    vendorId: row.vendor_id,
    coupleName: row.couple_name,
    email: row.email,
    phone: row.phone,
    weddingDate: row.wedding_date ? toCalendarDate(row.wedding_date) : null,
    venueId: row.venue_id,
    venueName: row.venue_name,
    guestCount: row.guest_count,
    message: row.message,
    status: row.status as VendorLeadStatus,
    createdAt: toInstant(row.created_at),
    repliedAt: row.replied_at ? toInstant(row.replied_at) : null,
  };
}

export class PostgresVendorLeadRepository implements VendorLeadRepository {
  constructor(private readonly em: EntityManager) {}

  private execute<T>(sql: string, params: unknown[]): Promise<T[]> {
    return scopedEm(this.em).execute(sql, params);
  }

  async add(lead: VendorLead): Promise<void> {
    await this.execute(
      `insert into vendor_lead (${COLUMNS}) values (?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?, ?, ?)`,
      [lead.id, lead.vendorId, lead.coupleName, lead.email, lead.phone, lead.weddingDate, lead.venueId, lead.venueName, lead.guestCount, lead.message, lead.status, lead.createdAt, lead.repliedAt],
    );
  }

  async findById(id: string): Promise<VendorLead | null> {
    if (!isUuid(id)) return null;
    const rows = await this.execute<LeadRow>(`select ${COLUMNS} from vendor_lead where id = ?`, [id]);
    return rows[0] ? toLead(rows[0]) : null;
  }

  async listByVendor(vendorId: string, limit: number): Promise<VendorLead[]> {
    if (!isUuid(vendorId)) return [];
    const rows = await this.execute<LeadRow>(`select ${COLUMNS} from vendor_lead where vendor_id = ? order by created_at desc, id limit ?`, [vendorId, limit]);
    return rows.map(toLead);
  }

  async markReplied(id: string, status: VendorLeadStatus, at: Date): Promise<void> {
    await this.execute(`update vendor_lead set status = ?, replied_at = coalesce(replied_at, ?) where id = ?`, [status, at, id]);
  }

  async setStatus(id: string, status: VendorLeadStatus): Promise<void> {
    await this.execute(`update vendor_lead set status = ? where id = ?`, [status, id]);
  }

  async replyRecords(vendorId: string, since: Date): Promise<InquiryReplyRecord[]> {
    if (!isUuid(vendorId)) return [];
    const rows = await this.execute<{ created_at: Date | string; replied_at: Date | string | null }>(
      `select created_at, replied_at from vendor_lead where vendor_id = ? and created_at >= ? order by created_at desc`,
      [vendorId, since],
    );
    return rows.map((row) => ({ createdAt: toInstant(row.created_at), repliedAt: row.replied_at ? toInstant(row.replied_at) : null }));
  }

  async contactOf(vendorId: string): Promise<VendorContact | null> {
    if (!isUuid(vendorId)) return null;
    const rows = await this.execute<{ id: string; name: string; owner_id: string | null; email: string | null }>(
      `select v.id, v.name, v.owner_id, coalesce(a.email, v.contact_email) as email
         from vendor v left join account a on a.id = v.owner_id
        where v.id = ? and v.published`,
      [vendorId],
    );
    const row = rows[0];
    return row?.email ? { vendorId: row.id, vendorName: row.name, ownerId: row.owner_id, email: row.email } : null;
  }
}
