import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { MoodboardImage } from '../moodboard-image.js';

/** An uploaded board picture, for anyone with its (unguessable) address: a shared board shows it too. */
export class GetMoodboardImage {
  constructor(private readonly ports: Pick<Ports, 'moodboardImages'>) {}

  async execute(id: string): Promise<MoodboardImage> {
    const image = await this.ports.moodboardImages.findById(id);
    if (!image) throw new NotFoundError('PLANNING.MOODBOARD_IMAGE_NOT_FOUND', 'Picture');
    return image;
  }
}
