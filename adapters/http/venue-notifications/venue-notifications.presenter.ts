import type { EmailAnalytics, EmailFigures } from '../../../domain/venue-notifications/email-analytics.js';
import type { NotificationSettings } from '../../../domain/venue-notifications/notification-settings.js';
import { templatePreview, type NotificationTemplate } from '../../../domain/venue-notifications/notification-template.js';

export function presentNotificationTemplate(t: NotificationTemplate) {
  return {
    id: t.id,
    venueId: t.venueId,
    name: t.name,
    type: t.type,
    subject: t.subject,
    content: t.content,
    preview: templatePreview(t.content),
    isActive: t.isActive,
    sendTiming: t.sendTiming,
    scheduleDays: t.scheduleDays,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function presentNotificationSettings(s: NotificationSettings) {
  return {
    emailNotifications: s.emailNotifications,
    smsNotifications: s.smsNotifications,
    pushNotifications: s.pushNotifications,
    bookingConfirmations: s.bookingConfirmations,
    paymentReminders: s.paymentReminders,
    eventReminders: s.eventReminders,
    marketingEmails: s.marketingEmails,
    autoResponseEnabled: s.autoResponseEnabled,
    autoResponseMessage: s.autoResponseMessage,
    trackOpens: s.trackOpens,
  };
}

function presentFigures(f: EmailFigures) {
  return { sent: f.sent, delivered: f.delivered, failed: f.failed, pending: f.pending, tracked: f.tracked, opened: f.opened, openRate: f.openRate };
}

export function presentEmailAnalytics(a: EmailAnalytics) {
  return {
    trackOpens: a.trackOpens,
    totals: presentFigures(a.totals),
    byTemplate: a.byTemplate.map((row) => ({ templateId: row.templateId, kind: row.kind, name: row.name, ...presentFigures(row) })),
    byMonth: a.byMonth.map((row) => ({ month: row.month, ...presentFigures(row) })),
  };
}
