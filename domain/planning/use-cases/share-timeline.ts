import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

export interface TimelineShareLink {
  /** The secret for the link; it is shown once and only its hash is kept. */
  token: string;
  createdAt: Date;
}

/** Share Timeline: a new read-only link to the couple's timeline; any earlier link stops working. */
export class ShareTimeline {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'timelineShares' | 'secretTokens' | 'uow'>) {}

  async execute(actor: Actor | null, scope: PlanningScope = {}): Promise<TimelineShareLink> {
    return this.ports.uow.run(async () => {
      const { wedding } = await accessWedding(this.ports, actor, scope, 'canEdit');
      const { token, hash } = this.ports.secretTokens.create();
      const createdAt = this.ports.clock.now();
      await this.ports.timelineShares.replace({ weddingId: wedding.id, tokenHash: hash, createdAt });
      return { token, createdAt };
    });
  }
}
