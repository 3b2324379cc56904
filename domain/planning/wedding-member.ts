import type { InvitableRole } from './collaborator-role.js';

/** Someone invited to plan a wedding: pending until they accept with an account. */
export interface WeddingMember {
  id: string;
  weddingId: string;
  /** The address the invitation went to, lower-cased. */
  email: string;
  role: InvitableRole;
  /** The account that accepted; null while the invitation is open. */
  accountId: string | null;
  /** SHA-256 of the invitation link's secret; null once accepted. */
  inviteTokenHash: string | null;
  invitedById: string;
  invitedAt: Date;
  acceptedAt: Date | null;
  /** The collaborator asked for a daily mail of what changed. */
  dailyDigest: boolean;
  lastDigestAt: Date | null;
}

/** Seen within this long counts as online. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** A visit writes "last seen" at most this often. */
export const SEEN_WRITE_INTERVAL_MS = 60_000;
/** How often a collaborator who asked for it gets the digest. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60_000;
export const TEAM_LIMITS = { maxMembersPerWedding: 50 } as const;
