import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { Comment } from '../comment.js';
import { loadCoupleBooking, loadWedding, type WeddingPorts } from './load-wedding.js';

/** The collaboration tab's comments on the wedding, oldest first. */
export class ListComments {
  constructor(private readonly ports: WeddingPorts & Pick<Ports, 'comments' | 'bookings'>) {}

  async execute(actor: Actor | null, bookingId: string): Promise<Comment[]> {
    await loadCoupleBooking(this.ports, actor, bookingId);
    const { wedding } = await loadWedding(this.ports, actor);
    return this.ports.comments.listByWedding(wedding.id);
  }
}
