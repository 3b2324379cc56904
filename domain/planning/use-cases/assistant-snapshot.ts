import type { Booking } from '../../bookings/booking.js';
import { guestStats } from '../../guests/guest-stats.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import type { AssistantBooking, AssistantSnapshot } from '../assistant/planning-assistant.js';
import { sortTasks } from '../timeline-task.js';
import { coupleName } from '../wedding.js';
import { coupleBookings } from './load-wedding.js';
import type { PlanningAccess } from './planning-access.js';

export type AssistantSnapshotPorts = Pick<Ports, 'timelineTasks' | 'bookings' | 'guests' | 'venues' | 'clock'>;

/** The booking the guest list hangs on: the one asked through, else the couple's first that still stands. */
async function guestListBooking(ports: AssistantSnapshotPorts, access: PlanningAccess, bookingId?: string): Promise<Booking | null> {
  if (bookingId !== undefined) return ports.bookings.findById(bookingId);
  return (await coupleBookings(ports, access.account.id)).find((booking) => booking.status !== 'cancelled') ?? null;
}

async function assistantBooking(ports: AssistantSnapshotPorts, booking: Booking | null): Promise<AssistantBooking | null> {
  if (!booking) return null;
  const venue = await ports.venues.findById(booking.venueId);
  return {
    id: booking.id,
    venueName: venue?.name ?? null,
    eventDate: booking.eventDate,
    status: booking.status,
    guests: guestStats(await ports.guests.listByBooking(booking.id)),
  };
}

/** What the assistant may know of a wedding, read now: the wedding, its timeline, its guest list. */
export async function assistantSnapshot(ports: AssistantSnapshotPorts, access: PlanningAccess, bookingId?: string): Promise<AssistantSnapshot> {
  const { wedding, account } = access;
  const tasks = sortTasks(await ports.timelineTasks.listByWedding(wedding.id));
  return {
    today: calendarDateIn(ports.clock.now()),
    coupleName: coupleName(account, wedding),
    wedding: {
      weddingDate: wedding.weddingDate,
      estimatedGuests: wedding.estimatedGuests,
      town: wedding.town,
      budgetTotalCents: wedding.budgetTotalCents,
    },
    tasks: tasks.map(({ title, dueDate, isCompleted, priority }) => ({ title, dueDate, isCompleted, priority })),
    booking: await assistantBooking(ports, await guestListBooking(ports, access, bookingId)),
  };
}
