import type { TemplateFields } from './notification-template.js';

/** What a venue starts with: one template of each type, for the owner to reword. */
export const SAMPLE_TEMPLATES: readonly TemplateFields[] = [
  {
    name: 'Booking Confirmation',
    type: 'booking_confirmation',
    subject: 'Your wedding at {{venue_name}} is confirmed',
    content:
      'Dear {{couple_name}},\n\nWe are delighted to confirm your wedding at {{venue_name}} on {{wedding_date}} for {{guest_count}} guests.\n\nPackage: {{package_name}}\nTotal: {{total_amount}}\n\nWe look forward to celebrating with you!',
    isActive: true,
    sendTiming: 'immediate',
    scheduleDays: null,
  },
  {
    name: 'Payment Reminder',
    type: 'payment_reminder',
    subject: 'Payment reminder for your wedding at {{venue_name}}',
    content:
      'Dear {{couple_name}},\n\nThis is a friendly reminder that a payment of {{amount}} for your wedding on {{wedding_date}} is due on {{due_date}}.\n\nYou can pay here: {{payment_link}}\n\nThank you!',
    isActive: true,
    sendTiming: 'schedule',
    // A week before the balance falls due, 30 days before the event.
    scheduleDays: 37,
  },
  {
    name: 'Event Reminder',
    type: 'event_reminder',
    subject: 'Your big day at {{venue_name}} is coming up',
    content:
      'Dear {{couple_name}},\n\nYour wedding at {{venue_name}} is on {{wedding_date}}. We are getting everything ready for your {{guest_count}} guests.\n\nPlease let us know if anything has changed.',
    isActive: true,
    sendTiming: 'schedule',
    scheduleDays: 7,
  },
  {
    name: 'Thank You',
    type: 'custom',
    subject: 'Thank you from {{venue_name}}',
    content: 'Dear {{couple_name}},\n\nThank you for celebrating your wedding with us at {{venue_name}}. We hope you loved every moment.',
    isActive: false,
    sendTiming: 'immediate',
    scheduleDays: null,
  },
];
