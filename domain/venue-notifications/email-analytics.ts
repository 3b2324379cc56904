import { calendarDateIn, VENUE_TIME_ZONE } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';
import type { NotificationSettings } from './notification-settings.js';
import type { NotificationTemplate, TemplateType } from './notification-template.js';

/** What a venue's mail was: one of its template types, or the auto-response (which has no template). */
export const EMAIL_KINDS = ['booking_confirmation', 'payment_reminder', 'event_reminder', 'custom', 'auto_response'] as const satisfies readonly (TemplateType | 'auto_response')[];
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Which venue notification a mail is, kept with the mail: the venue, the template (none for the
 * auto-response), its kind, and whether the owner allowed an open-tracking pixel when it was sent.
 * A test the owner sends themselves is kept as 'test' and never counted.
 */
export interface MailAttribution {
  venueId: string;
  notificationTemplateId: string | null;
  kind: EmailKind | 'test';
  trackOpens: boolean;
}

/** A template's mail to a couple: tracked when the owner has open tracking on. */
export function templateMailAttribution(template: Pick<NotificationTemplate, 'id' | 'venueId' | 'type'>, settings: Pick<NotificationSettings, 'trackOpens'>): MailAttribution {
  return { venueId: template.venueId, notificationTemplateId: template.id, kind: template.type, trackOpens: settings.trackOpens };
}

export function autoResponseMailAttribution(venueId: string, settings: Pick<NotificationSettings, 'trackOpens'>): MailAttribution {
  return { venueId, notificationTemplateId: null, kind: 'auto_response', trackOpens: settings.trackOpens };
}

/** The owner's own test: kept for the record, never tracked or counted. */
export function testMailAttribution(template: Pick<NotificationTemplate, 'id' | 'venueId'>): MailAttribution {
  return { venueId: template.venueId, notificationTemplateId: template.id, kind: 'test', trackOpens: false };
}

/** How many months back an owner may look; a year unless asked. */
export const EMAIL_ANALYTICS_MONTHS = { min: 1, max: 24, default: 12 } as const;

/** The number of months asked for: absent means a year; anything else must be whole and within bounds. */
export function readAnalyticsMonths(value: number | undefined): number {
  if (value === undefined) return EMAIL_ANALYTICS_MONTHS.default;
  if (!Number.isInteger(value) || value < EMAIL_ANALYTICS_MONTHS.min || value > EMAIL_ANALYTICS_MONTHS.max) {
    throw new InvalidInputError('NOTIFICATION.INVALID_ANALYTICS_RANGE', 'months', `months must be a whole number from ${EMAIL_ANALYTICS_MONTHS.min} to ${EMAIL_ANALYTICS_MONTHS.max}`);
  }
  return value;
}

/** A calendar month, YYYY-MM. */
export type CalendarMonth = string;

