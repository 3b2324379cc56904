import type { Actor } from '../../accounts/account.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import { PERMISSION_REFUSALS } from '../collaborator-role.js';
import { invitationRole, type Collaborator } from '../team.js';
import { DIGEST_INTERVAL_MS, type WeddingMember } from '../wedding-member.js';
import { teamView, type TeamPorts } from './list-collaborators.js';
import { accessBookingWedding, type PlanningAccess } from './planning-access.js';

async function memberOf(ports: TeamPorts, access: PlanningAccess, collaboratorId: string): Promise<WeddingMember> {
  const member = await ports.weddingMembers.findById(collaboratorId);
  if (!member || member.weddingId !== access.wedding.id) throw new NotFoundError('PLANNING.COLLABORATOR_NOT_FOUND', 'Collaborator');
  return member;
}

const isSelf = (access: PlanningAccess, member: WeddingMember) => member.accountId !== null && member.accountId === access.actorId;

/**
 * Changes a person on the team: their role (only someone who may invite, and never their own),
 * or their daily digest (only the person themselves).
 */
export class ChangeCollaborator {
  constructor(private readonly ports: TeamPorts) {}

  async execute(actor: Actor | null, bookingId: string, collaboratorId: string, changes: { role?: unknown; dailyDigest?: unknown }): Promise<Collaborator> {
    if (changes.role === undefined && changes.dailyDigest === undefined) {
      throw new InvalidInputError('PLANNING.INVALID_COLLABORATOR', 'role', 'Send a role or dailyDigest to change');
    }
    const role = changes.role === undefined ? undefined : invitationRole(changes.role);
    if (changes.dailyDigest !== undefined && typeof changes.dailyDigest !== 'boolean') {
      throw new InvalidInputError('PLANNING.INVALID_COLLABORATOR', 'dailyDigest', 'dailyDigest must be true or false');
    }
    return this.ports.uow.run(async () => {
      const access = await accessBookingWedding(this.ports, actor, bookingId);
      const member = await memberOf(this.ports, access, collaboratorId);
      const next = { ...member };
      if (role !== undefined) {
        if (!access.permissions.canInvite) throw new ForbiddenError('PLANNING.PERMISSION_DENIED', PERMISSION_REFUSALS.canInvite);
        if (isSelf(access, member)) throw new ForbiddenError('PLANNING.PERMISSION_DENIED', 'You cannot change your own role.');
        next.role = role;
      }
      if (changes.dailyDigest !== undefined) {
        if (!isSelf(access, member)) throw new ForbiddenError('PLANNING.PERMISSION_DENIED', 'Only the person themselves can choose the daily digest.');
        next.dailyDigest = changes.dailyDigest as boolean;
        if (next.dailyDigest && !member.dailyDigest) {
          // The first digest covers the day from now; each run books the next while it stays on.
          const now = this.ports.clock.now();
          next.lastDigestAt = now;
          await this.ports.scheduler.schedule('planning.send-digest', { memberId: member.id }, new Date(now.getTime() + DIGEST_INTERVAL_MS));
        }
      }
      await this.ports.weddingMembers.save(next);
      return (await teamView(this.ports, access)).find((c) => c.id === member.id)!;
    });
  }
}

/** Takes someone off the team (someone who may invite), or lets a person leave; an open invitation stops working. */
export class RemoveCollaborator {
  constructor(private readonly ports: TeamPorts) {}

  async execute(actor: Actor | null, bookingId: string, collaboratorId: string): Promise<void> {
    await this.ports.uow.run(async () => {
      const access = await accessBookingWedding(this.ports, actor, bookingId);
      const member = await memberOf(this.ports, access, collaboratorId);
      if (!isSelf(access, member) && !access.permissions.canInvite) throw new ForbiddenError('PLANNING.PERMISSION_DENIED', PERMISSION_REFUSALS.canInvite);
      await this.ports.weddingMembers.delete(member.id);
    });
  }
}
