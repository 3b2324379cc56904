import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { VENUE_TIME_ZONE } from '../../shared/calendar-date.js';
import { analyticsMonths, readAnalyticsMonths, summarizeEmailAnalytics, type EmailAnalytics } from '../email-analytics.js';
import { loadNotifyingVenue } from './notification-access.js';
import { settingsOf } from './get-notification-settings.js';

/** The owner's email figures for one venue: sent, delivered, failed and opened, per template and per month. */
export class GetEmailAnalytics {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationTemplates' | 'notificationSettings' | 'emailAnalytics' | 'clock'>) {}

  async execute(actor: Actor | null, venueId: string, monthsAsked?: number): Promise<EmailAnalytics> {
    const count = readAnalyticsMonths(monthsAsked);
    const venue = await loadNotifyingVenue(this.ports, actor, venueId);
    const months = analyticsMonths(this.ports.clock.now(), count, VENUE_TIME_ZONE);
    const [groups, templates, settings] = await Promise.all([
      this.ports.emailAnalytics.sendsByTemplateAndMonth(venue.id, months[0], VENUE_TIME_ZONE),
      this.ports.notificationTemplates.listByVenue(venue.id),
      settingsOf(this.ports, venue.id),
    ]);
    return summarizeEmailAnalytics({ groups, months, templates, settings });
  }
}
