import { InvalidInputError } from '../shared/domain-error.js';
import { requiredText } from './planning-text.js';

export const COMMENT_SECTIONS = ['general', 'venue', 'timeline', 'budget', 'guests'] as const;
export type CommentSection = (typeof COMMENT_SECTIONS)[number];

export const COMMENT_LIMITS = { contentLength: 2000, maxCommentsPerWedding: 1000 } as const;

/** The spec's Comment on the collaboration tab. */
export interface Comment {
  id: string;
  weddingId: string;
  authorId: string;
  authorName: string;
  content: string;
  section: CommentSection;
  resolved: boolean;
  createdAt: Date;
}

export function newComment(
  input: { content: string; section?: string | null },
  context: { id: string; weddingId: string; authorId: string; authorName: string; now: Date },
): Comment {
  const section = input.section ?? 'general';
  if (!(COMMENT_SECTIONS as readonly string[]).includes(section)) {
    throw new InvalidInputError('PLANNING.INVALID_COMMENT', 'section', `section must be one of ${COMMENT_SECTIONS.join(', ')}`);
  }
  return {
    id: context.id,
    weddingId: context.weddingId,
    authorId: context.authorId,
    authorName: context.authorName,
    content: requiredText('PLANNING.INVALID_COMMENT', 'content', input.content, COMMENT_LIMITS.contentLength),
    section: section as CommentSection,
    resolved: false,
    createdAt: context.now,
  };
}
