import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Actor } from '../../../domain/accounts/account.js';
import type { PhotoProcessor, PhotoStorage, ResizedPhoto, VenuePhotoRepository } from '../../../domain/venue-management/photos-ports.js';
import { isUploadedPhotoUrl, photoOrder, photosForDisplay, publicVenueImages, type VenuePhoto } from '../../../domain/venue-management/photos.js';
import { DeleteVenuePhoto } from '../../../domain/venue-management/use-cases/delete-venue-photo.js';
import { ReorderVenuePhotos } from '../../../domain/venue-management/use-cases/reorder-venue-photos.js';
import { UploadVenuePhoto } from '../../../domain/venue-management/use-cases/upload-venue-photo.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const OWNER: Actor = { accountId: 'owner-1', accountType: 'venue', emailVerified: true };
const OTHER_OWNER: Actor = { accountId: 'owner-2', accountType: 'venue', emailVerified: true };
const COUPLE: Actor = { accountId: 'couple-1', accountType: 'customer', emailVerified: true };
const PLACEHOLDER = '/media/scenes/hilltop-2.svg';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

let sequence = 0;
const photoId = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;
const photo = (overrides: Partial<VenuePhoto> = {}): VenuePhoto => ({
  id: photoId(),
  venueId: 'v',
  position: 0,
  isCover: false,
  width: 1600,
  height: 1067,
  createdAt: new Date('2026-11-21T18:00:00Z'),
  ...overrides,
});

/** The ports' behaviour in memory. */
class InMemoryVenuePhotos implements VenuePhotoRepository {
  photos: VenuePhoto[] = [];
  async listByVenue(venueId: string) {
    return this.photos.filter((p) => p.venueId === venueId).sort((a, b) => a.position - b.position);
  }
  async listByVenues(venueIds: readonly string[]) {
    return new Map(venueIds.map((id) => [id, this.photos.filter((p) => p.venueId === id)]));
  }
  async lockVenue() {}
  async add(added: VenuePhoto) {
    this.photos.push(added);
  }
  async setOrder(venueId: string, photoIds: readonly string[]) {
    for (const p of this.photos) if (p.venueId === venueId) p.position = photoIds.indexOf(p.id);
  }
  async setCover(venueId: string, id: string) {
    for (const p of this.photos) if (p.venueId === venueId) p.isCover = p.id === id;
  }
  async delete(venueId: string, id: string) {
    const before = this.photos.length;
    this.photos = this.photos.filter((p) => !(p.venueId === venueId && p.id === id));
    return this.photos.length < before;
  }
}

