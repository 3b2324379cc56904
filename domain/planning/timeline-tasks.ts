// The task list the timeline generator starts from; the rules that pick from it are in timeline.ts.

export const TASK_CATEGORIES = [
  'venue', 'vendors', 'attire', 'invitations', 'flowers', 'catering', 'music', 'photography', 'transportation', 'other',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export interface TimelineTaskPlan {
  title: string;
  description: string;
  category: TaskCategory;
  priority: TaskPriority;
  weeksBeforeWedding: number;
  estimatedDuration: string;
}

/** Twenty tasks from a year out to the day before, fitted to the Hill Country season. */
export const BASE_TIMELINE: readonly TimelineTaskPlan[] = [
  { title: 'Set your budget and draft the guest list', description: 'Agree on a total budget and a rough head count; both decide which venues fit.', category: 'other', priority: 'high', weeksBeforeWedding: 52, estimatedDuration: '2 weeks' },
  { title: 'Tour and book your venue', description: 'Popular Hill Country venues book a year ahead, especially for spring and fall Saturdays.', category: 'venue', priority: 'high', weeksBeforeWedding: 50, estimatedDuration: '3 weeks' },
  { title: 'Book your photographer and videographer', description: 'Compare portfolios and reserve your date before peak season fills up.', category: 'photography', priority: 'high', weeksBeforeWedding: 46, estimatedDuration: '2 weeks' },
  { title: 'Choose a caterer and schedule a tasting', description: 'Check whether your venue requires its in-house or preferred caterers first.', category: 'catering', priority: 'high', weeksBeforeWedding: 42, estimatedDuration: '2 weeks' },
  { title: 'Book your band or DJ', description: 'Ask about sound limits and end times at your venue.', category: 'music', priority: 'medium', weeksBeforeWedding: 38, estimatedDuration: '1 week' },
  { title: 'Send save-the-dates', description: 'Give out-of-town guests time to plan travel and book lodging nearby.', category: 'invitations', priority: 'medium', weeksBeforeWedding: 36, estimatedDuration: '1 week' },
  { title: 'Shop for wedding attire', description: 'Gowns can take four to six months to arrive, plus time for alterations.', category: 'attire', priority: 'high', weeksBeforeWedding: 32, estimatedDuration: '4 weeks' },
  { title: 'Book your florist', description: 'Share your palette and ask which blooms are in season on your date.', category: 'flowers', priority: 'medium', weeksBeforeWedding: 28, estimatedDuration: '1 week' },
  { title: 'Book your officiant', description: 'Confirm availability and talk through the ceremony you want.', category: 'vendors', priority: 'medium', weeksBeforeWedding: 26, estimatedDuration: '1 week' },
  { title: 'Reserve guest transportation', description: 'Shuttles between hotels and a rural venue spare guests long drives on dark ranch roads.', category: 'transportation', priority: 'low', weeksBeforeWedding: 24, estimatedDuration: '1 week' },
  { title: 'Order the wedding cake', description: 'Schedule a tasting and settle on flavours, size and delivery.', category: 'catering', priority: 'medium', weeksBeforeWedding: 20, estimatedDuration: '1 week' },
  { title: 'Book hair and makeup with a trial', description: 'Reserve artists for the day and a trial run a few weeks before.', category: 'attire', priority: 'medium', weeksBeforeWedding: 16, estimatedDuration: '1 day' },
  { title: 'Order invitations', description: 'Allow time for proofs and printing before they go in the mail.', category: 'invitations', priority: 'high', weeksBeforeWedding: 14, estimatedDuration: '2 weeks' },
  { title: 'Finalize the menu', description: 'Settle courses, dietary options and bar service with your caterer.', category: 'catering', priority: 'medium', weeksBeforeWedding: 10, estimatedDuration: '1 week' },
  { title: 'Mail invitations', description: 'Set the RSVP date about four weeks before the wedding.', category: 'invitations', priority: 'high', weeksBeforeWedding: 8, estimatedDuration: '1 day' },
  { title: 'Final attire fittings', description: 'Bring the shoes and accessories you will wear on the day.', category: 'attire', priority: 'medium', weeksBeforeWedding: 4, estimatedDuration: '1 day' },
  { title: 'Get your marriage license', description: 'A Texas license is valid for 90 days and has a 72-hour waiting period.', category: 'other', priority: 'high', weeksBeforeWedding: 3, estimatedDuration: '1 day' },
  { title: 'Confirm the final head count and seating chart', description: 'Send the numbers to your caterer and venue.', category: 'catering', priority: 'high', weeksBeforeWedding: 2, estimatedDuration: '3 days' },
  { title: 'Confirm arrival times with every vendor', description: 'Share the day-of timeline and a contact who is not the couple.', category: 'vendors', priority: 'high', weeksBeforeWedding: 1, estimatedDuration: '2 days' },
  { title: 'Rehearsal and rehearsal dinner', description: 'Walk through the ceremony at the venue, then relax with family and the wedding party.', category: 'other', priority: 'high', weeksBeforeWedding: 0.14, estimatedDuration: '1 evening' },
];

export const COORDINATOR_TASK: TimelineTaskPlan = {
  title: 'Hire a day-of coordinator',
  description: 'With more than 150 guests, someone other than the couple should run the day and direct the vendors.',
  category: 'vendors',
  priority: 'high',
  weeksBeforeWedding: 16,
  estimatedDuration: '1 week',
};

export const WEATHER_PLAN_TASK: TimelineTaskPlan = {
  title: 'Make a weather contingency plan',
  description: 'Reserve a tent or indoor backup for spring storms, and shade, fans and water for summer heat.',
  category: 'venue',
  priority: 'high',
  weeksBeforeWedding: 8,
  estimatedDuration: '1 week',
};
