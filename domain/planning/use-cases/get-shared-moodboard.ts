import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { MoodboardItem } from '../moodboard.js';
import { coupleName } from '../wedding.js';

export interface SharedMoodboardView {
  coupleName: string;
  items: MoodboardItem[];
  updatedAt: Date | null;
}

/** What a shared board link shows anyone who has it, read-only; a revoked or unknown link is not found. */
export class GetSharedMoodboard {
  constructor(private readonly ports: Pick<Ports, 'moodboardShares' | 'moodboards' | 'weddings' | 'accounts' | 'secretTokens'>) {}

  async execute(token: string): Promise<SharedMoodboardView> {
    const share = await this.ports.moodboardShares.findByTokenHash(this.ports.secretTokens.hash(token));
    const wedding = share ? await this.ports.weddings.findById(share.weddingId) : null;
    const account = wedding ? await this.ports.accounts.findById(wedding.accountId) : null;
    if (!wedding || !account) throw new NotFoundError('PLANNING.SHARED_MOODBOARD_NOT_FOUND', 'Shared mood board');
    const board = await this.ports.moodboards.findByWedding(wedding.id);
    return { coupleName: coupleName(account, wedding), items: board?.items ?? [], updatedAt: board?.updatedAt ?? null };
  }
}
