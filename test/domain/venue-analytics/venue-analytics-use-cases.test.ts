import { describe, expect, it } from '@jest/globals';
import type { Actor } from '../../../domain/accounts/account.js';
import type { DomainError } from '../../../domain/shared/domain-error.js';
import { GetVenueAnalytics } from '../../../domain/venue-analytics/use-cases/get-venue-analytics.js';
import { ManageAnalyticsShare } from '../../../domain/venue-analytics/use-cases/manage-analytics-share.js';
import { SnapshotVenueRatings } from '../../../domain/venue-analytics/use-cases/snapshot-venue-ratings.js';
import { MAX_VISITORS_PER_ADDRESS, RecordVenueView } from '../../../domain/venue-management/use-cases/record-venue-view.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';
import {
  CountingSecretTokens,
  FakeVenueAnalyticsRepository,
  InMemoryAnalyticsShares,
  InMemoryRatingSnapshots,
  InMemoryVenueViews,
  NO_TOTALS,
  VisibleVisitorKeys,
} from './in-memory-analytics.js';

const OWNER: Actor = { accountId: 'owner-1', accountType: 'venue', emailVerified: true };
const OTHER_OWNER: Actor = { accountId: 'owner-2', accountType: 'venue', emailVerified: true };
const COUPLE: Actor = { accountId: 'couple-1', accountType: 'customer', emailVerified: true };

function setup() {
  const venues = new InMemoryVenueRepository();
  const mine = VenueMother.create({ name: 'Oak Hill Ranch', city: 'Fredericksburg', ownerId: OWNER.accountId, rating: 4.6, reviewCount: 80 });
  venues.venues.push(
    VenueMother.create({ city: 'Fredericksburg', featured: true, rating: 4.1 }),
    VenueMother.create({ city: 'Fredericksburg', rating: 4.9, reviewCount: 200 }),
    mine,
    VenueMother.create({ city: 'Fredericksburg', rating: 4.2 }),
    VenueMother.create({ city: 'Wimberley', location: '9 River Road, Wimberley, TX', rating: 5 }),
  );
  const venueAnalytics = new FakeVenueAnalyticsRepository();
  const analyticsShares = new InMemoryAnalyticsShares();
  const clock = new FixedClock(new Date('2026-11-25T18:00:00Z'));
  const { ports, scheduler } = inMemoryPorts({ venues, venueAnalytics, analyticsShares, secretTokens: new CountingSecretTokens(), clock });
  return { ports, scheduler, venues, mine, venueAnalytics, analyticsShares, clock };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected a refusal');
}

describe('GetVenueAnalytics', () => {
  it('compares the period with the one just before, and ranks the venue as the town’s recommended search does', async () => {
    const s = setup();
    s.venueAnalytics.totalsByFrom.set('2026-10-27', { ...NO_TOTALS, views: 150, inquiries: 10, bookings: 2, revenueCents: 4_000_000 });
    s.venueAnalytics.totalsByFrom.set('2026-09-27', { ...NO_TOTALS, views: 100, inquiries: 8, bookings: 0, revenueCents: 0 });
    const analytics = await new GetVenueAnalytics(s.ports).execute(OWNER, s.mine.id, '30d');
    expect(s.venueAnalytics.totalsAsked).toEqual([
      { from: '2026-10-27', to: '2026-11-25' },
      { from: '2026-09-27', to: '2026-10-26' },
    ]);
    expect(analytics.overview).toMatchObject({ totalViews: 150, totalInquiries: 10, totalBookings: 2, revenueCents: 4_000_000, conversionRate: 20 });
    expect(analytics.trends).toEqual({ viewsChange: 50, inquiriesChange: 25, bookingsChange: null, revenueChange: null });
    // The town's recommended search (the Wimberley venue is not in it), whatever order the ranking rule gives.
    const search = await s.venues.search({ location: 'Fredericksburg', sort: 'recommended', page: 1, pageSize: 60 });
    expect(search.total).toBe(4);
    expect(analytics.performance.searchRanking).toEqual({ rank: search.venues.findIndex((v) => v.id === s.mine.id) + 1, outOf: 4, city: 'Fredericksburg' });
  });

  it('has no rank for a venue still in review', async () => {
    const s = setup();
    s.mine.status = 'review';
    expect((await new GetVenueAnalytics(s.ports).execute(OWNER, s.mine.id, undefined)).performance.searchRanking).toBeNull();
  });

  it('reads as not found to anyone but the owner, and refuses a bad period', async () => {
    const s = setup();
    const get = new GetVenueAnalytics(s.ports);
    expect(await codeOf(get.execute(OTHER_OWNER, s.mine.id, '12m'))).toBe('VENUE.NOT_FOUND');
    expect(await codeOf(get.execute(COUPLE, s.mine.id, '12m'))).toBe('VENUE.NOT_FOUND');
    expect(await codeOf(get.execute(null, s.mine.id, '12m'))).toBe('AUTH.SIGN_IN_REQUIRED');
    expect(await codeOf(get.execute(OWNER, s.mine.id, '1y'))).toBe('ANALYTICS.INVALID_PERIOD');
  });
});

