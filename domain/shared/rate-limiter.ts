/** Counts attempts per key in fixed windows; the storage is shared by every app instance. */
export interface RateLimiter {
  /** Records one attempt and says whether it is within `limit` attempts per window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
