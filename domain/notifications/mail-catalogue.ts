import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import type { MailAttribution } from '../venue-notifications/email-analytics.js';
import type { TemplateValues } from '../venue-notifications/notification-template.js';

/**
 * Every mail the product sends, by template name, with the facts its template may show.
 * Amounts are cents and dates calendar dates: templates write them for people
 * ("$42,000", "Saturday, May 15, 2027"). Links are paths; templates put PUBLIC_URL before them.
 */
export interface MailCatalogue {
  /** To the couple, at once: their request is in, nothing charged yet. */
  'booking-received': {
    coupleName: string;
    venueName: string;
    eventDate: CalendarDate;
    guestCount: number;
    totalCents: Cents;
    depositCents: Cents;
    balanceCents: Cents;
    balanceDueDate: CalendarDate;
    reference: string;
    bookingPath: string;
  };
  /** To the owner: a couple asks for a date. */
  'booking-requested': {
    ownerName: string;
    venueName: string;
    coupleName: string;
    coupleEmail: string;
    couplePhone: string;
    eventDate: CalendarDate;
    guestCount: number;
    totalCents: Cents;
    packageName: string | null;
    specialRequests: string | null;
    dashboardPath: string;
  };
  /** To the couple: the owner confirmed. */
  'booking-confirmed': {
    coupleName: string;
    venueName: string;
    eventDate: CalendarDate;
    guestCount: number;
    totalCents: Cents;
    depositCents: Cents;
    balanceCents: Cents;
    balanceDueDate: CalendarDate;
    bookingPath: string;
  };
  /** To the couple: the owner cancelled. */
  'booking-cancelled-by-venue': {
    coupleName: string;
    venueName: string;
    eventDate: CalendarDate;
    searchPath: string;
  };
  /** To the couple: the owner did not confirm within the hold, so the request lapsed and the date is free again. */
  'booking-expired': {
    coupleName: string;
    venueName: string;
    eventDate: CalendarDate;
    holdHours: number;
    venuePath: string;
    searchPath: string;
  };
  /** To the owner: the couple cancelled; the date is free again. */
  'booking-cancelled-by-couple': {
    ownerName: string;
    venueName: string;
    coupleName: string;
    eventDate: CalendarDate;
    dashboardPath: string;
  };
  /** To the owner: a new question about their venue. */
  'inquiry-received': {
    ownerName: string;
    venueName: string;
    coupleName: string;
    coupleEmail: string;
    couplePhone: string | null;
    weddingDate: CalendarDate | null;
    guestCount: number | null;
    message: string | null;
    dashboardPath: string;
  };
  /** To the couple: the owner's answer to their inquiry. */
  'inquiry-reply': {
    coupleName: string;
    venueName: string;
    message: string;
    ownerName: string;
    replyTo: string | null;
  };
  /** To a vendor, at once: a couple got in touch from a venue page or the vendor's own page. */
  'vendor-lead-received': {
    vendorName: string;
    coupleName: string;
    coupleEmail: string;
    couplePhone: string | null;
    weddingDate: CalendarDate | null;
    venueName: string | null;
    guestCount: number | null;
    message: string | null;
    dashboardPath: string;
  };
  /** To the couple: the vendor's answer to their message; the vendor's own address is written in it. */
  'vendor-lead-reply': {
    coupleName: string;
    vendorName: string;
    /** The person at the vendor who wrote, when known. */
    senderName: string | null;
    message: string;
    replyTo: string | null;
  };
  /** To the owner: their listing is published. */
  'listing-approved': {
    ownerName: string;
    venueName: string;
    venuePath: string;
    dashboardPath: string;
  };
  /** To a guest: the couple invites them; the link is theirs alone. */
  'guest-invitation': {
    guestName: string;
    coupleName: string;
    venueName: string;
    venueLocation: string;
    eventDate: CalendarDate;
    rsvpPath: string;
  };
  /** To an account holder who asked for a new password. */
  'password-reset': {
    name: string;
    resetPath: string;
    expiresInMinutes: number;
  };
  /** To a new account: confirm the address by opening the link. */
  'verify-email': {
    name: string;
    verifyPath: string;
    expiresInHours: number;
  };
  /**
   * To the holder of an address someone tried to sign up with again. The sign-up answers as for a
   * new address, so only the address's owner learns that it has an account.
   */
  'sign-up-attempt-existing-account': {
    name: string;
    signInPath: string;
    /** The sign-in page with its forgot-password dialog open. */
    forgotPasswordPath: string;
  };
  /** To someone the couple invited to plan with them: the link joins them to the wedding. */
  'planning-invitation': {
    inviterName: string;
    coupleName: string;
    role: string;
    /** What the role may do, in words: "edit, comment and invite". */
    permissions: string;
    weddingDate: CalendarDate | null;
    acceptPath: string;
  };
  /** To a collaborator who asked for it: what changed on the wedding since the last digest. */
  'planning-digest': {
    name: string;
    coupleName: string;
    changes: { who: string; what: string; details: string }[];
    planningPath: string;
  };
  /** To the couple, the day after their wedding: a link to review the venue. */
  /** To the owner: a couple with a booking ahead at their venue deleted their account; the booking was cancelled and the date freed. */
  'account-deleted-notice': {
    ownerName: string;
    venueName: string;
    eventDate: CalendarDate;
    /** What the booking was before the deletion cancelled it. */
    previousStatus: 'pending' | 'confirmed';
    dashboardPath: string;
  };
  'review-request': {
    coupleName: string;
    venueName: string;
    weddingDate: CalendarDate;
    reviewPath: string;
  };
  /**
   * A venue's own words to a couple (a notification template or the auto-response), or to its
   * owner as a test. Subject and content are the owner's text with {{variable}} placeholders, filled
   * from values alone and always shown as plain text; payment_link is a path on the site.
   */
  'venue-message': {
    venueName: string;
    subject: string;
    content: string;
    values: TemplateValues;
    purpose: 'test' | 'auto-response' | 'booking';
    /**
     * The venue's confirmation, which replaces the site's: under the owner's words the mail keeps
     * what the couple must know (deposit, balance and its due date, the booking's page).
     */
    confirmation?: {
      totalCents: Cents;
      depositCents: Cents;
      balanceCents: Cents;
      balanceDueDate: CalendarDate;
      bookingPath: string;
    };
  };
}

export type MailTemplateName = keyof MailCatalogue;

export const MAIL_TEMPLATE_NAMES = [
  'booking-received',
  'booking-requested',
  'booking-confirmed',
  'booking-cancelled-by-venue',
  'booking-cancelled-by-couple',
  'booking-expired',
  'inquiry-received',
  'inquiry-reply',
  'vendor-lead-received',
  'vendor-lead-reply',
  'listing-approved',
  'guest-invitation',
  'password-reset',
  'verify-email',
  'sign-up-attempt-existing-account',
  'planning-invitation',
  'planning-digest',
  'venue-message',
  'review-request',
  'account-deleted-notice',
] as const satisfies readonly MailTemplateName[];

/** One mail to one person: which template, and the facts it fills in. */
export type Mail = {
  [K in MailTemplateName]: {
    to: string;
    template: K;
    data: MailCatalogue[K];
    /** Sends once per key: a handler that runs again does not mail twice. */
    key?: string;
    /** A venue's own mail: which venue and template it is, for the owner's email analytics. */
    attribution?: K extends 'venue-message' ? MailAttribution : never;
  };
}[MailTemplateName];