class InMemoryPhotoStorage implements PhotoStorage {
  readonly files = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

/** Answers what the test sets; by default a readable photo at each width. */
class StubPhotoProcessor implements PhotoProcessor {
  answer: ResizedPhoto | null = null;
  async toWebpSizes(_bytes: Uint8Array, _type: string, widths: readonly (400 | 800 | 1600)[]): Promise<ResizedPhoto> {
    return this.answer ?? { ok: true, width: 1600, height: 1067, sizes: widths.map((width) => ({ width, bytes: new Uint8Array([width % 256]) })) };
  }
}

describe('publicVenueImages', () => {
  it('puts uploaded photos first, the cover first, then the images listed by address', () => {
    const a = photo({ position: 0 });
    const b = photo({ position: 1, isCover: true });
    const c = photo({ position: 2 });
    expect(publicVenueImages([a, b, c], ['https://example.com/hall.jpg'], PLACEHOLDER)).toEqual([
      `/api/venue-photos/${b.id}/800.webp`,
      `/api/venue-photos/${a.id}/800.webp`,
      `/api/venue-photos/${c.id}/800.webp`,
      'https://example.com/hall.jpg',
    ]);
  });

  it('keeps a venue without photos exactly as listed, stand-in picture included', () => {
    expect(publicVenueImages([], [PLACEHOLDER], PLACEHOLDER)).toEqual([PLACEHOLDER]);
  });

  it('drops the stand-in picture once the venue has a photo, and never repeats a photo address stored among the listed ones', () => {
    const a = photo({ isCover: true });
    const stray = `/api/venue-photos/${a.id}/800.webp`;
    expect(publicVenueImages([a], [PLACEHOLDER, stray], PLACEHOLDER)).toEqual([stray]);
  });
});

describe('photo rules', () => {
  it('orders for display by cover, then position', () => {
    const photos = [photo({ position: 2 }), photo({ position: 0 }), photo({ position: 1, isCover: true })];
    expect(photosForDisplay(photos).map((p) => p.position)).toEqual([1, 0, 2]);
  });

  it('accepts a new order only when it names every photo once', () => {
    const photos = [photo(), photo()];
    const [a, b] = photos.map((p) => p.id);
    expect(photoOrder(photos, [b, a])).toEqual([b, a]);
    expect(photoOrder(photos, [a])).toBeNull();
    expect(photoOrder(photos, [a, a])).toBeNull();
    expect(photoOrder(photos, [a, b, photoId()])).toBeNull();
  });

  it('tells uploaded photo addresses from listed ones', () => {
    expect(isUploadedPhotoUrl(`/api/venue-photos/${photoId()}/800.webp`)).toBe(true);
    expect(isUploadedPhotoUrl('https://example.com/api/venue-photos/x/800.webp')).toBe(false);
    expect(isUploadedPhotoUrl('/media/scenes/barn-1.svg')).toBe(false);
  });
});

describe('managing venue photos', () => {
  let venues: InMemoryVenueRepository;
  let photos: InMemoryVenuePhotos;
  let storage: InMemoryPhotoStorage;
  let processor: StubPhotoProcessor;
  let ports: ReturnType<typeof inMemoryPorts>['ports'];
  let venueId: string;

  beforeEach(() => {
    venues = new InMemoryVenueRepository();
    photos = new InMemoryVenuePhotos();
    storage = new InMemoryPhotoStorage();
    processor = new StubPhotoProcessor();
    const venue = VenueMother.create({ ownerId: OWNER.accountId });
    venues.venues.push(venue);
    venueId = venue.id;
    ({ ports } = inMemoryPorts({ venues, venuePhotos: photos, photoStorage: storage, photoProcessor: processor, clock: new FixedClock(new Date('2026-11-21T18:00:00Z')), ids: { next: photoId } }));
  });

  it('stores each size and makes the first photo the cover, later ones not', async () => {
    const upload = new UploadVenuePhoto(ports);
    const first = await upload.execute(OWNER, venueId, JPEG);
    const second = await upload.execute(OWNER, venueId, JPEG);
    expect([first.isCover, first.position, second.isCover, second.position]).toEqual([true, 0, false, 1]);
    expect([...storage.files.keys()].filter((key) => key.includes(first.id))).toEqual([400, 800, 1600].map((w) => `venue-photos/${first.id}/${w}.webp`));
  });

  it('refuses bytes that are no picture before anything is stored', async () => {
    await expect(new UploadVenuePhoto(ports).execute(OWNER, venueId, new TextEncoder().encode('hello'))).rejects.toMatchObject({ code: 'VENUE.UNSUPPORTED_PHOTO' });
    expect(storage.files.size).toBe(0);
  });

  it('refuses a picture over 40 megapixels as the processor reports it', async () => {
    processor.answer = { ok: false, reason: 'too-many-pixels' };
    await expect(new UploadVenuePhoto(ports).execute(OWNER, venueId, JPEG)).rejects.toMatchObject({ code: 'VENUE.PHOTO_TOO_MANY_PIXELS' });
  });

  it('refuses the 41st photo', async () => {
    photos.photos = Array.from({ length: 40 }, (_, position) => photo({ venueId, position, isCover: position === 0 }));
    await expect(new UploadVenuePhoto(ports).execute(OWNER, venueId, JPEG)).rejects.toMatchObject({ code: 'VENUE.PHOTO_LIMIT_REACHED' });
    expect(storage.files.size).toBe(0);
  });

  it("answers another owner as if the venue did not exist, and refuses a couple", async () => {
    await expect(new UploadVenuePhoto(ports).execute(OTHER_OWNER, venueId, JPEG)).rejects.toMatchObject({ code: 'VENUE.NOT_FOUND' });
    await expect(new UploadVenuePhoto(ports).execute(COUPLE, venueId, JPEG)).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    await expect(new UploadVenuePhoto(ports).execute(null, venueId, JPEG)).rejects.toMatchObject({ code: 'AUTH.SIGN_IN_REQUIRED' });
  });

  it('reorders, refusing an order that is not every photo once', async () => {
    const [a, b] = [photo({ venueId, position: 0, isCover: true }), photo({ venueId, position: 1 })];
    photos.photos = [a, b];
    const reordered = await new ReorderVenuePhotos(ports).execute(OWNER, venueId, [b.id, a.id]);
    expect(reordered.map((p) => p.id)).toEqual([b.id, a.id]);
    await expect(new ReorderVenuePhotos(ports).execute(OWNER, venueId, [b.id])).rejects.toMatchObject({ code: 'VENUE.INVALID_PHOTO_ORDER', field: 'photoIds' });
  });

  it('deletes a photo with its files and passes the cover to the next in order', async () => {
    const upload = new UploadVenuePhoto(ports);
    const first = await upload.execute(OWNER, venueId, JPEG);
    const second = await upload.execute(OWNER, venueId, JPEG);
    await new DeleteVenuePhoto(ports).execute(OWNER, venueId, first.id);
    expect(photos.photos.map((p) => [p.id, p.isCover])).toEqual([[second.id, true]]);
    expect([...storage.files.keys()].some((key) => key.includes(first.id))).toBe(false);
  });
});