describe('ManageAnalyticsShare', () => {
  it('keeps only the hash, shows the figures to the link, and forgets a replaced or revoked link', async () => {
    const s = setup();
    const share = new ManageAnalyticsShare(s.ports);
    const first = await share.create(OWNER, s.mine.id);
    expect(s.analyticsShares.shares).toEqual([{ venueId: s.mine.id, tokenHash: `hash(${first.token})`, createdAt: s.clock.now() }]);
    expect(await share.current(OWNER, s.mine.id)).toEqual({ token: null, createdAt: s.clock.now() });
    expect((await share.read(first.token, '90d')).venueName).toBe('Oak Hill Ranch');

    const second = await share.create(OWNER, s.mine.id);
    expect(await codeOf(share.read(first.token, '12m'))).toBe('ANALYTICS.SHARE_NOT_FOUND');
    await share.revoke(OWNER, s.mine.id);
    expect(await codeOf(share.read(second.token, '12m'))).toBe('ANALYTICS.SHARE_NOT_FOUND');
    expect(await codeOf(share.current(OWNER, s.mine.id))).toBe('ANALYTICS.SHARE_NOT_FOUND');
  });

  it('lets no one else make, see or revoke the link', async () => {
    const s = setup();
    const share = new ManageAnalyticsShare(s.ports);
    await share.create(OWNER, s.mine.id);
    expect(await codeOf(share.create(OTHER_OWNER, s.mine.id))).toBe('VENUE.NOT_FOUND');
    expect(await codeOf(share.current(OTHER_OWNER, s.mine.id))).toBe('VENUE.NOT_FOUND');
    expect(await codeOf(share.revoke(OTHER_OWNER, s.mine.id))).toBe('VENUE.NOT_FOUND');
    expect(s.analyticsShares.shares).toHaveLength(1);
  });
});

describe('RecordVenueView', () => {
  function viewSetup() {
    const s = setup();
    const venueViews = new InMemoryVenueViews();
    Object.assign(s.ports, { venueViews, visitorKeys: new VisibleVisitorKeys() });
    return { ...s, venueViews, record: new RecordVenueView(s.ports) };
  }
  const browser = (userAgent = 'Firefox') => ({ address: '203.0.113.7', userAgent });

  it('counts a visitor once a day, and again the next day', async () => {
    const s = viewSetup();
    for (let i = 0; i < 60; i++) await s.record.execute(null, s.mine.id, browser());
    expect(await s.venueViews.total(s.mine.id)).toBe(1);
    s.clock.set(new Date('2026-11-26T18:00:00Z'));
    await s.record.execute(null, s.mine.id, browser());
    expect(await s.venueViews.total(s.mine.id)).toBe(2);
  });

  it("never counts the owner's own view, and counts signed-in visitors by account", async () => {
    const s = viewSetup();
    await s.record.execute(OWNER, s.mine.id, browser());
    expect(await s.venueViews.total(s.mine.id)).toBe(0);
    await s.record.execute(COUPLE, s.mine.id, browser('Safari'));
    await s.record.execute(COUPLE, s.mine.id, browser('Chrome'));
    await s.record.execute(OTHER_OWNER, s.mine.id, browser());
    expect(await s.venueViews.total(s.mine.id)).toBe(2);
    expect(s.venueViews.visits.map((v) => v.addressKey)).toEqual([null, null]);
  });

  it('lets one address add only a few anonymous visitors, and keeps no address as given', async () => {
    const s = viewSetup();
    for (let i = 0; i < 10; i++) await s.record.execute(null, s.mine.id, browser(`Browser ${i}`));
    expect(await s.venueViews.total(s.mine.id)).toBe(MAX_VISITORS_PER_ADDRESS);
    expect(s.venueViews.visits[0].addressKey).toBe('2026-11-25|address|203.0.113.7');
  });

  it('counts nothing for a venue the public cannot see', async () => {
    const s = viewSetup();
    s.mine.status = 'review';
    expect(await codeOf(s.record.execute(null, s.mine.id, browser()))).toBe('VENUE.NOT_FOUND');
    expect(s.venueViews.visits).toEqual([]);
  });
});

describe('SnapshotVenueRatings', () => {
  it("snapshots this month and books next month's run at midnight in Texas, once however often it runs", async () => {
    const s = setup();
    const ratingSnapshots = new InMemoryRatingSnapshots();
    Object.assign(s.ports, { ratingSnapshots });
    const snapshot = new SnapshotVenueRatings(s.ports);
    await snapshot.execute();
    await snapshot.execute();
    expect(ratingSnapshots.months).toEqual(['2026-11', '2026-11']);
    expect(s.scheduler.scheduled).toEqual([
      { name: 'analytics.snapshot-ratings', data: { month: '2026-12' }, at: new Date('2026-12-01T06:00:00Z'), inUnitOfWork: true },
    ]);
  });

  it('at start-up books a missed month to run now, off the start-up path, and nothing when the month is booked', async () => {
    const s = setup();
    const ratingSnapshots = new InMemoryRatingSnapshots();
    Object.assign(s.ports, { ratingSnapshots });
    const snapshot = new SnapshotVenueRatings(s.ports);
    expect(await snapshot.bookMissedRun()).toBe(true);
    expect(await snapshot.bookMissedRun()).toBe(false);
    expect(ratingSnapshots.months).toEqual([]);
    expect(s.scheduler.scheduled).toEqual([{ name: 'analytics.snapshot-ratings', data: { month: '2026-11' }, at: s.ports.clock.now(), inUnitOfWork: true }]);
  });
});
