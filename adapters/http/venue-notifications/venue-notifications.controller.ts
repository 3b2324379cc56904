import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { CreateNotificationTemplate } from '../../../domain/venue-notifications/use-cases/create-notification-template.js';
import { GetEmailAnalytics } from '../../../domain/venue-notifications/use-cases/get-email-analytics.js';
import { GetNotificationSettings } from '../../../domain/venue-notifications/use-cases/get-notification-settings.js';
import { ListNotificationTemplates } from '../../../domain/venue-notifications/use-cases/list-notification-templates.js';
import { SendTemplateToBooking } from '../../../domain/venue-notifications/use-cases/send-template-to-booking.js';
import { SendTestNotification } from '../../../domain/venue-notifications/use-cases/send-test-notification.js';
import { UpdateNotificationSettings } from '../../../domain/venue-notifications/use-cases/update-notification-settings.js';
import { UpdateNotificationTemplate } from '../../../domain/venue-notifications/use-cases/update-notification-template.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { CreateNotificationTemplateDto, EmailAnalyticsQueryDto, SendTemplateDto, UpdateNotificationSettingsDto, UpdateNotificationTemplateDto } from './venue-notifications.dto.js';
import { presentEmailAnalytics, presentNotificationSettings, presentNotificationTemplate } from './venue-notifications.presenter.js';
import { EmailAnalyticsResponse, NotificationSettingsResponse, NotificationTemplateResponse, SentNotificationResponse, TestNotificationResponse } from './venue-notifications.response.js';

/** The owner's Notifications panel: templates, a test send, and the settings. Owners only. */
@ApiTags('venue owners')
@ApiErrorResponses()
@Controller()
export class VenueNotificationsController {
  constructor(
    private readonly listTemplates: ListNotificationTemplates,
    private readonly createTemplate: CreateNotificationTemplate,
    private readonly updateTemplate: UpdateNotificationTemplate,
    private readonly sendTest: SendTestNotification,
    private readonly sendToBooking: SendTemplateToBooking,
    private readonly getSettings: GetNotificationSettings,
    private readonly updateSettings: UpdateNotificationSettings,
    private readonly emailAnalytics: GetEmailAnalytics,
  ) {}

  @Get('venues/:id/notification-templates')
  @ApiOperation({ summary: "A venue's notification templates; a venue starts with one sample of each type" })
  @ApiOkResponse({ type: [NotificationTemplateResponse] })
  async list(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.listTemplates.execute(actor, id)).map(presentNotificationTemplate);
  }

  @Post('notification-templates')
  @ApiOperation({ summary: 'Add a template (defaults: type custom, sent immediately, active)' })
  @ApiCreatedResponse({ type: NotificationTemplateResponse })
  async create(@CurrentActor() actor: Actor | null, @Body() dto: CreateNotificationTemplateDto) {
    const { venueId, ...fields } = dto;
    return presentNotificationTemplate(await this.createTemplate.execute(actor, venueId, fields));
  }

  @Patch('notification-templates/:id')
  @ApiOperation({ summary: 'Edit a template; fields left out keep their values' })
  @ApiOkResponse({ type: NotificationTemplateResponse })
  async update(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: UpdateNotificationTemplateDto) {
    return presentNotificationTemplate(await this.updateTemplate.execute(actor, id, { ...dto }));
  }

  @Post('notification-templates/:id/test')
  @HttpCode(200)
  @ApiOperation({ summary: "Mail the template, filled in from the venue's latest booking, to the owner's own address" })
  @ApiOkResponse({ type: TestNotificationResponse })
  async test(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return this.sendTest.execute(actor, id);
  }

  @Post('notification-templates/:id/send')
  @HttpCode(200)
  @ApiOperation({ summary: "Mail the template, filled in, to the couple of one of the venue's bookings" })
  @ApiOkResponse({ type: SentNotificationResponse })
  async send(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: SendTemplateDto) {
    return this.sendToBooking.execute(actor, id, dto.bookingId);
  }

  @Get('venues/:id/notification-settings')
  @ApiOperation({ summary: "A venue's notification settings" })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  async settings(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentNotificationSettings(await this.getSettings.execute(actor, id));
  }

  @Patch('venues/:id/notification-settings')
  @ApiOperation({ summary: 'Change any subset of the settings (the panel sends one toggle per call)' })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  async patchSettings(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: UpdateNotificationSettingsDto) {
    return presentNotificationSettings(await this.updateSettings.execute(actor, id, { ...dto }));
  }

  @Get('venues/:id/email-analytics')
  @ApiOperation({ summary: "The venue's mails to couples: sent, delivered, failed and (where tracked) opened, per template and per month" })
  @ApiOkResponse({ type: EmailAnalyticsResponse })
  async analytics(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Query() query: EmailAnalyticsQueryDto) {
    return presentEmailAnalytics(await this.emailAnalytics.execute(actor, id, query.months));
  }
}
