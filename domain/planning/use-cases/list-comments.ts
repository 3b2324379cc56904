import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { Comment } from '../comment.js';
import { accessBookingWedding, type PlanningAccessPorts } from './planning-access.js';

/** The collaboration tab's comments on the wedding, oldest first. */
export class ListComments {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'comments'>) {}

  async execute(actor: Actor | null, bookingId: string): Promise<Comment[]> {
    const { wedding } = await accessBookingWedding(this.ports, actor, bookingId);
    return this.ports.comments.listByWedding(wedding.id);
  }
}
