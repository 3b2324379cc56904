import type { Ports } from '../../ports.js';
import { findInvitation, type InvitationPorts } from './find-invitation.js';

/**
 * A guest asks to be forgotten from their RSVP link: their name and contact details leave the
 * couple's list, the place stays as a declined one (so the couple's counts stay honest and they
 * see someone asked to be removed), and the link stops working.
 */
export class ForgetInvitation {
  constructor(private readonly ports: InvitationPorts & Pick<Ports, 'personalData' | 'uow'>) {}

  async execute(token: string): Promise<void> {
    const { guest } = await findInvitation(this.ports, token);
    await this.ports.uow.run(() => this.ports.personalData.forgetGuest(guest.id));
  }
}
