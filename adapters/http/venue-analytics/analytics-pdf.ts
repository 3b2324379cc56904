import { formatLongDate, formatUsd } from '../../../domain/shared/format.js';
import type { VenueAnalytics } from '../../../domain/venue-analytics/venue-analytics.js';
import { pdfFonts, type FontRole } from '../../planning-exports/pdf-fonts.js';
import { newPdfDocument } from '../../planning-exports/pdf-document.js';

const COLORS = { ink: '#2f2a24', muted: '#6f6659', green: '#4a6b3f', rule: '#d8cfbf' };
const MARGIN = 54;
const VALUE_WIDTH = 160;
const ROW_HEIGHT = 16;

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
const percent = (value: number | null) => (value === null ? 'n/a' : `${value > 0 ? '+' : ''}${value}%`);
const hours = (value: number | null) => (value === null ? 'n/a' : `${value} h`);
const PERIOD_NAMES = { '30d': 'Last 30 days', '90d': 'Last 90 days', '12m': 'Last 12 months' } as const;

/**
 * The Analytics panel as a printable report: the same figures as the API and the CSV, money as
 * "$42,000" and dates as "Saturday, May 15, 2027", section by section, page numbers at the foot.
 */
export async function renderAnalyticsPdf(a: VenueAnalytics, createdAt: Date): Promise<Buffer> {
  const fonts = pdfFonts();
  const doc = await newPdfDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true, info: { Title: `Venue analytics: ${a.venueName}`, Author: 'Hill Country Weddings', CreationDate: createdAt } });
  fonts.register(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN;

  const write = (text: string, role: FontRole, size: number, color: string, options: PDFKit.Mixins.TextOptions = {}, position?: { x: number; y?: number }) => {
    if (position) {
      doc.x = position.x;
      if (position.y !== undefined) doc.y = position.y;
    }
    const runs = fonts.runs(text, role);
    doc.fillColor(color).fontSize(size);
    runs.forEach((run, index) => doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 }));
  };
  const section = (title: string, rows: number) => {
    if (doc.y + 40 + Math.min(rows, 4) * ROW_HEIGHT > bottom()) doc.addPage();
    doc.moveDown(0.6);
    write(title, 'heading', 14, COLORS.green, { width }, { x: MARGIN });
    doc.moveDown(0.2);
  };
  const row = (label: string, value: string) => {
    if (doc.y + ROW_HEIGHT > bottom()) doc.addPage();
    const y = doc.y;
    write(label, 'text', 10, COLORS.ink, { width: width - VALUE_WIDTH }, { x: MARGIN, y });
    const after = doc.y;
    write(value, 'bold', 10, COLORS.ink, { width: VALUE_WIDTH, align: 'right' }, { x: MARGIN + width - VALUE_WIDTH, y });
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
  };
  const empty = (text: string) => write(text, 'text', 10, COLORS.muted, { width }, { x: MARGIN });

  write('Venue Analytics', 'heading', 24, COLORS.green);
  write(a.venueName, 'bold', 13, COLORS.ink);
  write(`${PERIOD_NAMES[a.period.key]}: ${formatLongDate(a.period.from)} to ${formatLongDate(a.period.to)}`, 'text', 10, COLORS.muted);
  doc.moveDown(0.5).moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor(COLORS.rule).lineWidth(1).stroke();

  const { overview: o, trends: t, demographics: d, seasonality: s, performance: p } = a;
  section('Overview', 6);
  row('Total views', String(o.totalViews));
  row('Total inquiries', String(o.totalInquiries));
  row('Total bookings', String(o.totalBookings));
  row('Revenue', formatUsd(o.revenueCents));
  row('Conversion rate', `${o.conversionRate}%`);
  row('Average response time', hours(o.avgResponseTime));

  section('Trends against the previous period', 4);
  row('Views', percent(t.viewsChange));
  row('Inquiries', percent(t.inquiriesChange));
  row('Bookings', percent(t.bookingsChange));
  row('Revenue', percent(t.revenueChange));

  section("Couples' home towns", d.topCities.length);
  if (!d.topCities.length) empty('No home towns known yet.');
  d.topCities.forEach((r) => row(r.city, `${r.count} (${r.percentage}%)`));
  section('Budget ranges', d.budgetRanges.length);
  d.budgetRanges.forEach((r) => row(r.range, `${r.count} (${r.percentage}%)`));
  section('Guest counts', d.guestCounts.length);
  d.guestCounts.forEach((r) => row(`${r.range} guests`, `${r.count} (${r.percentage}%)`));

  section('Monthly bookings', s.monthlyBookings.length);
  s.monthlyBookings.forEach((r) => row(monthName(r.month), `${r.bookings} · ${formatUsd(r.revenueCents)}`));
  section('Popular dates', s.popularDates.length);
  if (!s.popularDates.length) empty('No dates requested in this period.');
  s.popularDates.forEach((r) => row(formatLongDate(r.date), `${r.bookings} ${r.bookings === 1 ? 'request' : 'requests'}`));
  section('Weekdays', s.weekdays.length);
  s.weekdays.forEach((r) => row(r.weekday, String(r.bookings)));

  const c = p.competitorComparison;
  section('Performance', 8);
  row('Search rank', p.searchRanking ? `${p.searchRanking.rank} of ${p.searchRanking.outOf} in ${p.searchRanking.city}` : 'Not listed');
  row('Rating', `${p.rating} (${p.reviewCount} reviews)`);
  row(`Competitors in town (${c.venues})`, '');
  row('Average price: theirs / yours', `${c.avgPriceCents === null ? 'n/a' : formatUsd(c.avgPriceCents)} / ${formatUsd(c.yourPriceCents)}`);
  row('Average rating: theirs / yours', `${c.avgRating ?? 'n/a'} / ${c.yourRating}`);
  row('Response time: theirs / yours', `${hours(c.avgResponseTime)} / ${hours(c.yourResponseTime)}`);
  if (p.ratingTrend.length) {
    section('Rating trend', p.ratingTrend.length);
    p.ratingTrend.forEach((r) => row(monthName(r.month), `${r.rating} (${r.reviewCount} reviews)`));
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(`Hill Country Weddings · Page ${index + 1} of ${range.count}`, 'text', 8, COLORS.muted, { width, align: 'center' }, { x: MARGIN, y: doc.page.height - MARGIN / 2 - 4 });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
