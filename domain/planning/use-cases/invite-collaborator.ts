import { displayName, type Actor } from '../../accounts/account.js';
import { ConflictError } from '../../shared/domain-error.js';
import { invitationEmail, invitationRole, permissionWords, type Collaborator } from '../team.js';
import { coupleName } from '../wedding.js';
import { TEAM_LIMITS, type WeddingMember } from '../wedding-member.js';
import { teamView, type TeamPorts } from './list-collaborators.js';
import { accessBookingWedding } from './planning-access.js';

/** Where an invitation link opens in the web app. */
export const PLANNING_INVITATION_PATH = '/invitations';

/**
 * Someone who may invite (the couple, a partner) asks a person to plan with them: the person is
 * listed as invited and mailed a link that joins them once they accept with an account for that
 * address. Inviting an address again sends a fresh link with the new role.
 */
export class InviteCollaborator {
  constructor(private readonly ports: TeamPorts) {}

  async execute(actor: Actor | null, bookingId: string, input: { email?: unknown; role?: unknown }): Promise<Collaborator> {
    const email = invitationEmail(input.email);
    const role = invitationRole(input.role);
    return this.ports.uow.run(async () => {
      const access = await accessBookingWedding(this.ports, actor, bookingId, 'canInvite');
      const { wedding, account } = access;
      await this.ports.weddings.lock(wedding.id);
      if (email === account.email.toLowerCase()) {
        throw new ConflictError('PLANNING.INVALID_COLLABORATOR', 'That address belongs to the couple’s own account.');
      }
      const existing = await this.ports.weddingMembers.findByEmail(wedding.id, email);
      if (existing?.accountId) throw new ConflictError('PLANNING.INVALID_COLLABORATOR', `${email} is already on the team: change their role instead.`);
      if (!existing && (await this.ports.weddingMembers.listByWedding(wedding.id)).length >= TEAM_LIMITS.maxMembersPerWedding) {
        throw new ConflictError('PLANNING.TEAM_LIMIT_REACHED', `A wedding's team holds at most ${TEAM_LIMITS.maxMembersPerWedding} people.`);
      }
      const { token, hash } = this.ports.secretTokens.create();
      const now = this.ports.clock.now();
      const member: WeddingMember = existing
        ? { ...existing, role, inviteTokenHash: hash, invitedAt: now, invitedById: access.actorId }
        : {
            id: this.ports.ids.next(),
            weddingId: wedding.id,
            email,
            role,
            accountId: null,
            inviteTokenHash: hash,
            invitedById: access.actorId,
            invitedAt: now,
            acceptedAt: null,
            dailyDigest: false,
            lastDigestAt: null,
          };
      await this.ports.weddingMembers.save(member);
      const inviter = access.actorId === account.id ? account : await this.ports.accounts.findById(access.actorId);
      await this.ports.mailer.send({
        to: email,
        template: 'planning-invitation',
        data: {
          inviterName: inviter ? displayName(inviter) : displayName(account),
          coupleName: coupleName(account, wedding),
          role,
          permissions: permissionWords(role),
          weddingDate: wedding.weddingDate,
          acceptPath: `${PLANNING_INVITATION_PATH}/${token}`,
        },
      });
      return (await teamView(this.ports, access)).find((c) => c.id === member.id)!;
    });
  }
}
