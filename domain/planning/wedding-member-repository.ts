import type { WeddingMember } from './wedding-member.js';

export interface WeddingMemberRepository {
  /** Oldest invitation first. */
  listByWedding(weddingId: string): Promise<WeddingMember[]>;
  findById(id: string): Promise<WeddingMember | null>;
  findByEmail(weddingId: string, email: string): Promise<WeddingMember | null>;
  findByTokenHash(tokenHash: string): Promise<WeddingMember | null>;
  /** The accepted membership of an account in a wedding. */
  findJoined(weddingId: string, accountId: string): Promise<WeddingMember | null>;
  /** The weddings an account joined as a collaborator. */
  listJoinedByAccount(accountId: string): Promise<WeddingMember[]>;
  /** Members who asked for the daily digest. */
  listDigestSubscribers(): Promise<WeddingMember[]>;
  save(member: WeddingMember): Promise<void>;
  delete(id: string): Promise<void>;
  /** When each account last opened the wedding's planning. */
  lastSeen(weddingId: string): Promise<Map<string, Date>>;
  /** Records a visit (written at most once a minute per account). */
  markSeen(weddingId: string, accountId: string, at: Date): Promise<void>;
}