function shiftMonth(month: CalendarMonth, count: number): CalendarMonth {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` months up to this one on the venue's wall clock, oldest first. */
export function analyticsMonths(now: Date, count: number, timeZone: string = VENUE_TIME_ZONE): CalendarMonth[] {
  const current = calendarDateIn(now, timeZone).slice(0, 7);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, i - count + 1));
}

/**
 * One venue's mail figures. sent: every mail its templates produced (queued or later); delivered:
 * accepted by the mail server (or kept in the outbox when no server is set up); failed: gave up
 * after its retries; pending: not out yet (queued, or failed once and waiting for a retry).
 * tracked: delivered with the open-tracking pixel; opened: of those, opened at least once.
 */
export interface MailCounts {
  sent: number;
  delivered: number;
  failed: number;
  pending: number;
  tracked: number;
  opened: number;
}

/** What the read port gives: the counts of one template (or the auto-response) in one month. */
export interface EmailSendGroup extends MailCounts {
  templateId: string | null;
  kind: EmailKind;
  month: CalendarMonth;
}

/** Opened figures only where a pixel went out: null, not 0, when nothing was tracked. */
export interface EmailFigures extends Omit<MailCounts, 'opened'> {
  opened: number | null;
  /** opened / tracked, between 0 and 1; null when nothing was tracked. */
  openRate: number | null;
}

export interface TemplateEmailFigures extends EmailFigures {
  templateId: string | null;
  kind: EmailKind;
  name: string;
}

export interface MonthEmailFigures extends EmailFigures {
  month: CalendarMonth;
}

export interface EmailAnalytics {
  trackOpens: boolean;
  months: CalendarMonth[];
  totals: EmailFigures;
  byTemplate: TemplateEmailFigures[];
  byMonth: MonthEmailFigures[];
}

export const AUTO_RESPONSE_NAME = 'Auto-response';
export const REMOVED_TEMPLATE_NAME = 'Removed template';

/** The share of tracked mails that were opened, to four places; null when none was tracked. */
export function openRate(opened: number, tracked: number): number | null {
  return tracked > 0 ? Math.round((opened / tracked) * 10_000) / 10_000 : null;
}

const ZERO: MailCounts = { sent: 0, delivered: 0, failed: 0, pending: 0, tracked: 0, opened: 0 };

function add(a: MailCounts, b: MailCounts): MailCounts {
  return {
    sent: a.sent + b.sent,
    delivered: a.delivered + b.delivered,
    failed: a.failed + b.failed,
    pending: a.pending + b.pending,
    tracked: a.tracked + b.tracked,
    opened: a.opened + b.opened,
  };
}

export function emailFigures(counts: MailCounts): EmailFigures {
  const { opened, ...rest } = counts;
  return { ...rest, opened: counts.tracked > 0 ? opened : null, openRate: openRate(opened, counts.tracked) };
}

/**
 * The figures an owner sees, from the grouped counts of the months asked for: totals, one row per
 * template (every current template, even unsent, and the auto-response once it is on or has
 * sent), busiest first, and every month of the range, oldest first. Templates are named as they
 * are now; counts from outside the months are left out.
 */
export function summarizeEmailAnalytics(input: {
  groups: readonly EmailSendGroup[];
  months: readonly CalendarMonth[];
  templates: readonly Pick<NotificationTemplate, 'id' | 'name' | 'type'>[];
  settings: Pick<NotificationSettings, 'trackOpens' | 'autoResponseEnabled'>;
}): EmailAnalytics {
  const inRange = new Set(input.months);
  const groups = input.groups.filter((g) => inRange.has(g.month));
  const byMonth = new Map(input.months.map((m) => [m, ZERO]));
  const byTemplate = new Map<string | null, { kind: EmailKind; name: string; counts: MailCounts }>();
  for (const template of input.templates) byTemplate.set(template.id, { kind: template.type, name: template.name, counts: ZERO });
  if (input.settings.autoResponseEnabled) byTemplate.set(null, { kind: 'auto_response', name: AUTO_RESPONSE_NAME, counts: ZERO });
  let totals = ZERO;
  for (const group of groups) {
    totals = add(totals, group);
    byMonth.set(group.month, add(byMonth.get(group.month)!, group));
    const key = group.kind === 'auto_response' ? null : group.templateId;
    const row = byTemplate.get(key) ?? { kind: group.kind, name: key === null && group.kind === 'auto_response' ? AUTO_RESPONSE_NAME : REMOVED_TEMPLATE_NAME, counts: ZERO };
    byTemplate.set(key, { ...row, counts: add(row.counts, group) });
  }
  return {
    trackOpens: input.settings.trackOpens,
    months: [...input.months],
    totals: emailFigures(totals),
    byTemplate: [...byTemplate.entries()]
      .map(([templateId, row]) => ({ templateId, kind: row.kind, name: row.name, ...emailFigures(row.counts) }))
      .sort((a, b) => b.sent - a.sent || a.name.localeCompare(b.name)),
    byMonth: input.months.map((month) => ({ month, ...emailFigures(byMonth.get(month)!) })),
  };
}

/** The shape of an open-tracking token in a pixel's address: base64url, as the token port makes them. */
const OPEN_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export function isOpenToken(token: string): boolean {
  return OPEN_TOKEN.test(token);
}
