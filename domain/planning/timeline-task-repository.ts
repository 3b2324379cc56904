import type { TimelineTask } from './timeline-task.js';

export interface TimelineTaskRepository {
  /** In the order they were added. */
  listByWedding(weddingId: string): Promise<TimelineTask[]>;
  findById(id: string): Promise<TimelineTask | null>;
  countByWedding(weddingId: string): Promise<number>;
  addMany(tasks: readonly TimelineTask[]): Promise<void>;
  /** Writes every field of each existing task. */
  updateMany(tasks: readonly TimelineTask[]): Promise<void>;
  deleteMany(ids: readonly string[]): Promise<void>;
}
