/** An operator's decision on a listing, kept with its reason for the owner and other operators. */
export const MODERATION_DECISIONS = ['rejected', 'unpublished'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export interface VenueModeration {
  venueId: string;
  decision: ModerationDecision;
  reason: string | null;
  decidedAt: Date;
}

export const MODERATION_REASON_MAX_LENGTH = 1000;

export interface VenueModerationRepository {
  record(moderation: VenueModeration): Promise<void>;
  /** The newest decision on the venue, or null. */
  latest(venueId: string): Promise<VenueModeration | null>;
}
