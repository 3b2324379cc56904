import { render } from '@react-email/render';
import type { Mail, MailCatalogue, MailTemplateName } from '../../../domain/notifications/mail-catalogue.js';
import { bookingCancelledByCoupleMail } from './booking-cancelled-by-couple.js';
import { bookingCancelledByVenueMail } from './booking-cancelled-by-venue.js';
import { bookingConfirmedMail } from './booking-confirmed.js';
import { bookingExpiredMail } from './booking-expired.js';
import { bookingReceivedMail } from './booking-received.js';
import { bookingRequestedMail } from './booking-requested.js';
import { guestInvitationMail } from './guest-invitation.js';
import { planningDigestMail } from './planning-digest.js';
import { planningInvitationMail } from './planning-invitation.js';
import { inquiryReceivedMail } from './inquiry-received.js';
import { inquiryReplyMail } from './inquiry-reply.js';
import { listingApprovedMail } from './listing-approved.js';
import { mailLinks, type MailLinks, type MailTemplate } from './mail-template.js';
import { passwordResetMail } from './password-reset.js';
import { reviewRequestMail } from './review-request.js';
import { accountDeletedNoticeMail } from './account-deleted-notice.js';
import { signUpAttemptExistingAccountMail } from './sign-up-attempt-existing-account.js';
import { verifyEmailMail } from './verify-email.js';
import { vendorLeadReceivedMail } from './vendor-lead-received.js';
import { vendorLeadReplyMail } from './vendor-lead-reply.js';
import { venueMessageMail } from './owner-template.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// A template name without a template here does not compile.
const TEMPLATES: { [K in MailTemplateName]: MailTemplate<K> } = {
  'booking-received': bookingReceivedMail,
  'booking-requested': bookingRequestedMail,
  'booking-confirmed': bookingConfirmedMail,
  'booking-cancelled-by-venue': bookingCancelledByVenueMail,
  'booking-cancelled-by-couple': bookingCancelledByCoupleMail,
  'booking-expired': bookingExpiredMail,
  'inquiry-received': inquiryReceivedMail,
  'inquiry-reply': inquiryReplyMail,
  'vendor-lead-received': vendorLeadReceivedMail,
  'vendor-lead-reply': vendorLeadReplyMail,
  'listing-approved': listingApprovedMail,
  'guest-invitation': guestInvitationMail,
  'planning-invitation': planningInvitationMail,
  'planning-digest': planningDigestMail,
  'password-reset': passwordResetMail,
  'verify-email': verifyEmailMail,
  'sign-up-attempt-existing-account': signUpAttemptExistingAccountMail,
  'venue-message': venueMessageMail,
  'review-request': reviewRequestMail,
  'account-deleted-notice': accountDeletedNoticeMail,
};

// html-to-text shouts headings in capitals by default; a mail reads better as written.
const PLAIN_TEXT = { plainText: true, htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] } } as const;

/**
 * The subject, HTML and plain-text parts of one mail; links are absolute, under publicUrl. With
 * an openPixel address, the HTML ends with that 1x1 image (the text part has nothing of it).
 */
export async function renderMail(mail: Mail, publicUrl: string, options: { openPixel?: string } = {}): Promise<RenderedMail> {
  const { subject, body } = renderTemplate(mail.template, mail.data, mailLinks(publicUrl, options.openPixel));
  const [html, text] = await Promise.all([render(body), render(body, PLAIN_TEXT)]);
  return { subject, html, text };
}

// Generic over the name so TypeScript pairs each template with its own data shape, no casts.
function renderTemplate<K extends MailTemplateName>(name: K, data: MailCatalogue[K], links: MailLinks) {
  return TEMPLATES[name](data, links);
}
