import type { EntityManager } from '@mikro-orm/core';
import type { ReportedReview, ReviewPage, ReviewReport, ReviewRepository } from '../../../domain/reviews/review-repository.js';
import { AlreadyReviewedError } from '../../../domain/reviews/review.errors.js';
import { emptyDistribution, type RatingSummary, type ReportReason, type Review, type StarDistribution } from '../../../domain/reviews/review.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toCalendarDate, toInstant } from './row-values.js';

interface ReviewRow {
  id: string;
  venue_id: string;
  booking_id: string;
  author_id: string | null;
  author_name: string;
  wedding_date: string | Date;
  stars: number | string;
  title: string;
  body: string;
  created_at: Date | string;
  updated_at: Date | string;
  reply_text: string | null;
  replied_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
}

const COLUMNS = 'id, venue_id, booking_id, author_id, author_name, wedding_date, stars, title, body, created_at, updated_at, reply_text, replied_at, hidden_at, hidden_reason';
const UNIQUE_VIOLATION = '23505';

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    venueId: row.venue_id,
    bookingId: row.booking_id,
    authorId: row.author_id,
    authorName: row.author_name,
    weddingDate: toCalendarDate(row.wedding_date),
    stars: Number(row.stars),
    title: row.title,
    text: row.body,
    createdAt: toInstant(row.created_at),
    updatedAt: toInstant(row.updated_at),
    reply: row.reply_text !== null && row.replied_at !== null ? { text: row.reply_text, repliedAt: toInstant(row.replied_at) } : null,
    hiddenAt: row.hidden_at === null ? null : toInstant(row.hidden_at),
    hiddenReason: row.hidden_reason,
  };
}

/** Reviews and their reports in PostgreSQL; also keeps venue.rating and venue.review_count. */
export class PostgresReviewRepository implements ReviewRepository {
  constructor(private readonly em: EntityManager) {}

  private async one(where: string, params: unknown[]): Promise<Review | null> {
    const rows: ReviewRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from review where ${where} limit 1`, params);
    return rows.length ? toReview(rows[0]) : null;
  }

  findById(id: string): Promise<Review | null> {
    return isUuid(id) ? this.one('id = ?', [id]) : Promise.resolve(null);
  }

  findByBooking(bookingId: string): Promise<Review | null> {
    return isUuid(bookingId) ? this.one('booking_id = ?', [bookingId]) : Promise.resolve(null);
  }

  findByAuthor(venueId: string, authorId: string): Promise<Review | null> {
    return isUuid(venueId) && isUuid(authorId) ? this.one('venue_id = ? and author_id = ?', [venueId, authorId]) : Promise.resolve(null);
  }

  async listVisible(venueId: string, page: { limit: number; offset: number }): Promise<ReviewPage> {
    if (!isUuid(venueId)) return { reviews: [], total: 0 };
    const em = scopedEm(this.em);
    const rows: ReviewRow[] = await em.execute(
      `select ${COLUMNS} from review where venue_id = ? and hidden_at is null order by created_at desc, id desc limit ? offset ?`,
      [venueId, page.limit, page.offset],
    );
    const counted: { total: number | string }[] = await em.execute(`select count(*) as total from review where venue_id = ? and hidden_at is null`, [venueId]);
    return { reviews: rows.map(toReview), total: Number(counted[0]?.total ?? 0) };
  }

  async distribution(venueId: string): Promise<StarDistribution> {
    const distribution = emptyDistribution();
    if (!isUuid(venueId)) return distribution;
    const rows: { stars: number | string; n: number | string }[] = await scopedEm(this.em).execute(
      `select stars, count(*) as n from review where venue_id = ? and hidden_at is null group by stars`,
      [venueId],
    );
    for (const row of rows) distribution[Number(row.stars) as keyof StarDistribution] = Number(row.n);
    return distribution;
  }

  async add(review: Review): Promise<void> {
    try {
      await scopedEm(this.em).execute(
        `insert into review (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          review.id, review.venueId, review.bookingId, review.authorId, review.authorName, review.weddingDate, review.stars, review.title, review.text,
          review.createdAt, review.updatedAt, review.reply?.text ?? null, review.reply?.repliedAt ?? null, review.hiddenAt, review.hiddenReason,
        ],
        'run',
      );
    } catch (error) {
      // Two posts at once for one booking or one couple: the second finds the first's row.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AlreadyReviewedError();
      throw error;
    }
  }

  async update(review: Review): Promise<void> {
    await scopedEm(this.em).execute(
      `update review set stars = ?, title = ?, body = ?, updated_at = ?, reply_text = ?, replied_at = ?, hidden_at = ?, hidden_reason = ? where id = ?`,
      [review.stars, review.title, review.text, review.updatedAt, review.reply?.text ?? null, review.reply?.repliedAt ?? null, review.hiddenAt, review.hiddenReason, review.id],
      'run',
    );
  }

  async setReplyOnce(reviewId: string, reply: { text: string; repliedAt: Date }): Promise<boolean> {
    if (!isUuid(reviewId)) return false;
    const rows: { id: string }[] = await scopedEm(this.em).execute(
      `update review set reply_text = ?, replied_at = ? where id = ? and reply_text is null returning id`,
      [reply.text, reply.repliedAt, reviewId],
    );
    return rows.length === 1;
  }

  async addReport(reviewId: string, report: ReviewReport): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into review_report (review_id, reason, details, reporter, created_at) values (?, ?, ?, ?, ?) on conflict (review_id, reporter) do nothing`,
      [reviewId, report.reason, report.details, report.reporter, report.createdAt],
      'run',
    );
  }

  async listReported(page: { limit: number; offset: number }): Promise<{ reviews: ReportedReview[]; total: number }> {
    const em = scopedEm(this.em);
    const rows: (ReviewRow & { venue_name: string; reports: number | string; total: number | string })[] = await em.execute(
      `select ${COLUMNS.split(', ').map((c) => `r.${c}`).join(', ')}, v.name as venue_name, rr.reports, count(*) over () as total
       from review r
       join venue v on v.id = r.venue_id
       join (select review_id, count(*) as reports, max(created_at) as last_at from review_report group by review_id) rr on rr.review_id = r.id
       where r.hidden_at is null
       order by rr.reports desc, rr.last_at desc, r.id limit ? offset ?`,
      [page.limit, page.offset],
    );
    if (!rows.length) return { reviews: [], total: 0 };
    const ids = rows.map((r) => r.id);
    const reports: { review_id: string; reason: ReportReason; details: string | null; created_at: Date | string }[] = await em.execute(
      `select review_id, reason, details, created_at from review_report where review_id in (${ids.map(() => '?').join(', ')}) order by created_at, id`,
      ids,
    );
    return {
      total: Number(rows[0].total),
      reviews: rows.map((row) => ({
        review: toReview(row),
        venueName: row.venue_name,
        reports: reports.filter((r) => r.review_id === row.id).map((r) => ({ reason: r.reason, details: r.details, createdAt: toInstant(r.created_at) })),
      })),
    };
  }

  // Denormalised on purpose: search ordering, cards, analytics snapshots and 100k synthetic venues
  // read venue.rating and venue.review_count. For a venue with reviews they are only ever written
  // here, from the visible reviews, in the transaction of the review change.
  async setVenueRating(venueId: string, summary: RatingSummary): Promise<void> {
    await scopedEm(this.em).execute(`update venue set rating = ?, review_count = ? where id = ?`, [summary.rating, summary.reviewCount, venueId], 'run');
  }
}
