import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { MoodboardItem } from '../moodboard.js';
import { accessMoodboard, type MoodboardTarget } from './moodboard-access.js';
import type { PlanningAccess, PlanningAccessPorts } from './planning-access.js';

export interface MoodboardView {
  items: MoodboardItem[];
  /** The read-only link, if one works: when it was made (the link itself is shown once, when made). */
  share: { createdAt: Date } | null;
  /** null for a board never saved. */
  updatedAt: Date | null;
  /** Whether the caller may change the board (a collaborator's role may only let them look). */
  canEdit: boolean;
}

export type MoodboardPorts = PlanningAccessPorts & Pick<Ports, 'moodboards' | 'moodboardShares'>;

export async function moodboardView(ports: Pick<Ports, 'moodboards' | 'moodboardShares'>, access: PlanningAccess): Promise<MoodboardView> {
  const board = await ports.moodboards.findByWedding(access.wedding.id);
  const share = await ports.moodboardShares.findByWedding(access.wedding.id);
  return {
    items: board?.items ?? [],
    share: share ? { createdAt: share.createdAt } : null,
    updatedAt: board?.updatedAt ?? null,
    canEdit: access.permissions.canEdit,
  };
}

/** The wedding's mood board, for anyone planning it (a role that cannot edit still sees it). */
export class GetMoodboard {
  constructor(private readonly ports: MoodboardPorts) {}

  async execute(actor: Actor | null, target: MoodboardTarget = {}): Promise<MoodboardView> {
    return moodboardView(this.ports, await accessMoodboard(this.ports, actor, target));
  }
}
