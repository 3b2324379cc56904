import type { EntityManager } from '@mikro-orm/core';
import type { InquiryRepository } from '../../../domain/inquiries/inquiry-repository.js';
import type { Inquiry } from '../../../domain/inquiries/inquiry.js';
import type { InquiryReplyRecord } from '../../../domain/inquiries/response-stats.js';
import { InquiryEntity } from '../entities/inquiry.entity.js';
import { isUuid } from './row-values.js';

export class MikroOrmInquiryRepository implements InquiryRepository {
  constructor(private readonly em: EntityManager) {}

  async add(inquiry: Inquiry): Promise<void> {
    await this.em.fork().insert(InquiryEntity, inquiry);
  }

  async addMany(inquiries: Inquiry[]): Promise<void> {
    if (inquiries.length) await this.em.fork().insertMany(InquiryEntity, inquiries);
  }

  async replyRecords(venueId: string, since: Date): Promise<InquiryReplyRecord[]> {
    if (!isUuid(venueId)) return [];
    const rows = await this.em
      .fork()
      .find(InquiryEntity, { venueId, createdAt: { $gte: since } }, { fields: ['createdAt', 'repliedAt'], orderBy: { createdAt: 'desc' } });
    return rows.map((row) => ({ createdAt: row.createdAt, repliedAt: row.repliedAt ?? null }));
  }
}
