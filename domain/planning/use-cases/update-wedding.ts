import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { applyWeddingChanges, type WeddingChanges } from '../wedding.js';
import { weddingView, type GetWeddingPorts, type WeddingView } from './get-wedding.js';
import { loadWedding } from './load-wedding.js';

/** The couple edits their wedding: date, partner, guests, budget range and total, town, countdown shown or not. */
export class UpdateWedding {
  constructor(private readonly ports: GetWeddingPorts & Pick<Ports, 'uow'>) {}

  async execute(actor: Actor | null, changes: WeddingChanges): Promise<WeddingView> {
    const { account, wedding } = await this.ports.uow.run(async () => {
      const loaded = await loadWedding(this.ports, actor);
      const now = this.ports.clock.now();
      const updated = applyWeddingChanges(loaded.wedding, changes, calendarDateIn(now), now);
      await this.ports.weddings.save(updated);
      return { account: loaded.account, wedding: updated };
    });
    return weddingView(this.ports, account, wedding);
  }
}
