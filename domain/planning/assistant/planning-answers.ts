import { daysBetween } from '../../shared/calendar-date.js';
import { formatLongDate, formatUsd } from '../../shared/format.js';
import type { Cents } from '../../shared/money.js';
import { MILESTONES, milestoneDate } from '../countdown.js';
import { weddingCountdown } from '../wedding.js';
import { chatBudgetSplit, venueShareCents } from './chat-budget-split.js';
import type { AssistantIntent } from './assistant-intent.js';
import type { AssistantReply, AssistantSnapshot, AssistantTask } from './planning-assistant.js';
import { QUICK_ACTIONS, searchAction } from './quick-actions.js';

// The answers that need only the couple's snapshot: next tasks, days left, the budget split,
// RSVPs, and the greeting that says what the assistant understands. Each is built from the
// couple's own data; where a piece is missing it says so and links to where it is filled in.

/** How many open tasks an answer lists. */
export const NEXT_TASKS_SHOWN = 3;

export const SUGGESTED_QUESTIONS = {
  tasks: 'What should I do next?',
  countdown: 'How many days until the wedding?',
  budget: 'How should I split my budget?',
  rsvp: "Who has RSVP'd so far?",
} as const;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A venue question that fits the couple: their guest count when known. */
export function venueSuggestion(snapshot: AssistantSnapshot): string {
  const guests = snapshot.wedding.estimatedGuests;
  return guests ? `Find a venue for ${guests} guests` : 'Find an outdoor venue';
}

/** The follow-up questions for an answer: every other topic, the venue one fitted to the couple. */
export function suggestionsBesides(snapshot: AssistantSnapshot, intent: AssistantIntent): string[] {
  const questions: [AssistantIntent, string][] = [
    ['tasks', SUGGESTED_QUESTIONS.tasks],
    ['countdown', SUGGESTED_QUESTIONS.countdown],
    ['budget', SUGGESTED_QUESTIONS.budget],
    ['rsvp', SUGGESTED_QUESTIONS.rsvp],
    ['venues', venueSuggestion(snapshot)],
  ];
  return questions.filter(([topic]) => topic !== intent).map(([, question]) => question);
}

function whenDue(task: AssistantTask, snapshot: AssistantSnapshot): string {
  const days = daysBetween(snapshot.today, task.dueDate);
  if (days < 0) return `overdue since ${formatLongDate(task.dueDate)}`;
  if (days === 0) return 'due today';
  return `due ${formatLongDate(task.dueDate)}`;
}

export function tasksAnswer(snapshot: AssistantSnapshot): AssistantReply {
  const suggestions = suggestionsBesides(snapshot, 'tasks');
  const { tasks } = snapshot;
  if (tasks.length === 0) {
    const date = snapshot.wedding.weddingDate;
    return {
      content: date
        ? `You don't have a timeline yet. Generate one for ${formatLongDate(date)} and I'll tell you what to do first.`
        : "You don't have a timeline yet, and your wedding date isn't set. Set the date, generate your timeline, and I'll tell you what to do first.",
      suggestions,
      quickActions: date ? [QUICK_ACTIONS.generateTimeline] : [QUICK_ACTIONS.setDate, QUICK_ACTIONS.generateTimeline],
    };
  }
  const open = tasks.filter((task) => !task.isCompleted);
  if (open.length === 0) {
    return {
      content: `All ${plural(tasks.length, 'task')} on your timeline are done. Well done! Add your own tasks on the timeline if anything else comes up.`,
      suggestions,
      quickActions: [QUICK_ACTIONS.timeline],
    };
  }
  const overdue = open.filter((task) => task.dueDate < snapshot.today).length;
  const lines = open.slice(0, NEXT_TASKS_SHOWN).map((task) => `• ${task.title}: ${whenDue(task, snapshot)}`);
  const done = tasks.length - open.length;
  const overdueNote = overdue > 0 ? `\n${plural(overdue, 'task')} ${overdue === 1 ? 'is' : 'are'} overdue: start there.` : '';
  return {
    content: `Here's what's next on your timeline (${done} of ${tasks.length} done):\n${lines.join('\n')}${overdueNote}`,
    suggestions,
    quickActions: [QUICK_ACTIONS.timeline, QUICK_ACTIONS.overview],
  };
}

