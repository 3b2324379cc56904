import type { Wedding } from './wedding.js';

export interface WeddingRepository {
  findById(id: string): Promise<Wedding | null>;
  findByAccount(accountId: string): Promise<Wedding | null>;
  /** Stores the wedding unless its account has one already (even one made a moment ago); returns the account's wedding. */
  ensure(wedding: Wedding): Promise<Wedding>;
  /** Writes every field of an existing wedding. */
  save(wedding: Wedding): Promise<void>;
  /**
   * Holds the wedding's row until the unit of work ends, so changes to its lists (a generation,
   * a new task or expense against a limit) queue rather than interleave. Only inside a unit of work.
   */
  lock(weddingId: string): Promise<void>;
}
