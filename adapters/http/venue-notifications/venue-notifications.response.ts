import { ApiProperty } from '@nestjs/swagger';
import { SEND_TIMINGS, TEMPLATE_TYPES, type SendTiming, type TemplateType } from '../../../domain/venue-notifications/notification-template.js';
import { ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentNotificationSettings, presentNotificationTemplate } from './venue-notifications.presenter.js';

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
}

export class TestNotificationResponse {
  @ApiProperty({ type: String, format: 'email', description: "The owner's own address, where the test went" }) sentTo!: string;
}

export class SentNotificationResponse {
  @ApiProperty({ type: String, format: 'email', description: "The couple's address, where the mail went" }) sentTo!: string;
}

export type NotificationTemplateResponsesMatch = AssertTrue<SameShape<NotificationTemplateResponse, ReturnType<typeof presentNotificationTemplate>>>;
export type NotificationSettingsResponsesMatch = AssertTrue<SameShape<NotificationSettingsResponse, ReturnType<typeof presentNotificationSettings>>>;
