import { displayName, type Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { ConflictError } from '../../shared/domain-error.js';
import { COMMENT_LIMITS, newComment, type Comment } from '../comment.js';
import { accessBookingWedding, type PlanningAccessPorts } from './planning-access.js';

/** The couple or a collaborator who may comment leaves a comment on a section of the planning. */
export class AddComment {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'comments' | 'events' | 'uow'>) {}

  async execute(actor: Actor | null, bookingId: string, input: { content: string; section?: string | null }): Promise<Comment> {
    return this.ports.uow.run(async () => {
      const { wedding, actorId } = await accessBookingWedding(this.ports, actor, bookingId, 'canComment');
      const author = await this.ports.accounts.findById(actorId);
      const comment = newComment(input, { id: this.ports.ids.next(), weddingId: wedding.id, authorId: actorId, authorName: author ? displayName(author) : 'Someone', now: this.ports.clock.now() });
      await this.ports.weddings.lock(wedding.id);
      if ((await this.ports.comments.countByWedding(wedding.id)) >= COMMENT_LIMITS.maxCommentsPerWedding) {
        throw new ConflictError('PLANNING.COMMENT_LIMIT_REACHED', `A wedding holds at most ${COMMENT_LIMITS.maxCommentsPerWedding} comments.`);
      }
      await this.ports.comments.add(comment);
      await this.ports.events.record({
        type: 'planning.comment-added',
        venueId: null,
        weddingId: wedding.id,
        accountId: actorId,
        commentId: comment.id,
        section: comment.section,
        excerpt: comment.content.length > 120 ? `${comment.content.slice(0, 119)}…` : comment.content,
      });
      return comment;
    });
  }
}
