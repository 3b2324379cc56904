import { displayName, type Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { loadCoupleBooking, loadWedding, type WeddingPorts } from './load-wedding.js';

/** Collaboration roles; the couple's own account plans as 'couple' until others are invited. */
export const COLLABORATOR_ROLES = ['couple', 'bride', 'groom', 'planner', 'family', 'friend'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

export interface Collaborator {
  id: string;
  name: string;
  email: string;
  role: CollaboratorRole;
  avatar: string | null;
  isOnline: boolean;
  lastSeen: Date;
  permissions: { canEdit: boolean; canComment: boolean; canInvite: boolean };
}

/** The wedding's team. For now that is the couple themselves, with every permission, here now. */
export class ListCollaborators {
  constructor(private readonly ports: WeddingPorts & Pick<Ports, 'bookings'>) {}

  async execute(actor: Actor | null, bookingId: string): Promise<Collaborator[]> {
    await loadCoupleBooking(this.ports, actor, bookingId);
    const { account } = await loadWedding(this.ports, actor);
    return [
      {
        id: account.id,
        name: displayName(account),
        email: account.email,
        role: 'couple',
        avatar: null,
        isOnline: true,
        lastSeen: this.ports.clock.now(),
        permissions: { canEdit: true, canComment: true, canInvite: true },
      },
    ];
  }
}
