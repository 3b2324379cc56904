import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Comment } from '../comment.js';
import { accessRowWedding, type PlanningAccessPorts } from './planning-access.js';

/** Mark Resolved: anyone who may comment on the wedding closes a comment (it stays, marked resolved). */
export class ResolveComment {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'comments' | 'uow'>) {}

  async execute(actor: Actor | null, commentId: string, changes: { resolved?: unknown }): Promise<Comment> {
    if (changes.resolved !== true) throw new InvalidInputError('PLANNING.INVALID_COMMENT', 'resolved', 'resolved must be true: a resolved comment stays resolved');
    return this.ports.uow.run(async () => {
      const comment = actor ? await this.ports.comments.findById(commentId) : null;
      await accessRowWedding(this.ports, actor, comment, () => new NotFoundError('PLANNING.COMMENT_NOT_FOUND', 'Comment'), 'canComment');
      const resolved = { ...comment!, resolved: true };
      await this.ports.comments.markResolved(resolved.id);
      return resolved;
    });
  }
}
