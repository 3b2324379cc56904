import type { Actor } from '../../accounts/account.js';
import { requireSignedIn } from '../../accounts/access-rules.js';
import type { CalendarDate } from '../../shared/calendar-date.js';
import { ROLE_PERMISSIONS, type CollaboratorRole, type PlanningPermissions } from '../collaborator-role.js';
import { coupleName } from '../wedding.js';
import { coupleBookings } from './load-wedding.js';
import { accessWedding, type PlanningAccessPorts } from './planning-access.js';

export interface PlannableWedding {
  weddingId: string;
  coupleName: string;
  role: CollaboratorRole;
  permissions: PlanningPermissions;
  own: boolean;
  bookingId: string | null;
  weddingDate: CalendarDate | null;
}

/** Every wedding the caller may plan: a couple's own first, then the ones they joined. */
export class ListMyWeddings {
  constructor(private readonly ports: PlanningAccessPorts) {}

  async execute(actor: Actor | null): Promise<PlannableWedding[]> {
    const signedIn = requireSignedIn(actor);
    const weddings: PlannableWedding[] = [];
    if (signedIn.accountType === 'customer') {
      const own = await accessWedding(this.ports, signedIn);
      weddings.push(await this.entry(own.wedding.id, 'couple', true));
    }
    for (const member of await this.ports.weddingMembers.listJoinedByAccount(signedIn.accountId)) {
      const entry = await this.entry(member.weddingId, member.role, false);
      weddings.push(entry);
    }
    return weddings;
  }

  private async entry(weddingId: string, role: CollaboratorRole, own: boolean): Promise<PlannableWedding> {
    const wedding = (await this.ports.weddings.findById(weddingId))!;
    const couple = (await this.ports.accounts.findById(wedding.accountId))!;
    const bookings = await coupleBookings(this.ports, couple.id);
    const active = bookings.find((b) => b.status !== 'cancelled') ?? bookings[0] ?? null;
    return {
      weddingId,
      coupleName: coupleName(couple, wedding),
      role,
      permissions: ROLE_PERMISSIONS[role],
      own,
      bookingId: active?.id ?? null,
      weddingDate: wedding.weddingDate,
    };
  }
}
