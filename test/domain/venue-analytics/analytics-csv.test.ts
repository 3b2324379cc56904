import { describe, expect, it } from '@jest/globals';
import Papa from 'papaparse';
import { analyticsFileName, analyticsToCsv } from '../../../domain/venue-analytics/analytics-csv.js';
import { buildVenueAnalytics } from '../../../domain/venue-analytics/venue-analytics.js';

const analytics = (name: string) =>
  buildVenueAnalytics({
    venue: { id: 'v1', name, priceCents: 2_200_000, rating: 4.9, reviewCount: 127 },
    period: { key: '12m', from: '2025-11-26', to: '2026-11-25' },
    current: { views: 1532, inquiries: 87, bookings: 19, revenueCents: 41_200_050, replies: 10, responseMinutes: 3240 },
    previous: { views: 1600, inquiries: 80, bookings: 19, revenueCents: 0, replies: 0, responseMinutes: 0 },
    bookings: [{ bookingId: 'b1', eventDate: '2026-10-17', amountCents: 2_200_000, guestCount: 120, homeCity: 'Austin' }],
    weddings: [{ bookingId: 'b1', eventDate: '2026-10-17', amountCents: 2_200_000, guestCount: 120, homeCity: 'Austin' }],
    inquiries: [{ homeCity: null, guestCount: 60, count: 3 }],
    requestedDates: [{ date: '2026-10-17', bookings: 2 }],
    ratingTrend: [{ month: '2026-11', rating: 4.9, reviewCount: 127 }],
    competitors: { venues: 13, avgPriceCents: 1_850_000, avgRating: 4.6, avgResponseMinutes: 552 },
    searchRanking: { rank: 3, outOf: 14, city: 'Fredericksburg' },
  });

const rows = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data;
const row = (csv: string, label: string) => rows(csv).find((r) => r[0] === label);

describe('analyticsToCsv', () => {
  it('writes the figures as the API gives them: money in dollars, a fall as a plain negative number', () => {
    const csv = analyticsToCsv(analytics('Oak Hill Ranch'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(row(csv, 'Revenue')).toEqual(['Revenue', '412000.50']);
    expect(row(csv, 'Views')).toEqual(['Views', '-4.3']);
    expect(row(csv, 'Bookings')).toEqual(['Bookings', '0']);
    expect(row(csv, 'Average response time (hours)')).toEqual(['Average response time (hours)', '5.4']);
    expect(row(csv, 'Competitors average response time (hours)')).toEqual(['Competitors average response time (hours)', '9.2']);
    expect(row(csv, '2026-10')).toEqual(['2026-10', '1', '22000.00']);
    expect(row(csv, 'Search rank')).toEqual(['Search rank', '3']);
  });

  it("defuses a venue name a spreadsheet would run as a formula", () => {
    const csv = analyticsToCsv(analytics('=HYPERLINK("x")'));
    expect(rows(csv)[0]).toEqual(['Venue analytics', `'=HYPERLINK("x")`]);
  });

  it('names the file after the venue and the period', () => {
    expect(analyticsFileName('Oak Hill Ranch & Vineyard', '90d', 'csv')).toBe('analytics-oak-hill-ranch-vineyard-90d.csv');
    expect(analyticsFileName('???', '12m', 'pdf')).toBe('analytics-venue-12m.pdf');
  });
});
