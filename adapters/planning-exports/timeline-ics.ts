import ical, { ICalEventTransparency } from 'ical-generator';
import type { TimelineTask } from '../../domain/planning/timeline-task.js';
import { addDays } from '../../domain/shared/calendar-date.js';

/** A stable domain for event UIDs: a task keeps its UID across exports, so a re-import updates it. */
const UID_DOMAIN = 'hillcountryweddings.example';
const ICAL_PRIORITY = { high: 1, medium: 5, low: 9 } as const;

export interface TimelineCalendar {
  coupleName: string;
  tasks: readonly TimelineTask[];
  /** Where the couple opens their timeline, linked from each event. */
  timelineUrl: string;
}

/**
 * The timeline as an RFC 5545 calendar: one all-day VEVENT per task on its due date (a DATE value,
 * so no time zone applies), UID from the task's id, SEQUENCE from its revision and DTSTAMP in UTC.
 * Completed tasks say so in their summary. Events are transparent: they do not block busy time.
 */
export function renderTimelineIcs(calendar: TimelineCalendar, stamp: Date): string {
  const cal = ical({
    name: `Wedding timeline: ${calendar.coupleName}`,
    prodId: { company: 'Hill Country Weddings', product: 'Wedding Planning Timeline', language: 'EN' },
  });
  for (const task of calendar.tasks) {
    const description = [task.description, task.notes ? `Notes: ${task.notes}` : '', `Category: ${task.category} · Priority: ${task.priority}`]
      .filter(Boolean)
      .join('\n\n');
    cal.createEvent({
      id: `${task.id}@${UID_DOMAIN}`,
      allDay: true,
      start: task.dueDate,
      end: addDays(task.dueDate, 1),
      summary: task.isCompleted ? `✓ ${task.title}` : task.title,
      description,
      categories: [{ name: task.category }],
      priority: ICAL_PRIORITY[task.priority],
      sequence: task.revision,
      stamp,
      lastModified: task.updatedAt,
      transparency: ICalEventTransparency.TRANSPARENT,
      url: calendar.timelineUrl,
    });
  }
  return cal.toString();
}