export function countdownAnswer(snapshot: AssistantSnapshot): AssistantReply {
  const suggestions = suggestionsBesides(snapshot, 'countdown');
  const date = snapshot.wedding.weddingDate;
  const countdown = weddingCountdown(date, snapshot.today);
  if (!date || !countdown) {
    return {
      content: "Your wedding date isn't set yet, so there's nothing to count down to. Set the date and I'll tell you how many days are left.",
      suggestions,
      quickActions: [QUICK_ACTIONS.setDate, QUICK_ACTIONS.generateTimeline],
    };
  }
  const daysLeft = daysBetween(snapshot.today, date);
  if (daysLeft < 0) {
    return { content: `Your wedding day was ${formatLongDate(date)}. Congratulations!`, suggestions, quickActions: [QUICK_ACTIONS.overview] };
  }
  if (daysLeft === 0) {
    return { content: `Today is your wedding day, ${formatLongDate(date)}. Congratulations, and enjoy every minute!`, suggestions, quickActions: [QUICK_ACTIONS.timeline] };
  }
  // Milestones run from 180 days down to 7: the next is the first still ahead.
  const next = MILESTONES.find((milestone) => milestone.daysFromWedding < daysLeft);
  const milestoneNote = next
    ? `\nNext milestone: ${next.title} in ${plural(daysLeft - next.daysFromWedding, 'day')}, on ${formatLongDate(milestoneDate(date, next))}.`
    : '';
  return {
    content:
      `Your wedding is on ${formatLongDate(date)}: ${plural(daysLeft, 'day')} to go (${plural(countdown.weeksLeft, 'week')}). ` +
      `You're in the ${countdown.planningPhase} planning phase.${milestoneNote}`,
    suggestions,
    quickActions: [QUICK_ACTIONS.timeline, QUICK_ACTIONS.overview],
  };
}

const EVERYTHING_ELSE = 'Everything else covers stationery, transport and a cushion for surprises.';

/** The split of the couple's own total, or of an amount the question names ("how should we spend $30,000"). */
export function budgetAnswer(snapshot: AssistantSnapshot, askedCents: Cents | null = null): AssistantReply {
  const suggestions = suggestionsBesides(snapshot, 'budget');
  const saved = snapshot.wedding.budgetTotalCents;
  const total = askedCents ?? saved;
  if (total <= 0) {
    return {
      content: 'Your budget total is set to $0. Enter your total on the Budget tab and I will split it for you.',
      suggestions,
      quickActions: [QUICK_ACTIONS.budget],
    };
  }
  const lines = chatBudgetSplit(total).map((part) => `• ${part.label} (${part.percentage}%): ${formatUsd(part.cents)}`);
  const whose = askedCents !== null && askedCents !== saved ? `a ${formatUsd(total)} budget (your saved total is ${formatUsd(saved)})` : `your ${formatUsd(total)} budget`;
  const guests = snapshot.wedding.estimatedGuests ?? undefined;
  return {
    content: `For ${whose}, here's a split that works for most Hill Country weddings:\n${lines.join('\n')}\n${EVERYTHING_ELSE}`,
    suggestions,
    quickActions: [
      QUICK_ACTIONS.budget,
      searchAction(`Venues up to ${formatUsd(venueShareCents(total))}`, { guestCount: guests || undefined, budgetMaxCents: venueShareCents(total) }),
    ],
  };
}

export function rsvpAnswer(snapshot: AssistantSnapshot): AssistantReply {
  const suggestions = suggestionsBesides(snapshot, 'rsvp');
  const { booking } = snapshot;
  if (!booking) {
    return {
      content: "Your guest list lives on your venue booking, and you haven't booked a venue yet. Find and book one, then add your guests and send invitations.",
      suggestions,
      quickActions: [QUICK_ACTIONS.findVenue],
    };
  }
  const at = booking.venueName ? ` for ${booking.venueName}` : '';
  const { guests } = booking;
  if (guests.total === 0) {
    return {
      content: `No guests added yet${at}. Add your guests (or import a spreadsheet), then send invitations to collect RSVPs.`,
      suggestions,
      quickActions: [QUICK_ACTIONS.guests],
    };
  }
  const coming = guests.expectedAttendance;
  return {
    content:
      `Your guest list${at} has ${plural(guests.total, 'guest')}: ${guests.confirmed} confirmed, ${guests.declined} declined ` +
      `and ${guests.pending} still to answer. With plus-ones, ${plural(coming, 'person', 'people')} ${coming === 1 ? 'is' : 'are'} coming so far.`,
    suggestions,
    quickActions: [QUICK_ACTIONS.guests],
  };
}

const TOPICS = [
  `• "${SUGGESTED_QUESTIONS.tasks}": your next open tasks from your timeline`,
  `• "${SUGGESTED_QUESTIONS.countdown}": the days left and your next milestone`,
  `• "${SUGGESTED_QUESTIONS.budget}": a split of your own budget total`,
  `• "${SUGGESTED_QUESTIONS.rsvp}": the RSVP counts of your guest list`,
  '• "Barn venues in Wimberley for 150 guests under $15,000": venues that match, best first',
];

/** A greeting, a call for help, or a question the rules do not cover: what the assistant understands. */
export function helpAnswer(snapshot: AssistantSnapshot, intent: 'greeting' | 'unknown'): AssistantReply {
  const opening =
    intent === 'greeting'
      ? `Hi ${snapshot.coupleName}! I'm your planning assistant, and I answer from your own plans. Ask me about:`
      : "Sorry, I didn't catch that. I'm a simple assistant that answers from your own plans, and I understand questions like:";
  return {
    content: `${opening}\n${TOPICS.join('\n')}`,
    suggestions: suggestionsBesides(snapshot, intent),
    quickActions: [QUICK_ACTIONS.overview, QUICK_ACTIONS.findVenue],
  };
}
