import { describe, expect, it } from '@jest/globals';
import type { Actor } from '../../../domain/accounts/account.js';
import {
  analyticsMonths,
  autoResponseMailAttribution,
  openRate,
  readAnalyticsMonths,
  summarizeEmailAnalytics,
  templateMailAttribution,
  testMailAttribution,
  type EmailSendGroup,
} from '../../../domain/venue-notifications/email-analytics.js';
import type { EmailAnalyticsRepository } from '../../../domain/venue-notifications/email-analytics-repository.js';
import { DEFAULT_NOTIFICATION_SETTINGS, applySettingsPatch } from '../../../domain/venue-notifications/notification-settings.js';
import { GetEmailAnalytics } from '../../../domain/venue-notifications/use-cases/get-email-analytics.js';
import { RecordEmailOpen } from '../../../domain/venue-notifications/use-cases/record-email-open.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryNotificationSettingsRepository, InMemoryNotificationTemplateRepository } from '../../support/in-memory-notification-repositories.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const CONFIRMATION = { id: 't-confirm', venueId: 'v-1', name: 'Booking Confirmation', type: 'booking_confirmation' as const };
const REMINDER = { id: 't-remind', venueId: 'v-1', name: 'Final payment', type: 'payment_reminder' as const };

function group(overrides: Partial<EmailSendGroup>): EmailSendGroup {
  return { templateId: CONFIRMATION.id, kind: 'booking_confirmation', month: '2026-11', sent: 0, delivered: 0, failed: 0, pending: 0, tracked: 0, opened: 0, ...overrides };
}

describe('open tracking settings', () => {
  it('is off until the owner turns it on, and is a toggle like the others', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS.trackOpens).toBe(false);
    expect(applySettingsPatch(DEFAULT_NOTIFICATION_SETTINGS, { trackOpens: true }).trackOpens).toBe(true);
    expect(() => applySettingsPatch(DEFAULT_NOTIFICATION_SETTINGS, { trackOpens: 'yes' })).toThrow(/trackOpens/);
  });
});

describe('mail attribution', () => {
  it('records the template and venue of a template mail, tracked only when the owner tracks opens', () => {
    expect(templateMailAttribution(CONFIRMATION, { trackOpens: false })).toEqual({ venueId: 'v-1', notificationTemplateId: 't-confirm', kind: 'booking_confirmation', trackOpens: false });
    expect(templateMailAttribution(CONFIRMATION, { trackOpens: true }).trackOpens).toBe(true);
  });

  it('gives the auto-response no template, and never tracks a test', () => {
    expect(autoResponseMailAttribution('v-1', { trackOpens: true })).toEqual({ venueId: 'v-1', notificationTemplateId: null, kind: 'auto_response', trackOpens: true });
    expect(testMailAttribution(CONFIRMATION)).toMatchObject({ kind: 'test', trackOpens: false });
  });
});

describe('readAnalyticsMonths', () => {
  it('looks back a year unless asked, and accepts 1 to 24 whole months', () => {
    expect(readAnalyticsMonths(undefined)).toBe(12);
    expect(readAnalyticsMonths(1)).toBe(1);
    expect(readAnalyticsMonths(24)).toBe(24);
  });

  it.each([0, 25, 1.5, Number.NaN, -3])('refuses %s, naming months', (value) => {
    expect(() => readAnalyticsMonths(value)).toThrow(expect.objectContaining({ field: 'months', code: 'NOTIFICATION.INVALID_ANALYTICS_RANGE' }));
  });
});

