import type { EntityManager } from '@mikro-orm/core';
import type { Comment, CommentSection } from '../../../domain/planning/comment.js';
import type { CommentRepository } from '../../../domain/planning/comment-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface CommentRow {
  id: string;
  wedding_id: string;
  author_id: string;
  author_name: string;
  content: string;
  section: string;
  resolved: boolean;
  created_at: Date | string;
}

const COLUMNS = `id, wedding_id, author_id, author_name, content, section, resolved, created_at`;

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    weddingId: row.wedding_id,
    authorId: row.author_id,
    authorName: row.author_name,
    content: row.content,
    section: row.section as CommentSection,
    resolved: row.resolved,
    createdAt: toInstant(row.created_at),
  };
}

export class PostgresCommentRepository implements CommentRepository {
  constructor(private readonly em: EntityManager) {}

  async listByWedding(weddingId: string): Promise<Comment[]> {
    if (!isUuid(weddingId)) return [];
    const rows: CommentRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from planning_comment where wedding_id = ? order by created_at, seq`, [weddingId]);
    return rows.map(toComment);
  }

  async countByWedding(weddingId: string): Promise<number> {
    if (!isUuid(weddingId)) return 0;
    const rows: { count: string | number }[] = await scopedEm(this.em).execute(`select count(*) as count from planning_comment where wedding_id = ?`, [weddingId]);
    return Number(rows[0]?.count ?? 0);
  }

  async findById(id: string): Promise<Comment | null> {
    if (!isUuid(id)) return null;
    const rows: CommentRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from planning_comment where id = ?`, [id]);
    return rows[0] ? toComment(rows[0]) : null;
  }

  async markResolved(id: string): Promise<void> {
    if (isUuid(id)) await scopedEm(this.em).execute(`update planning_comment set resolved = true where id = ?`, [id]);
  }

  async add(c: Comment): Promise<void> {
    await scopedEm(this.em).execute(`insert into planning_comment (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?)`, [
      c.id, c.weddingId, c.authorId, c.authorName, c.content, c.section, c.resolved, c.createdAt,
    ]);
  }
}
