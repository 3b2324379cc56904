import type { Inquiry } from './inquiry.js';
import type { InquiryReplyRecord } from './response-stats.js';

export interface InquiryRepository {
  add(inquiry: Inquiry): Promise<void>;
  addMany(inquiries: Inquiry[]): Promise<void>;
  /** When each inquiry of the venue since `since` was made and first replied to. */
  replyRecords(venueId: string, since: Date): Promise<InquiryReplyRecord[]>;
}
