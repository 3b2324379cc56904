import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { OwnerCalendarEntry } from '../../domain/venue-management/owner-calendar-feed.js';
import { addDays } from '../../domain/shared/calendar-date.js';

/** The same UID domain as the timeline's calendar (timeline-ics.ts): a booking keeps its UID in every refresh. */
const UID_DOMAIN = 'hillcountryweddings.example';

export interface OwnerBookingsCalendar {
  entries: readonly OwnerCalendarEntry[];
  /** Where the owner manages the bookings, linked from each event. */
  dashboardUrl: string;
  /** How often calendar apps should poll, in minutes. */
  refreshMinutes: number;
}

/**
 * The owner's bookings as an RFC 5545 subscription feed, built like the timeline's: one all-day
 * VEVENT per booking on its event date (a DATE value, so no time zone applies), UID from the
 * booking's id, DTSTAMP in UTC. A pending booking is TENTATIVE; confirming it raises SEQUENCE so
 * calendar apps take the update. Only the couple's name and guest count go in: the feed's link
 * can be passed around, so contact details stay on the dashboard.
 */
export function renderBookingsIcs(calendar: OwnerBookingsCalendar, stamp: Date): string {
  const cal = ical({
    name: 'Venue bookings: Hill Country Weddings',
    prodId: { company: 'Hill Country Weddings', product: 'Venue Bookings Feed', language: 'EN' },
    ttl: calendar.refreshMinutes * 60,
  });
  for (const entry of calendar.entries) {
    const confirmed = entry.status === 'confirmed';
    cal.createEvent({
      id: `booking-${entry.bookingId}@${UID_DOMAIN}`,
      allDay: true,
      start: entry.eventDate,
      end: addDays(entry.eventDate, 1),
      summary: `${confirmed ? '' : 'Pending: '}${entry.customerName} wedding at ${entry.venueName}`,
      description: `${entry.guestCount} guests · ${confirmed ? 'Confirmed' : 'Pending: waiting for you to confirm'}`,
      status: confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      sequence: confirmed ? 1 : 0,
      stamp,
      transparency: ICalEventTransparency.OPAQUE,
      url: calendar.dashboardUrl,
    });
  }
  return cal.toString();
}
