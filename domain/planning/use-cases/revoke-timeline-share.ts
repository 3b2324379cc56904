import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { loadWedding, type WeddingPorts } from './load-wedding.js';

/** Ends the read-only link; revoking when there is none is no error. */
export class RevokeTimelineShare {
  constructor(private readonly ports: WeddingPorts & Pick<Ports, 'timelineShares' | 'uow'>) {}

  async execute(actor: Actor | null): Promise<void> {
    await this.ports.uow.run(async () => {
      const { wedding } = await loadWedding(this.ports, actor);
      await this.ports.timelineShares.delete(wedding.id);
    });
  }
}
