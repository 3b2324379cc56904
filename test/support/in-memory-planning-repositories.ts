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
}
