import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inflateSync } from 'node:zlib';
import Papa from 'papaparse';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

let t: TestApp;
let demoOwner: Agent;
let otherOwner: Agent;
let accounts = 0;

beforeAll(async () => {
  t = await startTestApp();
  demoOwner = browserAgent(t.http);
  await demoOwner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  otherOwner = await signedInOwner(t);
});
afterAll(() => t.close());

/** Noon in Texas on a day (plus some hours), for moving the test clock. */
const noonOn = (date: string, plusHours = 0) => new Date(new Date(`${date}T18:00:00Z`).getTime() + plusHours * 3_600_000);
const at = (instant: Date) => t.clock.set(instant);

/** A new owner with a confirmed address, and a published venue of theirs. */
async function ownerWithVenue(venue: { name: string; city: string; price: number }): Promise<{ owner: Agent; venueId: string }> {
  const owner = browserAgent(t.http);
  await signUpAndSignIn(t, owner, signUpBody({ accountType: 'venue', email: `analytics-owner${++accounts}.${Date.now()}@example.com`, details: { venueName: venue.name } }), { verified: true });
  const listing = { ...venue, location: `1 Main Street, ${venue.city}, TX`, venueType: 'Garden', maxGuests: 200, contactEmail: 'hello@example.com' };
  const created = (await owner.post('/api/venues').send(listing).expect(201)).body;
  await t.application.useCases.approveVenue.execute(created.id);
  return { owner, venueId: created.id };
}

const viewAnonymously = (venueId: string, userAgent = 'Mozilla/5.0 (test)') => request(t.http).post(`/api/venues/${venueId}/views`).set('X-HCW-CSRF', '1').set('User-Agent', userAgent);

async function inquire(venueId: string, guestCount: number): Promise<string> {
  const res = await request(t.http)
    .post('/api/inquiries')
    .set('X-HCW-CSRF', '1')
    .send({ venueId, coupleName: 'Dana & Lee', email: `dana${++accounts}@example.com`, weddingDate: '2027-10-16', guestCount, message: 'Is October open?' });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function book(couple: Agent, venueId: string, eventDate: string, guestCount: number): Promise<string> {
  const res = await couple.post('/api/bookings').send({ venueId, customerName: 'Sarah Johnson', customerEmail: 'sarah@example.com', customerPhone: '(830) 555-0142', eventDate, guestCount });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Collects a binary answer whole (supertest leaves unknown types unread). */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The text a PDF shows, as far as pdfkit writes it (as the seating chart's test reads it). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const bodyAt = match.index + match[0].length;
    const end = source.indexOf('endobj', bodyAt);
    const streamAt = source.indexOf('stream', bodyAt);
    if (streamAt < 0 || streamAt > end) {
      objects.set(match[1], { dict: source.slice(bodyAt, end), stream: null });
      continue;
    }
    const dict = source.slice(bodyAt, streamAt);
    const start = streamAt + 'stream'.length + (source[streamAt + 6] === '\r' ? 2 : 1);
    const length = Number(dict.match(/\/Length (\d+)/)![1]);
    let raw = Buffer.from(source.slice(start, start + length), 'latin1');
    if (dict.includes('/FlateDecode')) raw = inflateSync(raw);
    objects.set(match[1], { dict, stream: raw.toString('latin1') });
    header.lastIndex = source.indexOf('endobj', start + length);
  }
  const cmapOf = (fontId: string): string[] | null => {
    const toUnicode = objects.get(fontId)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
    if (!cmap) return null;
    const glyphs: string[] = [];
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], i) => {
        glyphs[parseInt(start, 16) + i] = String.fromCharCode(...hex.split(' ').map((h) => parseInt(h, 16)));
      });
    }
    return glyphs;
  };
  const fonts = new Map<string, string[] | null>();
  for (const { dict } of objects.values()) for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(name, cmapOf(id));
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !stream.includes(' Tf')) continue;
    let glyphs: string[] | null = null;
    for (const [, font, hexes] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (font) glyphs = fonts.get(font) ?? null;
      else {
        const decode = (hex: string) => (glyphs ? (hex.match(/.{4}/g) ?? []).map((code) => glyphs![parseInt(code, 16)] ?? '').join('') : Buffer.from(hex, 'hex').toString('latin1'));
        lines.push([...hexes.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decode(hex)).join(''));
      }
    }
  }
  return lines.join('\n');
}

