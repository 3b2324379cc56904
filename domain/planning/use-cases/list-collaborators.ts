import type { Account, Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { teamOf, type Collaborator } from '../team.js';
import { accessBookingWedding, type PlanningAccess, type PlanningAccessPorts } from './planning-access.js';

export type TeamPorts = PlanningAccessPorts & Pick<Ports, 'uow' | 'mailer' | 'secretTokens' | 'events' | 'scheduler'>;

/** The team as the caller sees it. */
export async function teamView(ports: PlanningAccessPorts, access: PlanningAccess): Promise<Collaborator[]> {
  const members = await ports.weddingMembers.listByWedding(access.wedding.id);
  const accounts = new Map<string, Account>();
  for (const member of members) {
    if (!member.accountId) continue;
    const account = await ports.accounts.findById(member.accountId);
    if (account) accounts.set(account.id, account);
  }
  const lastSeen = await ports.weddingMembers.lastSeen(access.wedding.id);
  return teamOf({ couple: access.account, members, accounts, lastSeen, viewerId: access.actorId, now: ports.clock.now() });
}

/** The wedding's team: the couple and everyone they invited, with roles, permissions and who is here now. */
export class ListCollaborators {
  constructor(private readonly ports: PlanningAccessPorts) {}

  async execute(actor: Actor | null, bookingId: string): Promise<Collaborator[]> {
    return teamView(this.ports, await accessBookingWedding(this.ports, actor, bookingId));
  }
}
