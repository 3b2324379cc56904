import type { EntityManager } from '@mikro-orm/core';
import type { Moodboard, MoodboardItem, MoodboardItemType } from '../../../domain/planning/moodboard.js';
import type { MoodboardRepository } from '../../../domain/planning/moodboard-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface ItemRow {
  id: string;
  type: string;
  content: string;
  x: number | string;
  y: number | string;
  width: number | string;
  height: number | string;
  title: string | null;
  description: string | null;
}

const ITEM_COLUMNS = ['wedding_id', 'id', 'draw_order', 'type', 'content', 'x', 'y', 'width', 'height', 'title', 'description'] as const;

function toItem(row: ItemRow): MoodboardItem {
  return {
    id: row.id,
    type: row.type as MoodboardItemType,
    content: row.content,
    position: { x: Number(row.x), y: Number(row.y) },
    size: { width: Number(row.width), height: Number(row.height) },
    title: row.title,
    description: row.description,
  };
}

/** A wedding's board: one row for when it was saved, one per item in drawing order. */
export class PostgresMoodboardRepository implements MoodboardRepository {
  constructor(private readonly em: EntityManager) {}

  async findByWedding(weddingId: string): Promise<Moodboard | null> {
    if (!isUuid(weddingId)) return null;
    const em = scopedEm(this.em);
    const boards: { updated_at: Date | string }[] = await em.execute(`select updated_at from moodboard where wedding_id = ?`, [weddingId]);
    if (!boards[0]) return null;
    const rows: ItemRow[] = await em.execute(
      `select id, type, content, x, y, width, height, title, description from moodboard_item where wedding_id = ? order by draw_order`,
      [weddingId],
    );
    return { weddingId, items: rows.map(toItem), updatedAt: toInstant(boards[0].updated_at) };
  }

  async replaceItems(weddingId: string, items: readonly MoodboardItem[], updatedAt: Date): Promise<void> {
    const em = scopedEm(this.em);
    await em.execute(
      `insert into moodboard (wedding_id, updated_at) values (?, ?) on conflict (wedding_id) do update set updated_at = excluded.updated_at`,
      [weddingId, updatedAt],
      'run',
    );
    await em.execute(`delete from moodboard_item where wedding_id = ?`, [weddingId], 'run');
    if (!items.length) return;
    const row = `(${ITEM_COLUMNS.map(() => '?').join(', ')})`;
    const values = items.flatMap((item, order) => [
      weddingId, item.id, order, item.type, item.content, item.position.x, item.position.y, item.size.width, item.size.height, item.title, item.description,
    ]);
    await em.execute(`insert into moodboard_item (${ITEM_COLUMNS.join(', ')}) values ${items.map(() => row).join(', ')}`, values, 'run');
  }
}
