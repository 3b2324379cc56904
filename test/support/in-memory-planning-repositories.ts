import type { Activity } from '../../domain/planning/activity.js';
import type { ActivityRepository, CoupleActivityScope } from '../../domain/planning/activity-repository.js';
import type { BudgetRepository } from '../../domain/planning/budget-repository.js';
import type { Comment } from '../../domain/planning/comment.js';
import type { CommentRepository } from '../../domain/planning/comment-repository.js';
import type { Expense } from '../../domain/planning/expense.js';
import type { TimelineShare, TimelineShareRepository } from '../../domain/planning/timeline-share-repository.js';
import type { TimelineTask } from '../../domain/planning/timeline-task.js';
import type { TimelineTaskRepository } from '../../domain/planning/timeline-task-repository.js';
import type { Wedding } from '../../domain/planning/wedding.js';
import type { WeddingRepository } from '../../domain/planning/wedding-repository.js';
import type { MoodboardImage, MoodboardImageProcessor, MoodboardImageRepository, MoodboardUploadType } from '../../domain/planning/moodboard-image.js';
import type { Moodboard, MoodboardItem } from '../../domain/planning/moodboard.js';
import type { MoodboardRepository, MoodboardShare, MoodboardShareRepository } from '../../domain/planning/moodboard-repository.js';

// The planning ports' behaviour without a database; rows are copied in and out, as a database would.

export class InMemoryWeddingRepository implements WeddingRepository {
  weddings: Wedding[] = [];
  locked: string[] = [];

  async findById(id: string) {
    const found = this.weddings.find((w) => w.id === id);
    return found ? { ...found } : null;
  }

  async findByAccount(accountId: string) {
    const found = this.weddings.find((w) => w.accountId === accountId);
    return found ? { ...found } : null;
  }

  async ensure(wedding: Wedding) {
    if (!this.weddings.some((w) => w.accountId === wedding.accountId)) this.weddings.push({ ...wedding });
    return (await this.findByAccount(wedding.accountId))!;
  }

  async save(wedding: Wedding) {
    this.weddings = this.weddings.map((w) => (w.id === wedding.id ? { ...wedding } : w));
  }

  async lock(weddingId: string) {
    this.locked.push(weddingId);
  }
}

export class InMemoryTimelineTaskRepository implements TimelineTaskRepository {
  tasks: TimelineTask[] = [];

  async listByWedding(weddingId: string) {
    return this.tasks.filter((t) => t.weddingId === weddingId).map((t) => ({ ...t }));
  }

  async findById(id: string) {
    const found = this.tasks.find((t) => t.id === id);
    return found ? { ...found } : null;
  }

  async countByWedding(weddingId: string) {
    return this.tasks.filter((t) => t.weddingId === weddingId).length;
  }

  async addMany(tasks: readonly TimelineTask[]) {
    for (const task of tasks) {
      if (task.templateKey && this.tasks.some((t) => t.weddingId === task.weddingId && t.templateKey === task.templateKey)) throw new Error('duplicate template key');
      this.tasks.push({ ...task });
    }
  }

  async updateMany(tasks: readonly TimelineTask[]) {
    for (const task of tasks) this.tasks = this.tasks.map((t) => (t.id === task.id ? { ...task } : t));
  }

  async deleteMany(ids: readonly string[]) {
    this.tasks = this.tasks.filter((t) => !ids.includes(t.id));
  }
}

export class InMemoryTimelineShareRepository implements TimelineShareRepository {
  shares: TimelineShare[] = [];

  async replace(share: TimelineShare) {
    this.shares = [...this.shares.filter((s) => s.weddingId !== share.weddingId), { ...share }];
  }

  async findByWedding(weddingId: string) {
    return this.shares.find((s) => s.weddingId === weddingId) ?? null;
  }

  async findByTokenHash(tokenHash: string) {
    return this.shares.find((s) => s.tokenHash === tokenHash) ?? null;
  }

  async delete(weddingId: string) {
    const before = this.shares.length;
    this.shares = this.shares.filter((s) => s.weddingId !== weddingId);
    return this.shares.length < before;
  }
}

export class InMemoryBudgetRepository implements BudgetRepository {
  expenses: Expense[] = [];

  async listExpenses(weddingId: string) {
    return this.expenses.filter((e) => e.weddingId === weddingId).map((e) => ({ ...e }));
  }

