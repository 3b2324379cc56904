import type { Comment } from './comment.js';

export interface CommentRepository {
  /** Oldest first, as a conversation reads. */
  listByWedding(weddingId: string): Promise<Comment[]>;
  countByWedding(weddingId: string): Promise<number>;
  add(comment: Comment): Promise<void>;
  findById(id: string): Promise<Comment | null>;
  markResolved(id: string): Promise<void>;
}
