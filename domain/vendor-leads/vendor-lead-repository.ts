import type { InquiryReplyRecord } from '../inquiries/response-stats.js';
import type { VendorContact, VendorLead, VendorLeadStatus } from './vendor-lead.js';

export interface VendorLeadRepository {
  add(lead: VendorLead): Promise<void>;
  findById(id: string): Promise<VendorLead | null>;
  /** Newest first. */
  listByVendor(vendorId: string, limit: number): Promise<VendorLead[]>;
  /** Records a reply: the status given, and the time of the first reply kept. */
  markReplied(id: string, status: VendorLeadStatus, at: Date): Promise<void>;
  setStatus(id: string, status: VendorLeadStatus): Promise<void>;
  /** When each lead of the vendor since `since` was made and first replied to. */
  replyRecords(vendorId: string, since: Date): Promise<InquiryReplyRecord[]>;
  /**
   * The published vendor's name and address for mail: its account's email, or for a vendor
   * without an account (the demo catalogue) its listed contact address; null if none or unpublished.
   */
  contactOf(vendorId: string): Promise<VendorContact | null>;
}
