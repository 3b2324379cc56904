import type { Mail, MailCatalogue, MailTemplateName } from '../../domain/notifications/mail-catalogue.js';

/** A name that must come out as text, never as markup. */
export const HOSTILE_NAME = '<script>alert(1)</script>';

/**
 * One filled-in example per template: a template added to the catalogue without a sample here
 * does not compile. Money and dates are chosen so tests can look for "$42,000" and
 * "Saturday, May 15, 2027".
 */
export const MAIL_SAMPLES: { [K in MailTemplateName]: MailCatalogue[K] } = {
  'booking-received': {
    coupleName: 'Maria & James',
    venueName: 'Cypress Creek Barn',
    eventDate: '2027-05-15',
    guestCount: 120,
    totalCents: 4_200_000,
    depositCents: 1_050_000,
    balanceCents: 3_150_000,
    balanceDueDate: '2027-04-15',
    reference: 'HCW-20261121-4821',
    bookingPath: '/bookings/b-123',
  },
  'booking-requested': {
    ownerName: 'Dolores',
    venueName: 'Cypress Creek Barn',
    coupleName: 'Maria & James',
    coupleEmail: 'maria@example.com',
    couplePhone: '(830) 555-0142',
    eventDate: '2027-05-15',
    guestCount: 120,
    totalCents: 4_200_000,
    packageName: 'Full Weekend',
    specialRequests: 'We would love the ceremony under the big oak.\nOur officiant uses a wheelchair.\n\nIs a food truck allowed?',
    dashboardPath: '/owner/bookings',
  },
  'booking-confirmed': {
    coupleName: 'Maria & James',
    venueName: 'Cypress Creek Barn',
    eventDate: '2027-05-15',
    guestCount: 120,
    totalCents: 4_200_000,
    depositCents: 1_050_000,
    balanceCents: 3_150_000,
    balanceDueDate: '2027-04-15',
    bookingPath: '/bookings/b-123',
  },
  'booking-cancelled-by-venue': {
    coupleName: 'Maria & James',
    venueName: 'Cypress Creek Barn',
    eventDate: '2027-05-15',
    searchPath: '/search?date=2027-05-15',
  },
  'booking-expired': {
    coupleName: 'Maria & James',
    venueName: 'Cypress Creek Barn',
    eventDate: '2027-05-15',
    holdHours: 72,
    venuePath: '/venues/v-123',
    searchPath: '/search?date=2027-05-15',
  },
  'booking-cancelled-by-couple': {
    ownerName: 'Dolores',
    venueName: 'Cypress Creek Barn',
    coupleName: 'Maria & James',
    eventDate: '2027-05-15',
    dashboardPath: '/owner/bookings',
  },
  'inquiry-received': {
    ownerName: 'Dolores',
    venueName: 'Cypress Creek Barn',
    coupleName: 'Maria & James',
    coupleEmail: 'maria@example.com',
    couplePhone: null,
    weddingDate: '2027-05-15',
    guestCount: 120,
    message: 'Do you have a rain plan?\nWe are thinking of an outdoor ceremony.',
    dashboardPath: '/owner/inquiries',
  },
  'inquiry-reply': {
    coupleName: 'Maria & James',
    venueName: 'Cypress Creek Barn',
    message: 'Yes! The barn seats 150 when it rains.\n\nCome and see it any Saturday.',
    ownerName: 'Dolores',
    replyTo: 'dolores@cypresscreek.example',
  },
  'vendor-lead-received': {
    vendorName: 'Golden Hour & Limestone Photography',
    coupleName: 'Maria & James',
    coupleEmail: 'maria@example.com',
    couplePhone: '(830) 555-0142',
    weddingDate: '2027-05-15',
    venueName: 'Cypress Creek Barn',
    guestCount: 120,
    message: 'Could you cover the ceremony and the first hour of the reception?',
    dashboardPath: '/vendor-dashboard?tab=leads',
  },
  'vendor-lead-reply': {
    coupleName: 'Maria & James',
    vendorName: 'Golden Hour & Limestone Photography',
    senderName: 'Ana Ruiz',
    message: 'We are free that day!\n\nShall we talk on Thursday?',
    replyTo: 'ana@goldenhour.example',
  },
  'listing-approved': {
    ownerName: 'Dolores',
    venueName: 'Cypress Creek Barn',
    venuePath: '/venues/cypress-creek-barn',
    dashboardPath: '/owner',
  },
  'planning-invitation': {
    inviterName: 'Maria Lopez',
    coupleName: 'Maria & James',
    role: 'planner',
    permissions: 'edit and comment',
    weddingDate: '2027-05-15',
    acceptPath: '/invitations/tok-team123',
  },
  'planning-digest': {
    name: 'Rosa',
    coupleName: 'Maria & James',
    changes: [
      { who: 'Maria Lopez', what: 'completed a task', details: 'Book the florist' },
      { who: 'Jo Planner', what: 'commented', details: 'Budget: can we move $500 to flowers?' },
    ],
    planningPath: '/planning',
  },
  'guest-invitation': {
    guestName: 'Aunt Rosa',
    coupleName: 'Maria & James',
    venueName: 'Cypress Creek Barn',
    venueLocation: '1200 River Road, Wimberley, TX',
    eventDate: '2027-05-15',
    rsvpPath: '/rsvp/tok-abc123',
  },
  'password-reset': {
    name: 'Maria',
    resetPath: '/reset-password?token=tok-xyz789',
    expiresInMinutes: 60,
  },
  'verify-email': {
    name: 'Maria',
    verifyPath: '/verify-email?token=tok-ver456',
    expiresInHours: 48,
  },
  'sign-up-attempt-existing-account': {
    name: 'Maria',
    signInPath: '/sign-in',
    forgotPasswordPath: '/sign-in?forgot=1',
  },
  'venue-message': {
    venueName: 'Cypress Creek Barn',
    subject: 'Your wedding at {{venue_name}} is confirmed',
    content: 'Dear {{couple_name}},\n\nSee you on {{wedding_date}}.\nPay {{amount}} here: {{payment_link}}',
    values: {
      couple_name: 'Maria & James',
      venue_name: 'Cypress Creek Barn',
      wedding_date: 'Saturday, May 15, 2027',
      guest_count: '120',
      total_amount: '$42,000',
      package_name: 'Full Weekend',
      amount: '$31,500',
      due_date: 'Thursday, April 15, 2027',
      payment_link: '/venues/v-123?booking=b-123',
    },
    purpose: 'booking',
  },
  'review-request': {
    coupleName: 'Maria Lopez',
    venueName: 'Cypress Creek Barn',
    weddingDate: '2027-05-15',
    reviewPath: '/venue/3f1c9a52-7d0e-4b8a-9c61-2f5e8d7a4b10?review=write#reviews',
  },
  'account-deleted-notice': {
    ownerName: 'Dana Whitfield',
    venueName: 'Cypress Creek Barn',
    eventDate: '2027-05-15',
    previousStatus: 'confirmed',
    dashboardPath: '/venue-dashboard',
  },
};

/** The sample of one template as a Mail, optionally with some facts changed. */
export function sampleMail<K extends MailTemplateName>(template: K, overrides: Partial<MailCatalogue[K]> = {}): Mail {
  // A generic K cannot be matched to one member of the Mail union; the catalogue keeps them paired.
  return { to: 'someone@example.com', template, data: { ...MAIL_SAMPLES[template], ...overrides } } as Mail;
}

const PEOPLE_WRITTEN_FIELDS = /^(name|.+Name|message|specialRequests)$/;

/** Every name and free-text field of a template's sample replaced with HOSTILE_NAME. */
export function hostileOverrides<K extends MailTemplateName>(template: K): Partial<MailCatalogue[K]> {
  const fields = Object.keys(MAIL_SAMPLES[template]).filter((field) => PEOPLE_WRITTEN_FIELDS.test(field));
  return Object.fromEntries(fields.map((field) => [field, HOSTILE_NAME])) as Partial<MailCatalogue[K]>;
}
