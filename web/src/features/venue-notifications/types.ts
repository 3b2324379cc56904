import type { components } from '@/types/api.generated';

export type NotificationTemplate = components['schemas']['NotificationTemplateResponse'];
export type NewTemplateRequest = components['schemas']['CreateNotificationTemplateDto'];
export type TemplateChanges = components['schemas']['UpdateNotificationTemplateDto'];
export type NotificationSettings = components['schemas']['NotificationSettingsResponse'];
export type SettingsChanges = components['schemas']['UpdateNotificationSettingsDto'];
export type TemplateType = NotificationTemplate['type'];
export type SendTiming = NotificationTemplate['sendTiming'];

/** The fields of a booking the live preview fills the variables from. */
export interface PreviewBooking {
  id: string;
  customerName: string;
  eventDate: string;
  guestCount: number;
  totalAmount: string;
  depositAmount: string;
  depositPaid: boolean;
  status: string;
}

export type EmailAnalytics = components['schemas']['EmailAnalyticsResponse'];
export type EmailFigures = components['schemas']['EmailFiguresResponse'];
export type TemplateEmailFigures = components['schemas']['TemplateEmailFiguresResponse'];
export type MonthEmailFigures = components['schemas']['MonthEmailFiguresResponse'];
