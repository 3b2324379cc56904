import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { applyWeddingChanges, type WeddingChanges } from '../wedding.js';
import { weddingView, type GetWeddingPorts, type WeddingView } from './get-wedding.js';
import { accessWedding, type PlanningScope } from './planning-access.js';

/** The couple edits their wedding: date, partner, guests, budget range and total, town, countdown shown or not. */
export class UpdateWedding {
  constructor(private readonly ports: GetWeddingPorts & Pick<Ports, 'uow'>) {}

  async execute(actor: Actor | null, changes: WeddingChanges, scope: PlanningScope = {}): Promise<WeddingView> {
    const access = await this.ports.uow.run(async () => {
      const loaded = await accessWedding(this.ports, actor, scope, 'canEdit');
      const now = this.ports.clock.now();
      const updated = applyWeddingChanges(loaded.wedding, changes, calendarDateIn(now), now);
      await this.ports.weddings.save(updated);
      return { ...loaded, wedding: updated };
    });
    return weddingView(this.ports, access);
  }
}
