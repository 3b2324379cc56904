/** An unanswered inquiry counts against the reply rate only once it is this old. */
export const REPLY_GRACE_HOURS = 48;

/** Inquiries from this far back make up a venue's figures. */
export const RESPONSE_STATS_WINDOW_DAYS = 365;

export interface InquiryReplyRecord {
  createdAt: Date;
  repliedAt: Date | null;
}

export interface ResponseStats {
  inquiryCount: number;
  /** Whole percent of answerable inquiries that got a reply; null while there are none. */
  responseRate: number | null;
  /** Median minutes to the first reply; null while nothing has been replied to. */
  typicalReplyMinutes: number | null;
}

const MS_PER_MINUTE = 60_000;

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * A venue's real response figures, replacing the spec's fixed "95 percent, within 24 hours".
 * Inquiries still inside the grace period and unanswered are not yet counted either way.
 */
export function responseStats(records: readonly InquiryReplyRecord[], now: Date): ResponseStats {
  const graceMs = REPLY_GRACE_HOURS * 60 * MS_PER_MINUTE;
  const answerable = records.filter((r) => r.repliedAt !== null || now.getTime() - r.createdAt.getTime() >= graceMs);
  const replyMinutes = records
    .filter((r): r is InquiryReplyRecord & { repliedAt: Date } => r.repliedAt !== null)
    .map((r) => Math.max(0, Math.round((r.repliedAt.getTime() - r.createdAt.getTime()) / MS_PER_MINUTE)))
    .sort((a, b) => a - b);
  return {
    inquiryCount: records.length,
    responseRate: answerable.length ? Math.round((replyMinutes.length * 100) / answerable.length) : null,
    typicalReplyMinutes: replyMinutes.length ? median(replyMinutes) : null,
  };
}
