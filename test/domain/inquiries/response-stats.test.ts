import { describe, expect, it } from '@jest/globals';
import { responseStats } from '../../../domain/inquiries/response-stats.js';

const now = new Date('2026-11-21T18:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const after = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

describe('responseStats', () => {
  it('has no figures while a venue has no inquiries', () => {
    expect(responseStats([], now)).toEqual({ inquiryCount: 0, responseRate: null, typicalReplyMinutes: null });
  });

  it('gives the share of answerable inquiries replied to, and the median reply time', () => {
    const a = hoursAgo(300);
    const b = hoursAgo(200);
    const c = hoursAgo(100);
    const d = hoursAgo(72);
    const stats = responseStats(
      [
        { createdAt: a, repliedAt: after(a, 30) },
        { createdAt: b, repliedAt: after(b, 90) },
        { createdAt: c, repliedAt: after(c, 600) },
        { createdAt: d, repliedAt: null },
      ],
      now,
    );
    expect(stats).toEqual({ inquiryCount: 4, responseRate: 75, typicalReplyMinutes: 90 });
  });

  it('does not count an unanswered inquiry against the venue inside the grace period', () => {
    const fresh = hoursAgo(3);
    const old = hoursAgo(100);
    const stats = responseStats([{ createdAt: fresh, repliedAt: null }, { createdAt: old, repliedAt: after(old, 60) }], now);
    expect(stats.responseRate).toBe(100);
    expect(stats.inquiryCount).toBe(2);
  });

  it('averages the two middle reply times for an even count', () => {
    const t = hoursAgo(500);
    const stats = responseStats([10, 20, 30, 41].map((m) => ({ createdAt: t, repliedAt: after(t, m) })), now);
    expect(stats.typicalReplyMinutes).toBe(25);
  });
});
