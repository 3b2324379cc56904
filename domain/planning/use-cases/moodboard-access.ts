import type { Actor } from '../../accounts/account.js';
import type { PlanningPermission } from '../collaborator-role.js';
import { accessBookingWedding, accessWedding, type PlanningAccess, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

/** Which wedding's board a request is about: through one of its bookings, or the caller's (or the scoped) wedding. */
export interface MoodboardTarget {
  bookingId?: string;
  scope?: PlanningScope;
}

/** The board belongs to the wedding, not to a booking: both ways in reach the same one. */
export function accessMoodboard(ports: PlanningAccessPorts, actor: Actor | null, target: MoodboardTarget, need?: PlanningPermission): Promise<PlanningAccess> {
  return target.bookingId !== undefined
    ? accessBookingWedding(ports, actor, target.bookingId, need)
    : accessWedding(ports, actor, target.scope ?? {}, need);
}
