import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { accessMoodboard, type MoodboardTarget } from './moodboard-access.js';
import type { PlanningAccessPorts } from './planning-access.js';

/** Ends the board's read-only link; revoking when there is none is no error. */
export class RevokeMoodboardShare {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'moodboardShares' | 'uow'>) {}

  async execute(actor: Actor | null, target: MoodboardTarget = {}): Promise<void> {
    await this.ports.uow.run(async () => {
      const { wedding } = await accessMoodboard(this.ports, actor, target, 'canEdit');
      await this.ports.moodboardShares.delete(wedding.id);
    });
  }
}
