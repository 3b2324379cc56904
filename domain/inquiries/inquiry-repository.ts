import type { Inquiry, InquiryStatus } from './inquiry.js';
import type { InquiryReplyRecord } from './response-stats.js';

export interface InquiryRepository {
  add(inquiry: Inquiry): Promise<void>;
  addMany(inquiries: Inquiry[]): Promise<void>;
  /** When each inquiry of the venue since `since` was made and first replied to. */
  replyRecords(venueId: string, since: Date): Promise<InquiryReplyRecord[]>;
  findById(id: string): Promise<Inquiry | null>;
  /** Newest first. */
  listByVenue(venueId: string, limit: number): Promise<Inquiry[]>;
  /** Records the reply: status replied, and the time of the first reply kept. */
  markReplied(id: string, at: Date): Promise<void>;
  setStatus(id: string, status: InquiryStatus): Promise<void>;
}
