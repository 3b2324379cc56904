import type { Account, Actor } from '../../accounts/account.js';
import { requireSignedIn } from '../../accounts/access-rules.js';
import type { Ports } from '../../ports.js';
import { ForbiddenError, NotFoundError } from '../../shared/domain-error.js';
import { PERMISSION_REFUSALS, ROLE_PERMISSIONS, type CollaboratorRole, type PlanningPermission, type PlanningPermissions } from '../collaborator-role.js';
import type { Wedding } from '../wedding.js';
import { loadWedding } from './load-wedding.js';

export type PlanningAccessPorts = Pick<Ports, 'weddings' | 'accounts' | 'bookings' | 'weddingMembers' | 'clock' | 'ids'>;

/**
 * Someone's way into a wedding's planning: the couple through their own account, a
 * collaborator through the invitation they accepted. `account` is the couple's account (whose
 * names make the couple's name); `actorId` is whoever is asking.
 */
export interface PlanningAccess {
  account: Account;
  wedding: Wedding;
  actorId: string;
  role: CollaboratorRole;
  permissions: PlanningPermissions;
}

/** Which wedding a request is about: the caller's own unless it names one they were invited to. */
export interface PlanningScope {
  weddingId?: string | null;
}

export function requirePermission(access: PlanningAccess, need: PlanningPermission): PlanningAccess {
  if (!access.permissions[need]) throw new ForbiddenError('PLANNING.PERMISSION_DENIED', PERMISSION_REFUSALS[need]);
  return access;
}

async function asCouple(ports: PlanningAccessPorts, actor: Actor | null): Promise<PlanningAccess> {
  const { account, wedding } = await loadWedding(ports, actor);
  return { account, wedding, actorId: account.id, role: 'couple', permissions: ROLE_PERMISSIONS.couple };
}

/** A collaborator's way into someone else's wedding; none reads as not found, so ids cannot be probed. */
async function asMember(ports: PlanningAccessPorts, actor: Actor, wedding: Wedding | null): Promise<PlanningAccess> {
  const member = wedding ? await ports.weddingMembers.findJoined(wedding.id, actor.accountId) : null;
  if (!wedding || !member) {
    // Planning is for couples and the people they invite: other accounts are refused outright.
    if (actor.accountType !== 'customer') throw new ForbiddenError('AUTH.FORBIDDEN', 'Only customer accounts can do that.');
    throw new NotFoundError('PLANNING.WEDDING_NOT_FOUND', 'Wedding');
  }
  const account = await ports.accounts.findById(wedding.accountId);
  if (!account) throw new NotFoundError('PLANNING.WEDDING_NOT_FOUND', 'Wedding');
  await ports.weddingMembers.markSeen(wedding.id, actor.accountId, ports.clock.now());
  return { account, wedding, actorId: actor.accountId, role: member.role, permissions: ROLE_PERMISSIONS[member.role] };
}

/**
 * The wedding a request is about, with what the caller may do there. With no wedding named it is
 * the couple's own (made on first use); a named wedding must be the caller's own or one they joined.
 */
export async function accessWedding(ports: PlanningAccessPorts, actor: Actor | null, scope: PlanningScope = {}, need?: PlanningPermission): Promise<PlanningAccess> {
  const signedIn = requireSignedIn(actor);
  let access: PlanningAccess;
  if (!scope.weddingId) access = await asCouple(ports, signedIn);
  else {
    const wedding = await ports.weddings.findById(scope.weddingId);
    access = wedding && wedding.accountId === signedIn.accountId ? await asCouple(ports, signedIn) : await asMember(ports, signedIn, wedding);
  }
  if (access.role === 'couple') await ports.weddingMembers.markSeen(access.wedding.id, signedIn.accountId, ports.clock.now());
  return need ? requirePermission(access, need) : access;
}

/** The wedding a stored row (a task, an expense, a table) belongs to, for whoever may reach it. */
export function accessWeddingById(ports: PlanningAccessPorts, actor: Actor | null, weddingId: string, need?: PlanningPermission): Promise<PlanningAccess> {
  return accessWedding(ports, actor, { weddingId }, need);
}

/**
 * The wedding a booking belongs to: the booking's couple, or a collaborator on that couple's
 * wedding. Anyone else, and any unknown id, reads as the booking not being found.
 */
export async function accessBookingWedding(ports: PlanningAccessPorts, actor: Actor | null, bookingId: string, need?: PlanningPermission): Promise<PlanningAccess> {
  const signedIn = requireSignedIn(actor);
  const booking = await ports.bookings.findById(bookingId);
  if (!booking || !booking.customerId) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
  if (booking.customerId === signedIn.accountId) return accessWedding(ports, signedIn, {}, need);
  const wedding = await ports.weddings.findByAccount(booking.customerId);
  try {
    const access = await asMember(ports, signedIn, wedding);
    return need ? requirePermission(access, need) : access;
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    throw error;
  }
}

/**
 * A row of some wedding (a task, an expense) reached by its id: whoever may plan that wedding
 * reaches it; for anyone else it reads as `notFound`, so ids cannot be probed.
 */
export async function accessRowWedding<T extends { weddingId: string }>(
  ports: PlanningAccessPorts,
  actor: Actor | null,
  row: T | null,
  notFound: () => NotFoundError,
  need?: PlanningPermission,
): Promise<PlanningAccess> {
  requireSignedIn(actor);
  if (!row) throw notFound();
  let access: PlanningAccess;
  try {
    access = await accessWeddingById(ports, actor, row.weddingId);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
  return need ? requirePermission(access, need) : access;
}
