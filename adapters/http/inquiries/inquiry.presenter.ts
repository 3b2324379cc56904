import type { Inquiry } from '../../../domain/inquiries/inquiry.js';

/** What the couple who sent an inquiry gets back. */
export function presentInquiryReceipt(inquiry: Inquiry) {
  return { id: inquiry.id, venueId: inquiry.venueId, status: inquiry.status, createdAt: inquiry.createdAt.toISOString() };
}

/** An inquiry as the venue's owner reads it. */
export function presentInquiry(inquiry: Inquiry) {
  return {
    id: inquiry.id,
    venueId: inquiry.venueId,
    coupleName: inquiry.coupleName,
    email: inquiry.email,
    phone: inquiry.phone,
    weddingDate: inquiry.weddingDate,
    guestCount: inquiry.guestCount,
    message: inquiry.message,
    status: inquiry.status,
    createdAt: inquiry.createdAt.toISOString(),
    repliedAt: inquiry.repliedAt?.toISOString() ?? null,
  };
}
