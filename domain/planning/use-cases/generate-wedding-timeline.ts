import type { Actor } from '../../accounts/account.js';
import type { Booking } from '../../bookings/booking.js';
import type { Ports } from '../../ports.js';
import { ConflictError, InvalidInputError } from '../../shared/domain-error.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { validateWeddingDate } from '../countdown.js';
import { generateTimeline, TIMELINE_VENUE_TYPES } from '../timeline.js';
import { mergeGeneratedTasks, TASK_LIMITS } from '../timeline-task.js';
import { WEDDING_LIMITS, type Wedding } from '../wedding.js';
import { timelineView, type TimelinePorts, type TimelineView } from './get-timeline.js';
import { accessBookingWedding, accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

/** The spec's default sample timeline: indoor, 100 guests. */
export const DEFAULT_TIMELINE_VENUE_TYPE = 'indoor';
export const DEFAULT_TIMELINE_GUEST_COUNT = 100;

/** The Generate Timeline form; what is left out comes from the booking, then the wedding, then the defaults. */
export interface TimelineGenerationRequest {
  bookingId?: string | null;
  weddingDate?: string | null;
  guestCount?: number | null;
  venueType?: string | null;
}

/**
 * Generates the wedding's timeline and stores it. Generating again replaces the generated tasks
 * (see mergeGeneratedTasks): a task the plan still has keeps its id, completion and notes, and
 * takes the new wording and due date; the couple's own tasks stay as they are.
 */
export class GenerateWeddingTimeline {
  constructor(private readonly ports: TimelinePorts & PlanningAccessPorts & Pick<Ports, 'uow'>) {}

  async execute(actor: Actor | null, request: TimelineGenerationRequest, scope: PlanningScope = {}): Promise<TimelineView> {
    // Through a booking: that booking's wedding; otherwise the wedding the request is scoped to.
    const access = request.bookingId ? await accessBookingWedding(this.ports, actor, request.bookingId, 'canEdit') : await accessWedding(this.ports, actor, scope, 'canEdit');
    const booking: Booking | null = request.bookingId ? await this.ports.bookings.findById(request.bookingId) : null;
    const venueType = request.venueType ?? DEFAULT_TIMELINE_VENUE_TYPE;
    if (!(TIMELINE_VENUE_TYPES as readonly string[]).includes(venueType)) {
      throw new InvalidInputError('PLANNING.INVALID_TIMELINE_REQUEST', 'venueType', `venueType must be one of ${TIMELINE_VENUE_TYPES.join(', ')}`);
    }
    const guestCount = request.guestCount ?? null;
    if (guestCount !== null && (!Number.isSafeInteger(guestCount) || guestCount < 0 || guestCount > WEDDING_LIMITS.maxEstimatedGuests)) {
      throw new InvalidInputError('PLANNING.INVALID_TIMELINE_REQUEST', 'guestCount', `guestCount must be a whole number from 0 to ${WEDDING_LIMITS.maxEstimatedGuests}`);
    }
    const { account, wedding } = await this.ports.uow.run(async () => {
      const loaded = { account: access.account, wedding: (await this.ports.weddings.findById(access.wedding.id)) ?? access.wedding };
      const drafts = generateTimeline({
        weddingDate: request.weddingDate ?? booking?.eventDate ?? loaded.wedding.weddingDate,
        guestCount: guestCount ?? booking?.guestCount ?? loaded.wedding.estimatedGuests ?? DEFAULT_TIMELINE_GUEST_COUNT,
        venueType,
      });
      const { weddings, timelineTasks, clock, ids } = this.ports;
      await weddings.lock(loaded.wedding.id);
      const wedding = await keepWeddingDateWithPlan(weddings, loaded.wedding, request.weddingDate, clock.now());
      const existing = await timelineTasks.listByWedding(loaded.wedding.id);
      const changes = mergeGeneratedTasks(existing, drafts, { weddingId: loaded.wedding.id, bookingId: booking?.id ?? null, now: clock.now(), newId: () => ids.next() });
      if (existing.length - changes.remove.length + changes.add.length > TASK_LIMITS.maxTasksPerWedding) {
        throw new ConflictError('PLANNING.TASK_LIMIT_REACHED', `A timeline holds at most ${TASK_LIMITS.maxTasksPerWedding} tasks: remove some of your own first.`);
      }
      await timelineTasks.deleteMany(changes.remove);
      await timelineTasks.updateMany(changes.update);
      await timelineTasks.addMany(changes.add);
      return { account: loaded.account, wedding };
    });
    return timelineView(this.ports, account, wedding);
  }
}

/**
 * The form's date is the couple's wedding date: a future date that differs from the wedding's is
 * saved on the wedding, so the countdown, the overview and the timeline tell the same day.
 */
async function keepWeddingDateWithPlan(
  weddings: Ports['weddings'],
  wedding: Wedding,
  formDate: string | null | undefined,
  now: Date,
): Promise<Wedding> {
  const check = validateWeddingDate(formDate, calendarDateIn(now));
  if (!check.ok || check.date === wedding.weddingDate) return wedding;
  const updated: Wedding = { ...wedding, weddingDate: check.date, updatedAt: now };
  await weddings.save(updated);
  return updated;
}
