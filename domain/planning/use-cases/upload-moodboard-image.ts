import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { ConflictError, InvalidInputError } from '../../shared/domain-error.js';
import { detectUploadType, MOODBOARD_IMAGE_LIMITS } from '../moodboard-image.js';
import { uploadedImagePath } from '../moodboard.js';
import { accessMoodboard, type MoodboardTarget } from './moodboard-access.js';
import type { PlanningAccessPorts } from './planning-access.js';

export interface UploadedMoodboardImage {
  id: string;
  /** What an image item's content holds to show it. */
  path: string;
  width: number;
  height: number;
}

const FIELD = 'file';

/**
 * A picture for the board, from the couple's device: a JPEG, PNG or WebP by its content, stored
 * as a WebP at most 1200 px wide without its metadata (a phone photo's EXIF holds where it was
 * taken). It is kept under a random id; an item shows it by that path once the board is saved.
 */
export class UploadMoodboardImage {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'moodboardImages' | 'moodboardImageProcessor' | 'secretTokens' | 'uow'>) {}

  async execute(actor: Actor | null, target: MoodboardTarget, bytes: Uint8Array | null): Promise<UploadedMoodboardImage> {
    const { wedding } = await accessMoodboard(this.ports, actor, target, 'canEdit');
    if (!bytes || bytes.length === 0) throw new InvalidInputError('PLANNING.MOODBOARD_IMAGE_REQUIRED', FIELD, 'Choose a picture to upload (the form field "file")');
    if (bytes.length > MOODBOARD_IMAGE_LIMITS.maxUploadBytes) {
      throw new InvalidInputError('PLANNING.MOODBOARD_IMAGE_TOO_LARGE', FIELD, 'The picture must be at most 5 MB');
    }
    const type = detectUploadType(bytes);
    const processed = type ? await this.ports.moodboardImageProcessor.toStoredWebp(bytes, type, MOODBOARD_IMAGE_LIMITS.maxStoredWidth) : null;
    if (!processed) throw new InvalidInputError('PLANNING.UNSUPPORTED_MOODBOARD_IMAGE', FIELD, 'The file must be a JPEG, PNG or WebP picture');
    const id = this.ports.secretTokens.create().token;
    await this.ports.uow.run(async () => {
      await this.ports.weddings.lock(wedding.id);
      if ((await this.ports.moodboardImages.countByWedding(wedding.id)) >= MOODBOARD_IMAGE_LIMITS.maxImagesPerWedding) {
        throw new ConflictError('PLANNING.MOODBOARD_IMAGE_LIMIT_REACHED', `A wedding keeps at most ${MOODBOARD_IMAGE_LIMITS.maxImagesPerWedding} uploaded pictures: take some off the board and save it.`);
      }
      await this.ports.moodboardImages.add({ id, weddingId: wedding.id, ...processed, createdAt: this.ports.clock.now() });
    });
    return { id, path: uploadedImagePath(id), width: processed.width, height: processed.height };
  }
}
