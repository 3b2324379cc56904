import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { accessMoodboard, type MoodboardTarget } from './moodboard-access.js';
import type { PlanningAccessPorts } from './planning-access.js';

export interface MoodboardShareLink {
  /** The secret for the link; it is shown once and only its hash is kept. */
  token: string;
  createdAt: Date;
}

/** Share: a new read-only link to the wedding's board; any earlier link stops working (as Share Timeline). */
export class ShareMoodboard {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'moodboardShares' | 'secretTokens' | 'uow'>) {}

  async execute(actor: Actor | null, target: MoodboardTarget = {}): Promise<MoodboardShareLink> {
    return this.ports.uow.run(async () => {
      const { wedding } = await accessMoodboard(this.ports, actor, target, 'canEdit');
      const { token, hash } = this.ports.secretTokens.create();
      const createdAt = this.ports.clock.now();
      await this.ports.moodboardShares.replace({ weddingId: wedding.id, tokenHash: hash, createdAt });
      return { token, createdAt };
    });
  }
}
