import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { moodboardItemsFrom, uploadedImageIds, type MoodboardItemInput } from '../moodboard.js';
import { moodboardView, type MoodboardPorts, type MoodboardView } from './get-moodboard.js';
import { accessMoodboard, type MoodboardTarget } from './moodboard-access.js';

/** A picture uploaded this long ago and still on no board is let go at the next save (a newer one may be on its way onto the board). */
export const UNUSED_IMAGE_GRACE_MS = 60 * 60 * 1000;

/**
 * Save the board: it becomes exactly the items sent, in their order, in one transaction. Pictures
 * uploaded for it but left off it for an hour are forgotten at the same time.
 */
export class SaveMoodboard {
  constructor(private readonly ports: MoodboardPorts & Pick<Ports, 'moodboardImages' | 'uow'>) {}

  async execute(actor: Actor | null, target: MoodboardTarget, inputs: readonly MoodboardItemInput[]): Promise<MoodboardView> {
    return this.ports.uow.run(async () => {
      const access = await accessMoodboard(this.ports, actor, target, 'canEdit');
      const items = moodboardItemsFrom(inputs);
      const weddingId = access.wedding.id;
      await this.ports.weddings.lock(weddingId);
      const now = this.ports.clock.now();
      await this.ports.moodboards.replaceItems(weddingId, items, now);
      await this.ports.moodboardImages.deleteUnused(weddingId, uploadedImageIds(items), new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS));
      return moodboardView(this.ports, access);
    });
  }
}
