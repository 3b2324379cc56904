import type { EntityManager } from '@mikro-orm/core';
import type { TaskCategory, TaskPriority } from '../../../domain/planning/timeline-tasks.js';
import type { TimelineTask } from '../../../domain/planning/timeline-task.js';
import type { TimelineTaskRepository } from '../../../domain/planning/timeline-task-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toCalendarDate, toInstant } from './row-values.js';

interface TaskRow {
  id: string;
  wedding_id: string;
  booking_id: string | null;
  template_key: string | null;
  title: string;
  description: string;
  category: string;
  priority: string;
  weeks_before_wedding: number | string | null;
  estimated_duration: string;
  due_date: string | Date;
  is_completed: boolean;
  completed_at: Date | string | null;
  notes: string;
  position: number;
  revision: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = [
  'id', 'wedding_id', 'booking_id', 'template_key', 'title', 'description', 'category', 'priority', 'weeks_before_wedding',
  'estimated_duration', 'due_date', 'is_completed', 'completed_at', 'notes', 'position', 'revision', 'created_at', 'updated_at',
] as const;

function toTask(row: TaskRow): TimelineTask {
  return {
    id: row.id,
    weddingId: row.wedding_id,
    bookingId: row.booking_id,
    templateKey: row.template_key,
    title: row.title,
    description: row.description,
    category: row.category as TaskCategory,
    priority: row.priority as TaskPriority,
    weeksBeforeWedding: row.weeks_before_wedding === null ? null : Number(row.weeks_before_wedding),
    estimatedDuration: row.estimated_duration,
    dueDate: toCalendarDate(row.due_date),
    isCompleted: row.is_completed,
    completedAt: row.completed_at === null ? null : toInstant(row.completed_at),
    notes: row.notes,
    position: Number(row.position),
    revision: Number(row.revision),
    createdAt: toInstant(row.created_at),
    updatedAt: toInstant(row.updated_at),
  };
}

const values = (t: TimelineTask) => [
  t.id, t.weddingId, t.bookingId, t.templateKey, t.title, t.description, t.category, t.priority, t.weeksBeforeWedding,
  t.estimatedDuration, t.dueDate, t.isCompleted, t.completedAt, t.notes, t.position, t.revision, t.createdAt, t.updatedAt,
];

export class PostgresTimelineTaskRepository implements TimelineTaskRepository {
  constructor(private readonly em: EntityManager) {}

  async listByWedding(weddingId: string): Promise<TimelineTask[]> {
    if (!isUuid(weddingId)) return [];
    const rows: TaskRow[] = await scopedEm(this.em).execute(`select ${COLUMNS.join(', ')} from timeline_task where wedding_id = ? order by seq`, [weddingId]);
    return rows.map(toTask);
  }

  async findById(id: string): Promise<TimelineTask | null> {
    if (!isUuid(id)) return null;
    const rows: TaskRow[] = await scopedEm(this.em).execute(`select ${COLUMNS.join(', ')} from timeline_task where id = ?`, [id]);
    return rows[0] ? toTask(rows[0]) : null;
  }

  async countByWedding(weddingId: string): Promise<number> {
    if (!isUuid(weddingId)) return 0;
    const rows: { count: string | number }[] = await scopedEm(this.em).execute(`select count(*) as count from timeline_task where wedding_id = ?`, [weddingId]);
    return Number(rows[0]?.count ?? 0);
  }

  async addMany(tasks: readonly TimelineTask[]): Promise<void> {
    if (!tasks.length) return;
    const row = `(${COLUMNS.map(() => '?').join(', ')})`;
    await scopedEm(this.em).execute(`insert into timeline_task (${COLUMNS.join(', ')}) values ${tasks.map(() => row).join(', ')}`, tasks.flatMap(values), 'run');
  }

  async updateMany(tasks: readonly TimelineTask[]): Promise<void> {
    const assignments = COLUMNS.slice(1).map((column) => `${column} = ?`).join(', ');
    for (const task of tasks) {
      const [id, ...rest] = values(task);
      await scopedEm(this.em).execute(`update timeline_task set ${assignments} where id = ?`, [...rest, id], 'run');
    }
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return;
    await scopedEm(this.em).execute(`delete from timeline_task where id in (${valid.map(() => '?').join(', ')})`, valid, 'run');
  }
}
