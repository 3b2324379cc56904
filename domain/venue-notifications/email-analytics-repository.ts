import type { CalendarMonth, EmailSendGroup } from './email-analytics.js';

/** The venue notification mails that were kept, read for the owner's email analytics, and their opens. */
export interface EmailAnalyticsRepository {
  /**
   * One venue's counted mails (tests left out) from the start of `firstMonth` on, grouped by
   * template (or the auto-response) and by month on the wall clock of `timeZone`.
   */
  sendsByTemplateAndMonth(venueId: string, firstMonth: CalendarMonth, timeZone: string): Promise<EmailSendGroup[]>;
  /** Marks the tracked mail with this open token's hash opened at `at`, the first time only. */
  markOpened(openTokenHash: string, at: Date): Promise<void>;
}
