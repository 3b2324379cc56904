import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { AUTO_RESPONSE_MAX_LENGTH } from '../../../domain/venue-notifications/notification-settings.js';
import { EMAIL_ANALYTICS_MONTHS } from '../../../domain/venue-notifications/email-analytics.js';
import { SEND_TIMINGS, TEMPLATE_LIMITS, TEMPLATE_TYPES, TEMPLATE_VARIABLES } from '../../../domain/venue-notifications/notification-template.js';
import { OptionalNotNull } from '../shared/optional-not-null.js';

const VARIABLES = `Placeholders: ${TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}; any other is refused`;

// Shapes and lengths here; blank text, unknown {{variables}} and scheduled-without-days in the
// domain (readTemplateFields), which names the field at fault.

export class CreateNotificationTemplateDto {
  @ApiProperty({ format: 'uuid', description: 'One of your venues' })
  @IsUUID('all', { message: 'venueId must be the id of one of your venues' })
  venueId!: string;

  @ApiProperty({ maxLength: TEMPLATE_LIMITS.nameLength, example: 'Booking Confirmation' })
  @IsString() @MaxLength(TEMPLATE_LIMITS.nameLength)
  name!: string;

  @ApiPropertyOptional({ enum: TEMPLATE_TYPES, enumName: 'NotificationTemplateType', description: 'Left out: custom' })
  @OptionalNotNull() @IsIn(TEMPLATE_TYPES, { message: `type must be one of ${TEMPLATE_TYPES.join(', ')}` })
  type?: string;

  @ApiProperty({ maxLength: TEMPLATE_LIMITS.subjectLength, description: VARIABLES })
  @IsString() @MaxLength(TEMPLATE_LIMITS.subjectLength)
  subject!: string;

  @ApiProperty({ maxLength: TEMPLATE_LIMITS.contentLength, description: `Plain text. ${VARIABLES}` })
  @IsString() @MaxLength(TEMPLATE_LIMITS.contentLength)
  content!: string;

  @ApiPropertyOptional({ description: 'Left out: true' })
  @OptionalNotNull() @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ enum: SEND_TIMINGS, enumName: 'NotificationSendTiming', description: 'Left out: immediate' })
  @OptionalNotNull() @IsIn(SEND_TIMINGS, { message: `sendTiming must be one of ${SEND_TIMINGS.join(', ')}` })
  sendTiming?: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: TEMPLATE_LIMITS.maxScheduleDays, description: 'Days before the event; required when sendTiming is schedule' })
  @IsOptional() @IsInt() @Min(0) @Max(TEMPLATE_LIMITS.maxScheduleDays)
  scheduleDays?: number | null;
}

/** Left out keeps; venueId, when sent (the spec's client does), must be the template's venue. */
export class UpdateNotificationTemplateDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @OptionalNotNull() @IsUUID('all', { message: 'venueId must be the id of the template’s venue' })
  venueId?: string;

  @ApiPropertyOptional({ maxLength: TEMPLATE_LIMITS.nameLength })
  @OptionalNotNull() @IsString() @MaxLength(TEMPLATE_LIMITS.nameLength)
  name?: string;

  @ApiPropertyOptional({ enum: TEMPLATE_TYPES, enumName: 'NotificationTemplateType' })
  @OptionalNotNull() @IsIn(TEMPLATE_TYPES, { message: `type must be one of ${TEMPLATE_TYPES.join(', ')}` })
  type?: string;

  @ApiPropertyOptional({ maxLength: TEMPLATE_LIMITS.subjectLength, description: VARIABLES })
  @OptionalNotNull() @IsString() @MaxLength(TEMPLATE_LIMITS.subjectLength)
  subject?: string;

  @ApiPropertyOptional({ maxLength: TEMPLATE_LIMITS.contentLength, description: VARIABLES })
  @OptionalNotNull() @IsString() @MaxLength(TEMPLATE_LIMITS.contentLength)
  content?: string;

  @ApiPropertyOptional()
  @OptionalNotNull() @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ enum: SEND_TIMINGS, enumName: 'NotificationSendTiming' })
  @OptionalNotNull() @IsIn(SEND_TIMINGS, { message: `sendTiming must be one of ${SEND_TIMINGS.join(', ')}` })
  sendTiming?: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: TEMPLATE_LIMITS.maxScheduleDays })
  @IsOptional() @IsInt() @Min(0) @Max(TEMPLATE_LIMITS.maxScheduleDays)
  scheduleDays?: number | null;
}

/** Any subset: the panel sends one toggle, or the auto-response message, per call. */
export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() emailNotifications?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() smsNotifications?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() pushNotifications?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() bookingConfirmations?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() paymentReminders?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() eventReminders?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() marketingEmails?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() autoResponseEnabled?: boolean;
  @ApiPropertyOptional({ description: 'Put an invisible 1x1 image in the venue’s mails to couples, to see when they are opened' })
  @OptionalNotNull() @IsBoolean() trackOpens?: boolean;

  @ApiPropertyOptional({ maxLength: AUTO_RESPONSE_MAX_LENGTH, description: 'Mailed to a couple as soon as they inquire, when autoResponseEnabled' })
  @OptionalNotNull() @IsString() @MaxLength(AUTO_RESPONSE_MAX_LENGTH)
  autoResponseMessage?: string;
}

export class SendTemplateDto {
  @ApiProperty({ format: 'uuid', description: "One of the template's venue's bookings" })
  @IsUUID('all', { message: 'bookingId must be the id of one of your bookings' })
  bookingId!: string;
}

const MONTHS_MESSAGE = `months must be a whole number from ${EMAIL_ANALYTICS_MONTHS.min} to ${EMAIL_ANALYTICS_MONTHS.max}`;

export class EmailAnalyticsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: EMAIL_ANALYTICS_MONTHS.min, maximum: EMAIL_ANALYTICS_MONTHS.max, default: EMAIL_ANALYTICS_MONTHS.default, description: 'How many months back, this one included' })
  @IsOptional() @Type(() => Number) @IsInt({ message: MONTHS_MESSAGE }) @Min(EMAIL_ANALYTICS_MONTHS.min, { message: MONTHS_MESSAGE }) @Max(EMAIL_ANALYTICS_MONTHS.max, { message: MONTHS_MESSAGE })
  months?: number;
}
