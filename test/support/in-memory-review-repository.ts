import type { ReportedReview, ReviewReport, ReviewRepository } from '../../domain/reviews/review-repository.js';
import { AlreadyReviewedError } from '../../domain/reviews/review.errors.js';
import { distributionOf, type RatingSummary, type Review, type StarDistribution } from '../../domain/reviews/review.js';

/** The port's behaviour without a database, with the venue figures it would write kept aside. */
export class InMemoryReviewRepository implements ReviewRepository {
  reviews: Review[] = [];
  reports: { reviewId: string; report: ReviewReport }[] = [];
  venueRatings = new Map<string, RatingSummary>();

  async findById(id: string) {
    return this.copy(this.reviews.find((r) => r.id === id));
  }

  async findByBooking(bookingId: string) {
    return this.copy(this.reviews.find((r) => r.bookingId === bookingId));
  }

  async findByAuthor(venueId: string, authorId: string) {
    return this.copy(this.reviews.find((r) => r.venueId === venueId && r.authorId === authorId));
  }

  async listVisible(venueId: string, page: { limit: number; offset: number }) {
    const visible = this.visible(venueId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
    return { reviews: visible.slice(page.offset, page.offset + page.limit).map((r) => ({ ...r })), total: visible.length };
  }

  async distribution(venueId: string): Promise<StarDistribution> {
    return distributionOf(this.visible(venueId).map((r) => r.stars));
  }

  async add(review: Review) {
    if (this.reviews.some((r) => r.bookingId === review.bookingId || (review.authorId !== null && r.venueId === review.venueId && r.authorId === review.authorId))) {
      throw new AlreadyReviewedError();
    }
    this.reviews.push({ ...review });
  }

  async update(review: Review) {
    this.reviews = this.reviews.map((r) => (r.id === review.id ? { ...review } : r));
  }

  async setReplyOnce(reviewId: string, reply: { text: string; repliedAt: Date }) {
    const review = this.reviews.find((r) => r.id === reviewId);
    if (!review || review.reply) return false;
    review.reply = reply;
    return true;
  }

  async addReport(reviewId: string, report: ReviewReport) {
    if (!this.reports.some((r) => r.reviewId === reviewId && r.report.reporter === report.reporter)) this.reports.push({ reviewId, report });
  }

  async listReported(page: { limit: number; offset: number }) {
    const reported: ReportedReview[] = this.reviews
      .filter((r) => !r.hiddenAt && this.reports.some((p) => p.reviewId === r.id))
      .map((review) => ({ review, venueName: 'Venue', reports: this.reports.filter((p) => p.reviewId === review.id).map(({ report }) => ({ reason: report.reason, details: report.details, createdAt: report.createdAt })) }))
      .sort((a, b) => b.reports.length - a.reports.length);
    return { reviews: reported.slice(page.offset, page.offset + page.limit), total: reported.length };
  }

  async setVenueRating(venueId: string, summary: RatingSummary) {
    this.venueRatings.set(venueId, summary);
  }

  private visible(venueId: string) {
    return this.reviews.filter((r) => r.venueId === venueId && !r.hiddenAt);
  }

  private copy(review: Review | undefined) {
    return review ? { ...review } : null;
  }
}
