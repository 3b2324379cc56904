import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { InvalidInputError, RateLimitedError } from '../../shared/domain-error.js';
import { isReportReason, REPORT_RATE_LIMIT, REPORT_REASONS, validReportDetails } from '../review.js';
import { loadVisibleReview } from './review-access.js';

/** Anyone, signed in or not, tells operators a review looks wrong; the same reporter counts once. */
export class ReportReview {
  constructor(private readonly ports: Pick<Ports, 'reviews' | 'rateLimiter' | 'clock'>) {}

  async execute(input: { actor: Actor | null; clientKey: string; reviewId: string; reason: unknown; details?: unknown }): Promise<void> {
    if (!isReportReason(input.reason)) throw new InvalidInputError('REVIEW.INVALID_REPORT', 'reason', `reason must be one of ${REPORT_REASONS.join(', ')}`);
    const details = validReportDetails(input.details);
    const reporter = input.actor ? `account:${input.actor.accountId}` : `client:${input.clientKey}`;
    const limit = await this.ports.rateLimiter.hit(`review-report:${reporter}`, REPORT_RATE_LIMIT.attempts, REPORT_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) throw new RateLimitedError('REVIEW.REPORT_RATE_LIMITED', 'Too many reports from here for now. Please try again later.', limit.retryAfterSeconds);
    const review = await loadVisibleReview(this.ports.reviews, input.reviewId);
    await this.ports.reviews.addReport(review.id, { reason: input.reason, details, reporter, createdAt: this.ports.clock.now() });
  }
}