describe('analyticsMonths', () => {
  it('lists the months up to this one, oldest first, across a new year', () => {
    expect(analyticsMonths(new Date('2027-02-10T12:00:00Z'), 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it("reads the month on the venue's clock: the evening of October 31 in Texas is still October", () => {
    expect(analyticsMonths(new Date('2026-11-01T03:00:00Z'), 1)).toEqual(['2026-10']);
  });
});

describe('openRate', () => {
  it('is opened over tracked, and null (not 0) when nothing was tracked', () => {
    expect(openRate(12, 30)).toBe(0.4);
    expect(openRate(1, 3)).toBe(0.3333);
    expect(openRate(0, 0)).toBeNull();
    expect(openRate(0, 5)).toBe(0);
  });
});

describe('summarizeEmailAnalytics', () => {
  const months = ['2026-10', '2026-11'];
  const settings = { trackOpens: true, autoResponseEnabled: false };

  it('adds up totals, per template and per month, opened only over tracked mail', () => {
    const result = summarizeEmailAnalytics({
      months,
      settings,
      templates: [CONFIRMATION, REMINDER],
      groups: [
        group({ month: '2026-10', sent: 4, delivered: 3, failed: 1 }),
        group({ month: '2026-11', sent: 6, delivered: 5, pending: 1, tracked: 5, opened: 2 }),
        group({ templateId: null, kind: 'auto_response', month: '2026-11', sent: 2, delivered: 2, tracked: 2, opened: 1 }),
      ],
    });
    expect(result.totals).toEqual({ sent: 12, delivered: 10, failed: 1, pending: 1, tracked: 7, opened: 3, openRate: 0.4286 });
    expect(result.byTemplate).toEqual([
      { templateId: 't-confirm', kind: 'booking_confirmation', name: 'Booking Confirmation', sent: 10, delivered: 8, failed: 1, pending: 1, tracked: 5, opened: 2, openRate: 0.4 },
      { templateId: null, kind: 'auto_response', name: 'Auto-response', sent: 2, delivered: 2, failed: 0, pending: 0, tracked: 2, opened: 1, openRate: 0.5 },
      { templateId: 't-remind', kind: 'payment_reminder', name: 'Final payment', sent: 0, delivered: 0, failed: 0, pending: 0, tracked: 0, opened: null, openRate: null },
    ]);
    expect(result.byMonth).toEqual([
      { month: '2026-10', sent: 4, delivered: 3, failed: 1, pending: 0, tracked: 0, opened: null, openRate: null },
      { month: '2026-11', sent: 8, delivered: 7, failed: 0, pending: 1, tracked: 7, opened: 3, openRate: 0.4286 },
    ]);
  });

  it('lists every month of the range even with no mail, and leaves out mail from outside it', () => {
    const result = summarizeEmailAnalytics({ months, settings, templates: [], groups: [group({ month: '2026-09', sent: 3, delivered: 3 })] });
    expect(result.byMonth.map((m) => [m.month, m.sent])).toEqual([
      ['2026-10', 0],
      ['2026-11', 0],
    ]);
    expect(result.totals.sent).toBe(0);
  });

  it('shows the auto-response once it is on, even before it has sent anything', () => {
    const result = summarizeEmailAnalytics({ months, settings: { trackOpens: false, autoResponseEnabled: true }, templates: [], groups: [] });
    expect(result.byTemplate).toEqual([expect.objectContaining({ templateId: null, kind: 'auto_response', sent: 0 })]);
    expect(result.trackOpens).toBe(false);
  });
});

describe('GetEmailAnalytics', () => {
  const OWNER: Actor = { accountId: 'owner-1', accountType: 'venue', emailVerified: true };
  const OTHER: Actor = { accountId: 'owner-2', accountType: 'venue', emailVerified: true };

  function setUp() {
    const venues = new InMemoryVenueRepository();
    const venue = VenueMother.create({ ownerId: OWNER.accountId });
    venues.venues.push(venue);
    const asked: { venueId: string; firstMonth: string }[] = [];
    const emailAnalytics: EmailAnalyticsRepository = {
      async sendsByTemplateAndMonth(venueId, firstMonth) {
        asked.push({ venueId, firstMonth });
        return [group({ templateId: null, kind: 'auto_response', month: '2027-01', sent: 1, delivered: 1 })];
      },
      async markOpened() {},
    };
    const { ports } = inMemoryPorts({
      venues,
      emailAnalytics,
      notificationTemplates: new InMemoryNotificationTemplateRepository(),
      notificationSettings: new InMemoryNotificationSettingsRepository(),
      clock: new FixedClock(new Date('2027-01-10T12:00:00Z')),
    });
    return { useCase: new GetEmailAnalytics(ports), venue, asked };
  }

  it("reads the owner's venue from the first month of the range", async () => {
    const { useCase, venue, asked } = setUp();
    const result = await useCase.execute(OWNER, venue.id, 3);
    expect(asked).toEqual([{ venueId: venue.id, firstMonth: '2026-11' }]);
    expect(result.byMonth.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(result.totals.sent).toBe(1);
  });

  it("treats another owner's venue as not found", async () => {
    const { useCase, venue } = setUp();
    await expect(useCase.execute(OTHER, venue.id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('RecordEmailOpen', () => {
  function setUp() {
    const marked: { hash: string; at: Date }[] = [];
    const { ports } = inMemoryPorts({
      emailAnalytics: { sendsByTemplateAndMonth: async () => [], markOpened: async (hash, at) => void marked.push({ hash, at }) },
      secretTokens: { create: () => ({ token: 't', hash: 'h' }), hash: (token) => `hash-of-${token}` },
      clock: new FixedClock(new Date('2027-01-10T12:00:00Z')),
    });
    return { useCase: new RecordEmailOpen(ports), marked };
  }

  it('marks the mail by the hash of its token, never the token itself', async () => {
    const { useCase, marked } = setUp();
    const token = 'a'.repeat(43);
    await useCase.execute(token);
    expect(marked).toEqual([{ hash: `hash-of-${token}`, at: new Date('2027-01-10T12:00:00Z') }]);
  });

  it('ignores what cannot be a token', async () => {
    const { useCase, marked } = setUp();
    await useCase.execute('short');
    await useCase.execute(`${'a'.repeat(40)}/../x`);
    expect(marked).toEqual([]);
  });
});
