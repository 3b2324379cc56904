import { ApiProperty } from '@nestjs/swagger';
import { SEND_TIMINGS, TEMPLATE_TYPES, type SendTiming, type TemplateType } from '../../../domain/venue-notifications/notification-template.js';
import { ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import { EMAIL_KINDS, type EmailKind } from '../../../domain/venue-notifications/email-analytics.js';
import type { presentEmailAnalytics, presentNotificationSettings, presentNotificationTemplate } from './venue-notifications.presenter.js';

export class NotificationTemplateResponse {
  @ApiUuid() id!: string;
  @ApiUuid() venueId!: string;
  @ApiText() name!: string;
  @ApiProperty({ enum: TEMPLATE_TYPES, enumName: 'NotificationTemplateType' }) type!: TemplateType;
  @ApiText({ description: 'With {{variable}} placeholders' }) subject!: string;
  @ApiText({ description: 'Plain text with {{variable}} placeholders' }) content!: string;
  @ApiText({ description: 'The first 150 characters of the content, on one line' }) preview!: string;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ enum: SEND_TIMINGS, enumName: 'NotificationSendTiming' }) sendTiming!: SendTiming;
  @ApiInteger({ nullable: true, description: 'Days before the event, for scheduled templates' }) scheduleDays!: number | null;
  @ApiInstant() createdAt!: string;
  @ApiInstant() updatedAt!: string;
}

export class NotificationSettingsResponse {
  @ApiProperty({ description: 'The owner is mailed about new bookings and inquiries' }) emailNotifications!: boolean;
  @ApiProperty({ description: 'Saved; no text messages are sent yet' }) smsNotifications!: boolean;
  @ApiProperty({ description: 'Saved; no push notifications are sent yet' }) pushNotifications!: boolean;
  @ApiProperty({ description: "The venue's active booking-confirmation template goes to the couple on confirmation" }) bookingConfirmations!: boolean;
  @ApiProperty() paymentReminders!: boolean;
  @ApiProperty() eventReminders!: boolean;
  @ApiProperty() marketingEmails!: boolean;
  @ApiProperty({ description: 'The auto-response message is mailed to a couple as soon as they inquire' }) autoResponseEnabled!: boolean;
  @ApiText() autoResponseMessage!: string;
  @ApiProperty({ description: "An invisible 1x1 image in the venue's mails to couples tells when each is opened; off by default" }) trackOpens!: boolean;
}

export class TestNotificationResponse {
  @ApiProperty({ type: String, format: 'email', description: "The owner's own address, where the test went" }) sentTo!: string;
}

export class SentNotificationResponse {
  @ApiProperty({ type: String, format: 'email', description: "The couple's address, where the mail went" }) sentTo!: string;
}

export type NotificationTemplateResponsesMatch = AssertTrue<SameShape<NotificationTemplateResponse, ReturnType<typeof presentNotificationTemplate>>>;
export type NotificationSettingsResponsesMatch = AssertTrue<SameShape<NotificationSettingsResponse, ReturnType<typeof presentNotificationSettings>>>;

export class EmailFiguresResponse {
  @ApiInteger({ description: "Mails the venue's templates and auto-response produced (queued or later); tests left out" }) sent!: number;
  @ApiInteger({ description: 'Accepted by the mail server (or kept in the outbox when no mail server is set up)' }) delivered!: number;
  @ApiInteger({ description: 'Not delivered after every retry' }) failed!: number;
  @ApiInteger({ description: 'Still on its way: queued, or waiting for a retry' }) pending!: number;
  @ApiInteger({ description: 'Delivered with the open-tracking pixel (sent while trackOpens was on)' }) tracked!: number;
  @ApiInteger({ nullable: true, description: 'Tracked mails opened at least once; null when none was tracked' }) opened!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 1, description: 'opened / tracked; null when none was tracked' }) openRate!: number | null;
}

export class TemplateEmailFiguresResponse extends EmailFiguresResponse {
  @ApiUuid({ nullable: true, description: 'Null for the auto-response' }) templateId!: string | null;
  @ApiProperty({ enum: EMAIL_KINDS, enumName: 'EmailKind' }) kind!: EmailKind;
  @ApiText({ description: "The template's name now" }) name!: string;
}

export class MonthEmailFiguresResponse extends EmailFiguresResponse {
  @ApiText({ example: '2026-11', description: "A month on the venue's clock, YYYY-MM" }) month!: string;
}

export class EmailAnalyticsResponse {
  @ApiProperty({ description: 'Whether mails sent now carry the open-tracking pixel' }) trackOpens!: boolean;
  @ApiProperty({ type: EmailFiguresResponse }) totals!: EmailFiguresResponse;
  @ApiProperty({ type: [TemplateEmailFiguresResponse], description: 'Every template, and the auto-response when on or sent; busiest first' }) byTemplate!: TemplateEmailFiguresResponse[];
  @ApiProperty({ type: [MonthEmailFiguresResponse], description: 'Every month of the range, oldest first' }) byMonth!: MonthEmailFiguresResponse[];
}

export type EmailAnalyticsResponsesMatch = AssertTrue<SameShape<EmailAnalyticsResponse, ReturnType<typeof presentEmailAnalytics>>>;
