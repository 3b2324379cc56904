import type { NotificationTemplate, TemplateType } from '../types';

export const TYPE_LABELS: Record<TemplateType, string> = {
  booking_confirmation: 'Booking confirmation',
  payment_reminder: 'Payment reminder',
  event_reminder: 'Event reminder',
  custom: 'Custom',
};

/** "Sent immediately" or "7 days before the event". */
export function timingLabel(template: Pick<NotificationTemplate, 'sendTiming' | 'scheduleDays'>): string {
  if (template.sendTiming === 'immediate' || template.scheduleDays === null) return 'Sent immediately';
  if (template.scheduleDays === 0) return 'On the day of the event';
  return `${template.scheduleDays} ${template.scheduleDays === 1 ? 'day' : 'days'} before the event`;
}