  async findExpense(id: string) {
    const found = this.expenses.find((e) => e.id === id);
    return found ? { ...found } : null;
  }

  async countExpenses(weddingId: string) {
    return this.expenses.filter((e) => e.weddingId === weddingId).length;
  }

  async addExpense(expense: Expense) {
    this.expenses.push({ ...expense });
  }

  async updateExpense(expense: Expense) {
    this.expenses = this.expenses.map((e) => (e.id === expense.id ? { ...expense } : e));
  }

  async deleteExpense(id: string) {
    this.expenses = this.expenses.filter((e) => e.id !== id);
  }
}

export class InMemoryActivityRepository implements ActivityRepository {
  activities: Activity[] = [];

  async add(activity: Activity) {
    if (!this.activities.some((a) => a.eventId === activity.eventId)) this.activities.push({ ...activity });
  }

  async listForCouple(scope: CoupleActivityScope, limit: number) {
    return this.activities
      .filter((a) => a.weddingId === scope.weddingId || (a.bookingId !== null && scope.bookingIds.includes(a.bookingId)))
      .reverse()
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())
      .slice(0, limit);
  }
}

export class InMemoryCommentRepository implements CommentRepository {
  comments: Comment[] = [];

  async listByWedding(weddingId: string) {
    return this.comments.filter((c) => c.weddingId === weddingId);
  }

  async countByWedding(weddingId: string) {
    return this.comments.filter((c) => c.weddingId === weddingId).length;
  }

  async add(comment: Comment) {
    this.comments.push({ ...comment });
  }

  async findById(id: string) {
    return this.comments.find((c) => c.id === id) ?? null;
  }

  async markResolved(id: string) {
    this.comments = this.comments.map((c) => (c.id === id ? { ...c, resolved: true } : c));
  }
}

export class InMemoryMoodboardRepository implements MoodboardRepository {
  boards: Moodboard[] = [];

  async findByWedding(weddingId: string) {
    const board = this.boards.find((b) => b.weddingId === weddingId);
    return board ? { ...board, items: board.items.map((item) => structuredClone(item)) } : null;
  }

  async replaceItems(weddingId: string, items: readonly MoodboardItem[], updatedAt: Date) {
    const board = { weddingId, items: items.map((item) => structuredClone(item)), updatedAt };
    this.boards = [...this.boards.filter((b) => b.weddingId !== weddingId), board];
  }
}

export class InMemoryMoodboardShareRepository implements MoodboardShareRepository {
  shares: MoodboardShare[] = [];

  async replace(share: MoodboardShare) {
    this.shares = [...this.shares.filter((s) => s.weddingId !== share.weddingId), { ...share }];
  }

  async findByWedding(weddingId: string) {
    return this.shares.find((s) => s.weddingId === weddingId) ?? null;
  }

  async findByTokenHash(tokenHash: string) {
    return this.shares.find((s) => s.tokenHash === tokenHash) ?? null;
  }

  async delete(weddingId: string) {
    const before = this.shares.length;
    this.shares = this.shares.filter((s) => s.weddingId !== weddingId);
    return this.shares.length < before;
  }
}

export class InMemoryMoodboardImageRepository implements MoodboardImageRepository {
  images: MoodboardImage[] = [];

  async add(image: MoodboardImage) {
    this.images.push({ ...image });
  }

  async findById(id: string) {
    return this.images.find((i) => i.id === id) ?? null;
  }

  async countByWedding(weddingId: string) {
    return this.images.filter((i) => i.weddingId === weddingId).length;
  }

  async deleteUnused(weddingId: string, keepIds: readonly string[], before: Date) {
    this.images = this.images.filter((i) => i.weddingId !== weddingId || keepIds.includes(i.id) || i.createdAt >= before);
  }
}

/** Stands in for sharp: any bytes with a picture's signature decode, unless listed as broken; the result is 1/8 of the input. */
export class FakeMoodboardImageProcessor implements MoodboardImageProcessor {
  readonly calls: { type: MoodboardUploadType; maxWidth: number }[] = [];
  broken = false;

  async toStoredWebp(bytes: Uint8Array, type: MoodboardUploadType, maxWidth: number) {
    this.calls.push({ type, maxWidth });
    return this.broken ? null : { bytes: bytes.slice(0, Math.max(1, Math.floor(bytes.length / 8))), width: maxWidth, height: 800 };
  }
}
