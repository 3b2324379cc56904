import type { Activity } from '../../../domain/planning/activity.js';
import type { BudgetLine, BudgetSheet } from '../../../domain/planning/budget-sheet.js';
import type { Comment } from '../../../domain/planning/comment.js';
import type { Expense } from '../../../domain/planning/expense.js';
import { expenseLine } from '../../../domain/planning/budget-sheet.js';
import { isTaskOverdue } from '../../../domain/planning/timeline.js';
import { taskSource, type TimelineTask } from '../../../domain/planning/timeline-task.js';
import type { BudgetView } from '../../../domain/planning/use-cases/get-budget.js';
import type { SharedTimelineView } from '../../../domain/planning/use-cases/get-shared-timeline.js';
import type { TimelineView } from '../../../domain/planning/use-cases/get-timeline.js';
import type { WeddingView } from '../../../domain/planning/use-cases/get-wedding.js';
import type { Collaborator } from '../../../domain/planning/team.js';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import { centsToDecimalString as money } from '../../../domain/shared/money.js';
import { presentBooking } from '../../presenters/booking.presenter.js';

const instant = (date: Date | null) => (date ? date.toISOString() : null);

export function presentWedding(view: WeddingView) {
  const { wedding } = view;
  return {
    id: wedding.id,
    weddingDate: wedding.weddingDate,
    partnerName: wedding.partnerName,
    estimatedGuests: wedding.estimatedGuests,
    budgetRange: wedding.budgetRange,
    town: wedding.town,
    countdownHidden: wedding.countdownHidden,
    budgetTotal: money(wedding.budgetTotalCents),
    coupleName: view.coupleName,
    countdown: view.countdown,
    bookings: view.bookings.map(({ booking, venue }) => ({ ...presentBooking(booking), venue })),
    access: view.access,
  };
}

/** The spec's Timeline task, plus where it came from and whether it is overdue today. */
export function presentTask(task: TimelineTask, today: CalendarDate) {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    category: task.category,
    priority: task.priority,
    weeksBeforeWedding: task.weeksBeforeWedding,
    estimatedDuration: task.estimatedDuration,
    isCompleted: task.isCompleted,
    completedAt: instant(task.completedAt),
    dueDate: task.dueDate,
    notes: task.notes,
    source: taskSource(task),
    bookingId: task.bookingId,
    isOverdue: isTaskOverdue(task, today),
  };
}

export function presentTimeline(view: TimelineView) {
  return {
    weddingDate: view.wedding.weddingDate,
    coupleName: view.coupleName,
    tasks: view.tasks.map((task) => presentTask(task, view.today)),
    progress: view.progress,
    sharedSince: instant(view.sharedSince),
  };
}

/** What a shared link shows: the plan and its progress, without the couple's notes. */
export function presentSharedTimeline(view: SharedTimelineView) {
  return {
    coupleName: view.coupleName,
    weddingDate: view.weddingDate,
    tasks: view.tasks.map((task) => {
      const { notes: _notes, bookingId: _bookingId, ...shown } = presentTask(task, view.today);
      return shown;
    }),
    progress: view.progress,
  };
}

/** The spec's Expense, plus where it comes from: the couple, or a booking's deposit or balance. */
export function presentBudgetLine(line: BudgetLine) {
  return {
    id: line.id,
    categoryId: line.categoryId,
    subcategoryId: line.subcategoryId,
    amount: money(line.amountCents),
    description: line.description,
    vendor: line.vendor,
    paid: line.paid,
    date: line.date,
    source: line.source,
    bookingId: line.bookingId,
    createdAt: line.createdAt.toISOString(),
  };
}

export const presentExpense = (expense: Expense) => presentBudgetLine(expenseLine(expense));

function presentSheet(sheet: BudgetSheet) {
  return {
    totalBudget: money(sheet.totalCents),
    categories: sheet.categories.map((category) => ({
      id: category.id,
      name: category.name,
      percentage: category.percentage,
      priority: category.priority,
      color: category.color,
      budgeted: money(category.budgetedCents),
      spent: money(category.spentCents),
      remaining: money(category.remainingCents),
      status: category.status,
      subcategories: category.subcategories.map((sub) => ({ id: sub.id, name: sub.name, budgeted: money(sub.budgetedCents), spent: money(sub.spentCents) })),
    })),
    summary: {
      totalBudgeted: money(sheet.summary.totalBudgetedCents),
      totalSpent: money(sheet.summary.totalSpentCents),
      totalRemaining: money(sheet.summary.totalRemainingCents),
      spentPercentage: sheet.summary.spentPercentage,
    },
  };
}

export function presentBudget(view: BudgetView) {
  return {
    ...presentSheet(view.sheet),
    health: view.sheet.health,
    expenses: view.lines.map(presentBudgetLine),
    recentExpenses: view.recent.map(presentBudgetLine),
  };
}

/** The spec's export file: totalBudget, categories, expenses and summary. */
export function presentBudgetExport(view: BudgetView) {
  const { totalBudget, categories, summary } = presentSheet(view.sheet);
  return { totalBudget, categories, expenses: view.lines.map(presentBudgetLine), summary };
}

export function presentActivity(activity: Activity) {
  return {
    id: activity.id,
    userId: activity.userId,
    userName: activity.userName,
    action: activity.action,
    details: activity.details,
    timestamp: activity.occurredAt.toISOString(),
    type: activity.type,
    bookingId: activity.bookingId,
  };
}

export function presentComment(comment: Comment) {
  return {
    id: comment.id,
    userId: comment.authorId,
    userName: comment.authorName,
    userAvatar: null as string | null,
    content: comment.content,
    timestamp: comment.createdAt.toISOString(),
    section: comment.section,
    resolved: comment.resolved,
  };
}

export function presentCollaborator(collaborator: Collaborator) {
  return { ...collaborator, lastSeen: collaborator.lastSeen?.toISOString() ?? null };
}
