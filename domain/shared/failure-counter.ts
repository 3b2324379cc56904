/**
 * Failures counted per key until a success clears them or they are forgotten. Unlike the
 * RateLimiter's fixed windows it keeps when the last failure happened, so a rule can ask for
 * growing pauses. The storage is shared by every app instance.
 */
export interface FailureCounter {
  /**
   * Counts one more failure for the key, atomically (concurrent attempts each get their own
   * count), starting again from one when the last failure was before `forgetBefore`. Gives the
   * new count and when the failure before this one happened (null for the first).
   */
  add(key: string, at: Date, forgetBefore: Date): Promise<{ failures: number; previousAt: Date | null }>;
  /** Takes one failure back: an attempt counted in advance that turned out to succeed. */
  takeBack(key: string): Promise<void>;
  /** Forgets every failure of the key. */
  clear(key: string): Promise<void>;
}
