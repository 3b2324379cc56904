import { displayName, type Actor } from '../../accounts/account.js';
import { requireSignedIn } from '../../accounts/access-rules.js';
import type { CalendarDate } from '../../shared/calendar-date.js';
import { ForbiddenError, NotFoundError } from '../../shared/domain-error.js';
import type { InvitableRole } from '../collaborator-role.js';
import { coupleName } from '../wedding.js';
import type { WeddingMember } from '../wedding-member.js';
import type { TeamPorts } from './list-collaborators.js';

export interface PlanningInvitationView {
  coupleName: string;
  role: InvitableRole;
  email: string;
  invitedBy: string;
  weddingDate: CalendarDate | null;
  status: 'open' | 'accepted';
}

export interface AcceptedInvitation {
  weddingId: string;
  bookingId: string | null;
  coupleName: string;
  role: InvitableRole;
}

const notFound = () => new NotFoundError('PLANNING.INVITATION_NOT_FOUND', 'Invitation');

async function invitationContext(ports: TeamPorts, token: string) {
  const member = typeof token === 'string' && token.length <= 200 ? await ports.weddingMembers.findByTokenHash(ports.secretTokens.hash(token)) : null;
  const wedding = member ? await ports.weddings.findById(member.weddingId) : null;
  const couple = wedding ? await ports.accounts.findById(wedding.accountId) : null;
  if (!member || !wedding || !couple) throw notFound();
  return { member, wedding, couple };
}

/** What an invitation link says, for anyone holding it. */
export class GetPlanningInvitation {
  constructor(private readonly ports: TeamPorts) {}

  async execute(token: string): Promise<PlanningInvitationView> {
    const { member, wedding, couple } = await invitationContext(this.ports, token);
    const inviter = await this.ports.accounts.findById(member.invitedById);
    return {
      coupleName: coupleName(couple, wedding),
      role: member.role,
      email: member.email,
      invitedBy: inviter ? displayName(inviter) : displayName(couple),
      weddingDate: wedding.weddingDate,
      status: member.accountId ? 'accepted' : 'open',
    };
  }
}

/**
 * The invited person accepts with an account for the invited address; accepting again is
 * harmless. Anyone else signed in is told which address the invitation is for.
 */
export class AcceptPlanningInvitation {
  constructor(private readonly ports: TeamPorts) {}

  async execute(actor: Actor | null, token: string): Promise<AcceptedInvitation> {
    const signedIn = requireSignedIn(actor);
    return this.ports.uow.run(async () => {
      const { member, wedding, couple } = await invitationContext(this.ports, token);
      const account = await this.ports.accounts.findById(signedIn.accountId);
      if (!account) throw notFound();
      if (account.id === couple.id) throw new ForbiddenError('PLANNING.INVITATION_FOR_ANOTHER_EMAIL', 'This is your own wedding: you plan it already.');
      if (account.email.toLowerCase() !== member.email) {
        throw new ForbiddenError('PLANNING.INVITATION_FOR_ANOTHER_EMAIL', `This invitation is for ${member.email}. Sign in with that address to accept it.`);
      }
      if (member.accountId !== account.id) {
        const accepted: WeddingMember = { ...member, accountId: account.id, acceptedAt: this.ports.clock.now() };
        await this.ports.weddingMembers.save(accepted);
        await this.ports.events.record({
          type: 'planning.collaborator-joined',
          venueId: null,
          weddingId: wedding.id,
          accountId: account.id,
          memberId: member.id,
          role: member.role,
        });
      }
      const bookings = (await this.ports.bookings.list({ customerId: couple.id, limit: 1000, offset: 0 })).bookings;
      const active = bookings.find((b) => b.status !== 'cancelled') ?? bookings[0] ?? null;
      return { weddingId: wedding.id, bookingId: active?.id ?? null, coupleName: coupleName(couple, wedding), role: member.role };
    });
  }
}