/** The CSV's rows of one section, after its title and heading rows. */
function csvSection(csv: string, title: string): string[][] {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const start = rows.findIndex((r) => r[0] === title && r.length === 1);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((r, i) => i > start + 1 && r.every((cell) => cell === ''));
  return rows.slice(start + 2, end);
}

describe('figures from the recorded events', () => {
  let venueId: string;
  let owner: Agent;
  let json: Record<string, any>;

  beforeAll(async () => {
    ({ owner, venueId } = await ownerWithVenue({ name: 'Aster Hall', city: 'Pecan Flats', price: 12000 }));
    const rival = await ownerWithVenue({ name: 'Zinnia Barn', city: 'Pecan Flats', price: 8000 });
    const austin = (await signedInCouple(t, { homeCity: 'Austin' })).agent;
    const houston = (await signedInCouple(t, { homeCity: 'Houston' })).agent;

    // The 30 days before (2026-09-23 to 2026-10-22): one visitor, one inquiry answered in 2 hours,
    // one booking (for November 14) confirmed.
    at(noonOn('2026-10-10'));
    await viewAnonymously(venueId).expect(204);
    const earlier = await inquire(venueId, 90);
    const previousBooking = await book(austin, venueId, '2026-11-14', 120);
    at(noonOn('2026-10-10', 2));
    await owner.post(`/api/inquiries/${earlier}/reply`).send({ message: 'Yes, come and see it.' }).expect(200);
    await owner.patch(`/api/bookings/${previousBooking}/status`).send({ status: 'confirmed' }).expect(200);

    // This period (2026-10-23 to 2026-11-21): two visitors, two inquiries (one answered in 6 hours),
    // two requests confirmed, one of them cancelled since; the rival answers in 90 minutes.
    at(noonOn('2026-11-10'));
    await viewAnonymously(venueId, 'Browser A').expect(204);
    await viewAnonymously(venueId, 'Browser B').expect(204);
    const answered = await inquire(venueId, 160);
    await inquire(venueId, 40);
    const rivalInquiry = await inquire(rival.venueId, 100);
    const kept = await book(houston, venueId, '2027-06-12', 150);
    const calledOff = await book(austin, venueId, '2027-06-13', 80);
    at(noonOn('2026-11-10', 1.5));
    await rival.owner.post(`/api/inquiries/${rivalInquiry}/reply`).send({ message: 'Welcome!' }).expect(200);
    at(noonOn('2026-11-10', 6));
    await owner.post(`/api/inquiries/${answered}/reply`).send({ message: 'It is open.' }).expect(200);
    await owner.patch(`/api/bookings/${kept}/status`).send({ status: 'confirmed' }).expect(200);
    await owner.patch(`/api/bookings/${calledOff}/status`).send({ status: 'confirmed' }).expect(200);
    at(noonOn('2026-11-12'));
    await owner.patch(`/api/bookings/${calledOff}/status`).send({ status: 'cancelled' }).expect(200);

    at(TEST_NOW);
    json = (await owner.get(`/api/venues/${venueId}/analytics?period=30d`).expect(200)).body;
  });
  afterAll(() => at(TEST_NOW));

  it('counts views, inquiries, bookings still standing, revenue, conversion and response time in the period', () => {
    expect(json.venueName).toBe('Aster Hall');
    expect(json.period).toEqual({ key: '30d', from: '2026-10-23', to: '2026-11-21' });
    expect(json.overview).toEqual({ totalViews: 2, totalInquiries: 2, totalBookings: 1, revenue: '12000.00', conversionRate: 50, avgResponseTime: 6 });
  });

  it('compares with the 30 days before: percent change, one decimal', () => {
    expect(json.trends).toEqual({ viewsChange: 100, inquiriesChange: 100, bookingsChange: 0, revenueChange: 0 });
  });

  it('tells where couples come from, their guest counts and budgets', () => {
    expect(json.demographics.topCities).toEqual([{ city: 'Houston', count: 1, percentage: 100 }]);
    const guests = Object.fromEntries(json.demographics.guestCounts.map((r: { range: string; count: number }) => [r.range, r.count]));
    expect(guests).toEqual({ '1-50': 1, '51-100': 0, '101-150': 1, '151-200': 1, '201+': 0 });
    const budgets = Object.fromEntries(json.demographics.budgetRanges.map((r: { range: string; count: number }) => [r.range, r.count]));
    expect(budgets).toEqual({ 'under-10k': 0, '10k-25k': 1, '25k-50k': 0, '50k-75k': 0, 'over-75k': 0 });
  });

  it('charts seasonality by wedding date: weddings in the months of the period, requested dates (cancelled too), weekdays', () => {
    // The wedding of November 14 (confirmed in October) falls in this period's months; June 2027's do not.
    expect(json.seasonality.monthlyBookings).toEqual([
      { month: '2026-10', bookings: 0, revenue: '0.00' },
      { month: '2026-11', bookings: 1, revenue: '12000.00' },
    ]);
    expect(json.seasonality.popularDates).toEqual([
      { date: '2027-06-12', bookings: 1 },
      { date: '2027-06-13', bookings: 1 },
    ]);
    expect(json.seasonality.weekdays.map((w: { weekday: string }) => w.weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(json.seasonality.weekdays.find((w: { weekday: string }) => w.weekday === 'Saturday').bookings).toBe(1);
    expect(json.seasonality.weekdays.reduce((sum: number, w: { bookings: number }) => sum + w.bookings, 0)).toBe(1);
  });

  it('places the venue in its town’s recommended search, as couples see it, and compares it with the other venues there', async () => {
    const search = (await request(t.http).post('/api/venues/search').send({ location: 'Pecan Flats', sort: 'recommended' }).expect(200)).body as { id: string }[];
    expect(search).toHaveLength(2);
    expect(json.performance.searchRanking).toEqual({ rank: search.findIndex((v) => v.id === venueId) + 1, outOf: 2, city: 'Pecan Flats' });
    expect(json.performance.competitorComparison).toEqual({
      venues: 1,
      avgPrice: '8000.00',
      avgRating: null,
      avgResponseTime: 1.5,
      yourPrice: '12000.00',
      yourRating: 0,
      yourResponseTime: 6,
    });
  });

  it('shows the twelve months up to this one over 12m', async () => {
    const year = (await owner.get(`/api/venues/${venueId}/analytics`).expect(200)).body;
    expect(year.period).toEqual({ key: '12m', from: '2025-11-22', to: '2026-11-21' });
    expect(year.overview).toEqual({ totalViews: 3, totalInquiries: 3, totalBookings: 2, revenue: '24000.00', conversionRate: 66.7, avgResponseTime: 4 });
    expect(year.seasonality.monthlyBookings.map((m: { month: string }) => m.month)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    expect(year.trends).toEqual({ viewsChange: null, inquiriesChange: null, bookingsChange: null, revenueChange: null });
  });

  it('downloads the same figures as a CSV file', async () => {
    const res = await owner.get(`/api/venues/${venueId}/analytics.csv?period=30d`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-aster-hall-30d.csv"');
    expect(Object.fromEntries(csvSection(res.text, 'Overview'))).toEqual({
      'Total views': String(json.overview.totalViews),
      'Total inquiries': String(json.overview.totalInquiries),
      'Total bookings': String(json.overview.totalBookings),
      Revenue: json.overview.revenue,
      'Conversion rate (%)': String(json.overview.conversionRate),
      'Average response time (hours)': String(json.overview.avgResponseTime),
    });
    expect(Object.fromEntries(csvSection(res.text, 'Trends'))).toEqual({ Views: '100', Inquiries: '100', Bookings: '0', Revenue: '0' });
    expect(csvSection(res.text, 'Monthly bookings')).toEqual([['2026-10', '0', '0.00'], ['2026-11', '1', '12000.00']]);
    expect(csvSection(res.text, 'Popular dates')).toEqual([['2027-06-12', '1'], ['2027-06-13', '1']]);
    expect(csvSection(res.text, 'Weekdays')).toHaveLength(7);
    expect(csvSection(res.text, 'Guest counts').map((r) => r[1])).toEqual(json.demographics.guestCounts.map((r: { count: number }) => String(r.count)));
  });

  it('downloads the same figures as a PDF report, money and dates written for people', async () => {
    const res = await binary(owner.get(`/api/venues/${venueId}/analytics.pdf?period=30d`)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-aster-hall-30d.pdf"');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Aster Hall');
    expect(text).toContain('Friday, October 23, 2026');
    expect(text).toContain('Saturday, November 21, 2026');
    expect(text).toContain('$12,000');
    expect(text).toContain('50%');
    expect(text).toContain('Saturday, June 12, 2027');
    expect(text).toContain(`${json.performance.searchRanking.rank} of 2 in Pecan Flats`);
  });
});

describe('who may read analytics', () => {
  let venueId: string;
  let token: string;

  beforeAll(async () => {
    venueId = (await demoOwner.get('/api/my/venues').expect(200)).body[0].id;
    token = (await demoOwner.post(`/api/venues/${venueId}/analytics/share`).expect(201)).body.token;
  });

  const calls: [string, (a: Agent) => request.Test][] = [
    ['GET analytics', (a) => a.get(`/api/venues/${venueId}/analytics`)],
    ['GET analytics.csv', (a) => a.get(`/api/venues/${venueId}/analytics.csv`)],
    ['GET analytics.pdf', (a) => a.get(`/api/venues/${venueId}/analytics.pdf`)],
    ['POST analytics/share', (a) => a.post(`/api/venues/${venueId}/analytics/share`)],
    ['GET analytics/share', (a) => a.get(`/api/venues/${venueId}/analytics/share`)],
    ['DELETE analytics/share', (a) => a.delete(`/api/venues/${venueId}/analytics/share`)],
  ];

  it.each(calls)('%s: asks a stranger to sign in, and reads as not found to another owner', async (_name, call) => {
    expect((await call(browserAgent(t.http))).status).toBe(401);
    const res = await call(otherOwner);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('VENUE.NOT_FOUND');
  });

  it("left the owner's link working through those calls", async () => {
    await request(t.http).get(`/api/shared/analytics/${token}`).expect(200);
  });

  it('refuses a period that is not 30d, 90d or 12m, naming period', async () => {
    for (const period of ['7d', '12M', 'x'.repeat(300)]) {
      const res = await demoOwner.get(`/api/venues/${venueId}/analytics?period=${period}`).expect(400);
      expect(res.body.field).toBe('period');
    }
    await demoOwner.get(`/api/venues/${venueId}/analytics.csv?period=1y`).expect(400);
  });
});

describe('the read-only link', () => {
  let venueId: string;

  beforeAll(async () => {
    venueId = (await demoOwner.get('/api/my/venues').expect(200)).body[1].id;
  });

  it('is made, shows the same figures to anyone without signing in, and is gone once replaced or revoked', async () => {
    await demoOwner.get(`/api/venues/${venueId}/analytics/share`).expect(404);
    const made = (await demoOwner.post(`/api/venues/${venueId}/analytics/share`).expect(201)).body;
    expect(made.url).toBe(`/shared/analytics/${made.token}`);
    const status = (await demoOwner.get(`/api/venues/${venueId}/analytics/share`).expect(200)).body;
    expect(status).toEqual({ token: null, url: null, createdAt: made.createdAt });

    const shared = await request(t.http).get(`/api/shared/analytics/${made.token}?period=90d`).expect(200);
    const own = await demoOwner.get(`/api/venues/${venueId}/analytics?period=90d`).expect(200);
    expect(shared.body).toEqual(own.body);
    expect(shared.text).not.toContain(DEMO_OWNER.email);
    await request(t.http).get(`/api/shared/analytics/${made.token}?period=5y`).expect(400);

    const remade = (await demoOwner.post(`/api/venues/${venueId}/analytics/share`).expect(201)).body;
    expect((await request(t.http).get(`/api/shared/analytics/${made.token}`).expect(404)).body.code).toBe('ANALYTICS.SHARE_NOT_FOUND');
    await request(t.http).get(`/api/shared/analytics/${remade.token}`).expect(200);

    await demoOwner.delete(`/api/venues/${venueId}/analytics/share`).expect(204);
    await request(t.http).get(`/api/shared/analytics/${remade.token}`).expect(404);
    await demoOwner.get(`/api/venues/${venueId}/analytics/share`).expect(404);
    await demoOwner.delete(`/api/venues/${venueId}/analytics/share`).expect(204);
    await request(t.http).get('/api/shared/analytics/not-a-token').expect(404);
  });
});

describe('page views', () => {
  let venueId: string;
  let owner: Agent;
  const views = async () => (await owner.get(`/api/venues/${venueId}/analytics?period=30d`).expect(200)).body.overview.totalViews;
  const profileViews = async () => (await owner.get(`/api/venues/${venueId}/dashboard-summary`).expect(200)).body.profileViews;

  beforeAll(async () => {
    ({ owner, venueId } = await ownerWithVenue({ name: 'Counting House', city: 'Viewtown', price: 5000 }));
  });

  it('counts 60 calls of one anonymous visitor as one view', async () => {
    for (let i = 0; i < 60; i++) await viewAnonymously(venueId).expect(204);
    expect(await views()).toBe(1);
    expect(await profileViews()).toBe(1);
  });

  it("never counts the owner's own views", async () => {
    for (let i = 0; i < 5; i++) await owner.post(`/api/venues/${venueId}/views`).expect(204);
    expect(await views()).toBe(1);
  });

  it('counts two signed-in visitors as two, each once', async () => {
    const first = (await signedInCouple(t)).agent;
    const second = await signedInOwner(t);
    for (let i = 0; i < 3; i++) {
      await first.post(`/api/venues/${venueId}/views`).expect(204);
      await second.post(`/api/venues/${venueId}/views`).expect(204);
    }
    expect(await views()).toBe(3);
    expect(await profileViews()).toBe(3);
  });

  it('lets one address add at most three anonymous visitors a day, however its browser is named', async () => {
    for (let i = 0; i < 10; i++) await viewAnonymously(venueId, `Browser ${i}`).expect(204);
    expect(await views()).toBe(3 + 2);
  });

  it('counts the same visitor again the next day', async () => {
    at(noonOn('2026-11-22'));
    try {
      await viewAnonymously(venueId).expect(204);
      await viewAnonymously(venueId).expect(204);
      expect(await views()).toBe(6);
    } finally {
      at(TEST_NOW);
    }
  });

  it('still answers 404 for an unknown venue', async () => {
    await viewAnonymously('not-a-venue').expect(404);
  });
});

describe('the demo year', () => {
  it("gives the demo owner's venue twelve months of history to chart", async () => {
    const venueId = (await demoOwner.get('/api/my/venues').expect(200)).body[0].id;
    const year = (await demoOwner.get(`/api/venues/${venueId}/analytics?period=12m`).expect(200)).body;
    expect(year.seasonality.monthlyBookings).toHaveLength(12);
    expect(year.seasonality.monthlyBookings.filter((m: { bookings: number }) => m.bookings > 0).length).toBeGreaterThanOrEqual(8);
    expect(year.overview.totalViews).toBeGreaterThan(5000);
    expect(year.overview.totalInquiries).toBeGreaterThan(40);
    expect(year.overview.totalBookings).toBeGreaterThan(10);
    expect(year.overview.avgResponseTime).toBeGreaterThan(0);
    expect(year.trends.viewsChange).not.toBeNull();
    expect(year.trends.bookingsChange).not.toBeNull();
    expect(year.demographics.topCities[0].count).toBeGreaterThan(0);
    expect(year.performance.ratingTrend.length).toBeGreaterThanOrEqual(12);
    // The trend ends on the rating the venue has now (its reviews give it).
    expect(year.performance.ratingTrend.at(-1)).toEqual({ month: '2026-11', rating: year.performance.rating, reviewCount: year.performance.reviewCount });
    expect(year.seasonality.popularDates).toHaveLength(10);
    // The summary card reads the same daily counts: all-time views hold the year's.
    const summary = (await demoOwner.get(`/api/venues/${venueId}/dashboard-summary`).expect(200)).body;
    expect(summary.profileViews).toBeGreaterThanOrEqual(year.overview.totalViews);
  });
});

describe('the monthly rating snapshot', () => {
  // Last in this file: it works every queued job as the clock reaches December.
  it('runs from the job queue at the start of the month, once, and books the next month', async () => {
    const venueId = (await demoOwner.get('/api/my/venues').expect(200)).body[0].id;
    const trend = async () => (await demoOwner.get(`/api/venues/${venueId}/analytics?period=12m`).expect(200)).body.performance.ratingTrend as { month: string }[];
    expect((await trend()).at(-1)!.month).toBe('2026-11');
    // What the server does as it starts: this month's snapshot (there already), next month's run booked.
    await t.application.useCases.snapshotVenueRatings.execute();
    await t.application.useCases.snapshotVenueRatings.execute();
    at(new Date('2026-12-01T06:00:30Z'));
    try {
      await t.drainJobs();
      await t.drainJobs();
      const months = (await trend()).map((r) => r.month);
      expect(months.at(-1)).toBe('2026-12');
      expect(months.filter((m) => m === '2026-12')).toHaveLength(1);
      const runs = await t.orm.em.fork().getConnection().execute(`select month from rating_snapshot_run order by month`);
      expect(runs.map((r: { month: string }) => r.month)).toEqual(['2026-12', '2027-01']);
    } finally {
      at(TEST_NOW);
    }
  });
});
