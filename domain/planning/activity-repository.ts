import type { Activity } from './activity.js';

/** Which activities belong to a couple: their wedding's, and those of the bookings their account holds. */
export interface CoupleActivityScope {
  weddingId: string;
  bookingIds: readonly string[];
}

export interface ActivityRepository {
  /** Keeps one activity per event: a second write of the same event changes nothing. */
  add(activity: Activity): Promise<void>;
  /** Newest first; of two at the same moment, the one written later first. */
  listForCouple(scope: CoupleActivityScope, limit: number): Promise<Activity[]>;
}
