import { displayName, type Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { ConflictError } from '../../shared/domain-error.js';
import { COMMENT_LIMITS, newComment, type Comment } from '../comment.js';
import { loadCoupleBooking, loadWedding, type WeddingPorts } from './load-wedding.js';

/** The couple leaves a comment on a section of their planning. */
export class AddComment {
  constructor(private readonly ports: WeddingPorts & Pick<Ports, 'comments' | 'bookings' | 'uow'>) {}

  async execute(actor: Actor | null, bookingId: string, input: { content: string; section?: string | null }): Promise<Comment> {
    await loadCoupleBooking(this.ports, actor, bookingId);
    return this.ports.uow.run(async () => {
      const { account, wedding } = await loadWedding(this.ports, actor);
      const comment = newComment(input, { id: this.ports.ids.next(), weddingId: wedding.id, authorId: account.id, authorName: displayName(account), now: this.ports.clock.now() });
      await this.ports.weddings.lock(wedding.id);
      if ((await this.ports.comments.countByWedding(wedding.id)) >= COMMENT_LIMITS.maxCommentsPerWedding) {
        throw new ConflictError('PLANNING.COMMENT_LIMIT_REACHED', `A wedding holds at most ${COMMENT_LIMITS.maxCommentsPerWedding} comments.`);
      }
      await this.ports.comments.add(comment);
      return comment;
    });
  }
}
