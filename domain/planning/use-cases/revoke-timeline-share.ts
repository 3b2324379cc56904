import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

/** Ends the read-only link; revoking when there is none is no error. */
export class RevokeTimelineShare {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'timelineShares' | 'uow'>) {}

  async execute(actor: Actor | null, scope: PlanningScope = {}): Promise<void> {
    await this.ports.uow.run(async () => {
      const { wedding } = await accessWedding(this.ports, actor, scope, 'canEdit');
      await this.ports.timelineShares.delete(wedding.id);
    });
  }
}
