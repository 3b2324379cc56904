import type { EntityManager } from '@mikro-orm/core';
import type { InquiryRepository } from '../../../domain/inquiries/inquiry-repository.js';
import type { Inquiry, InquiryStatus } from '../../../domain/inquiries/inquiry.js';
import type { InquiryReplyRecord } from '../../../domain/inquiries/response-stats.js';
import { InquiryEntity, type InquiryRow } from '../entities/inquiry.entity.js';
import { isUuid, toCalendarDate } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

function toInquiry(row: InquiryRow): Inquiry {
  return {
    ...row,
    phone: row.phone ?? null,
    weddingDate: row.weddingDate ? toCalendarDate(row.weddingDate) : null,
    guestCount: row.guestCount ?? null,
    message: row.message ?? null,
    status: row.status as InquiryStatus,
    repliedAt: row.repliedAt ?? null,
  };
}

export class MikroOrmInquiryRepository implements InquiryRepository {
  constructor(private readonly em: EntityManager) {}

  async add(inquiry: Inquiry): Promise<void> {
    await scopedEm(this.em).insert(InquiryEntity, inquiry);
  }

  async addMany(inquiries: Inquiry[]): Promise<void> {
    if (inquiries.length) await scopedEm(this.em).insertMany(InquiryEntity, inquiries);
  }

  async replyRecords(venueId: string, since: Date): Promise<InquiryReplyRecord[]> {
    if (!isUuid(venueId)) return [];
    const rows = await scopedEm(this.em)
      .find(InquiryEntity, { venueId, createdAt: { $gte: since } }, { fields: ['createdAt', 'repliedAt'], orderBy: { createdAt: 'desc' } });
    return rows.map((row) => ({ createdAt: row.createdAt, repliedAt: row.repliedAt ?? null }));
  }

  async findById(id: string): Promise<Inquiry | null> {
    if (!isUuid(id)) return null;
    const row = await scopedEm(this.em).findOne(InquiryEntity, { id });
    return row ? toInquiry(row) : null;
  }

  async listByVenue(venueId: string, limit: number): Promise<Inquiry[]> {
    if (!isUuid(venueId)) return [];
    const rows = await scopedEm(this.em).find(InquiryEntity, { venueId }, { orderBy: { createdAt: 'desc' }, limit });
    return rows.map(toInquiry);
  }

  async markReplied(id: string, at: Date): Promise<void> {
    await scopedEm(this.em).execute(`update inquiry set status = 'replied', replied_at = coalesce(replied_at, ?) where id = ?`, [at, id]);
  }

  async setStatus(id: string, status: InquiryStatus): Promise<void> {
    await scopedEm(this.em).nativeUpdate(InquiryEntity, { id }, { status });
  }
}
