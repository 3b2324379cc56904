import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Account, Actor } from '../../../domain/accounts/account.js';
import type { InvitableRole } from '../../../domain/planning/collaborator-role.js';
import { MOODBOARD_IMAGE_LIMITS } from '../../../domain/planning/moodboard-image.js';
import { uploadedImagePath, type MoodboardItemInput } from '../../../domain/planning/moodboard.js';
import { GetMoodboard } from '../../../domain/planning/use-cases/get-moodboard.js';
import { GetMoodboardImage } from '../../../domain/planning/use-cases/get-moodboard-image.js';
import { GetSharedMoodboard } from '../../../domain/planning/use-cases/get-shared-moodboard.js';
import { RevokeMoodboardShare } from '../../../domain/planning/use-cases/revoke-moodboard-share.js';
import { SaveMoodboard, UNUSED_IMAGE_GRACE_MS } from '../../../domain/planning/use-cases/save-moodboard.js';
import { ShareMoodboard } from '../../../domain/planning/use-cases/share-moodboard.js';
import { UploadMoodboardImage } from '../../../domain/planning/use-cases/upload-moodboard-image.js';
import type { Ports } from '../../../domain/ports.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import {
  FakeMoodboardImageProcessor,
  InMemoryMoodboardImageRepository,
  InMemoryMoodboardRepository,
  InMemoryMoodboardShareRepository,
  InMemoryWeddingRepository,
} from '../../support/in-memory-planning-repositories.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryWeddingMemberRepository } from '../../support/in-memory-wedding-members.js';
import { MOTHER_NOW, PlanningMother } from './planning-mother.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(800).fill(7)]);
const TEXT_NAMED_PNG = new TextEncoder().encode('not a picture at all, only renamed to .png');

let counter = 0;
let account: Account;
let couple: Actor;
let setup: ReturnType<typeof build>;

function build() {
  const accounts = new Map<string, Account>([[account.id, account]]);
  const repos = {
    weddings: new InMemoryWeddingRepository(),
    weddingMembers: new InMemoryWeddingMemberRepository(),
    bookings: new InMemoryBookingRepository(),
    moodboards: new InMemoryMoodboardRepository(),
    moodboardShares: new InMemoryMoodboardShareRepository(),
    moodboardImages: new InMemoryMoodboardImageRepository(),
  };
  const processor = new FakeMoodboardImageProcessor();
  const clock = new FixedClock(MOTHER_NOW);
  const given: Partial<Ports> = {
    ...repos,
    moodboardImageProcessor: processor,
    accounts: { findById: async (id: string) => accounts.get(id) ?? null } as Ports['accounts'],
    secretTokens: { create: () => ({ token: `token-${++counter}-abcdefghijklmnop`, hash: `hash-${counter}` }), hash: (token: string) => `hash-${token.split('-')[1]}` },
    clock,
    ids: { next: () => `id-${++counter}` },
  };
  const { ports, uow } = inMemoryPorts(given);
  return { ports, uow, repos, processor, clock, accounts };
}

beforeEach(() => {
  account = PlanningMother.account();
  couple = { accountId: account.id, accountType: 'customer', emailVerified: true };
  setup = build();
});

const colour = (id: string, x = 0): MoodboardItemInput => ({ id, type: 'color', content: '#8FA68E', position: { x, y: 0 }, size: { width: 100, height: 100 } });

/** The couple's wedding, made on their first read as it is in the app. */
async function weddingId(): Promise<string> {
  await new GetMoodboard(setup.ports).execute(couple);
  return (await setup.repos.weddings.findByAccount(account.id))!.id;
}

/** Someone who joined the couple's wedding with this role. */
async function collaborator(role: InvitableRole): Promise<Actor> {
  const member = PlanningMother.account({ firstName: 'Rosa', lastName: 'Díaz' });
  setup.accounts.set(member.id, member);
  await setup.repos.weddingMembers.save({
    id: `member-${++counter}`, weddingId: await weddingId(), email: 'rosa@example.com', role, accountId: member.id, inviteTokenHash: null,
    invitedById: account.id, invitedAt: MOTHER_NOW, acceptedAt: MOTHER_NOW, dailyDigest: false, lastDigestAt: null,
  });
  return { accountId: member.id, accountType: 'customer', emailVerified: true };
}

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('GetMoodboard and SaveMoodboard', () => {
  it('reads an empty board, never saved, that the couple may edit', async () => {
    expect(await new GetMoodboard(setup.ports).execute(couple)).toEqual({ items: [], share: null, updatedAt: null, canEdit: true });
  });

  it('replaces the whole board in one unit of work and reads it back', async () => {
    const save = new SaveMoodboard(setup.ports);
    await save.execute(couple, {}, [colour('a'), colour('b', 200)]);
    const runs = setup.uow.runs;
    const saved = await save.execute(couple, {}, [colour('b', 300)]);
    expect(setup.uow.runs).toBe(runs + 1);
    expect(saved.items).toEqual([{ id: 'b', type: 'color', content: '#8fa68e', position: { x: 300, y: 0 }, size: { width: 100, height: 100 }, title: null, description: null }]);
    expect(saved.updatedAt).toEqual(MOTHER_NOW);
    expect((await new GetMoodboard(setup.ports).execute(couple)).items).toEqual(saved.items);
    expect(setup.repos.weddings.locked).toContain(await weddingId());
  });

  it('keeps the saved board when a save is refused', async () => {
    const save = new SaveMoodboard(setup.ports);
    await save.execute(couple, {}, [colour('a')]);
    expect(await codeOf(save.execute(couple, {}, [colour('b'), { ...colour('c'), content: 'sage' }]))).toBe('PLANNING.INVALID_MOODBOARD');
    expect((await new GetMoodboard(setup.ports).execute(couple)).items.map((i) => i.id)).toEqual(['a']);
  });

  it('lets a planner save, and shows family the board but refuses their changes', async () => {
    await new SaveMoodboard(setup.ports).execute(couple, {}, [colour('a')]);
    const id = await weddingId();
    const planner = await collaborator('planner');
    await new SaveMoodboard(setup.ports).execute(planner, { scope: { weddingId: id } }, [colour('a'), colour('p', 120)]);

    const family = await collaborator('family');
    const seen = await new GetMoodboard(setup.ports).execute(family, { scope: { weddingId: id } });
    expect(seen).toMatchObject({ canEdit: false, items: [{ id: 'a' }, { id: 'p' }] });
    expect(await codeOf(new SaveMoodboard(setup.ports).execute(family, { scope: { weddingId: id } }, []))).toBe('PLANNING.PERMISSION_DENIED');
    expect(await codeOf(new ShareMoodboard(setup.ports).execute(family, { scope: { weddingId: id } }))).toBe('PLANNING.PERMISSION_DENIED');
    expect(await codeOf(new UploadMoodboardImage(setup.ports).execute(family, { scope: { weddingId: id } }, PNG))).toBe('PLANNING.PERMISSION_DENIED');
  });

  it("answers another couple's wedding as not found", async () => {
    const id = await weddingId();
    const stranger = PlanningMother.account();
    setup.accounts.set(stranger.id, stranger);
    const other: Actor = { accountId: stranger.id, accountType: 'customer', emailVerified: true };
    expect(await codeOf(new GetMoodboard(setup.ports).execute(other, { scope: { weddingId: id } }))).toBe('PLANNING.WEDDING_NOT_FOUND');
  });

  it('lets go of pictures uploaded over an hour ago that the saved board no longer shows', async () => {
    const upload = new UploadMoodboardImage(setup.ports);
    const kept = await upload.execute(couple, {}, PNG);
    const dropped = await upload.execute(couple, {}, PNG);
    setup.clock.set(new Date(MOTHER_NOW.getTime() + UNUSED_IMAGE_GRACE_MS - 1));
    const fresh = await upload.execute(couple, {}, PNG);
    setup.clock.set(new Date(MOTHER_NOW.getTime() + UNUSED_IMAGE_GRACE_MS + 1));
    await new SaveMoodboard(setup.ports).execute(couple, {}, [{ id: 'pic', type: 'image', content: kept.path, position: { x: 0, y: 0 }, size: { width: 200, height: 150 } }]);
    expect(setup.repos.moodboardImages.images.map((i) => i.id).sort()).toEqual([kept.id, fresh.id].sort());
    expect(dropped.id).not.toBe(kept.id);
  });
});

describe('sharing a board', () => {
  it('makes a link whose hash alone is kept, shows the board read-only with the couple’s name, and a new link or a revoke ends the old one', async () => {
    await new SaveMoodboard(setup.ports).execute(couple, {}, [colour('a')]);
    const first = await new ShareMoodboard(setup.ports).execute(couple);
    expect(setup.repos.moodboardShares.shares).toEqual([{ weddingId: await weddingId(), tokenHash: `hash-${first.token.split('-')[1]}`, createdAt: MOTHER_NOW }]);
    const shared = await new GetSharedMoodboard(setup.ports).execute(first.token);
    expect(shared).toMatchObject({ coupleName: 'Sarah Johnson & Michael Chen', items: [{ id: 'a' }], updatedAt: MOTHER_NOW });
    expect((await new GetMoodboard(setup.ports).execute(couple)).share).toEqual({ createdAt: MOTHER_NOW });

    const second = await new ShareMoodboard(setup.ports).execute(couple);
    expect(await codeOf(new GetSharedMoodboard(setup.ports).execute(first.token))).toBe('PLANNING.SHARED_MOODBOARD_NOT_FOUND');
    await new RevokeMoodboardShare(setup.ports).execute(couple);
    expect(await codeOf(new GetSharedMoodboard(setup.ports).execute(second.token))).toBe('PLANNING.SHARED_MOODBOARD_NOT_FOUND');
    expect((await new GetMoodboard(setup.ports).execute(couple)).share).toBeNull();
    await new RevokeMoodboardShare(setup.ports).execute(couple);
  });
});

describe('UploadMoodboardImage', () => {
  it('stores a picture, known by its content, as a WebP at most 1200 px wide under a random id', async () => {
    const uploaded = await new UploadMoodboardImage(setup.ports).execute(couple, {}, PNG);
    expect(uploaded.path).toBe(uploadedImagePath(uploaded.id));
    expect(setup.processor.calls).toEqual([{ type: 'png', maxWidth: 1200 }]);
    const stored = await new GetMoodboardImage(setup.ports).execute(uploaded.id);
    expect(stored).toMatchObject({ weddingId: await weddingId(), width: 1200, createdAt: MOTHER_NOW });
    expect(stored.bytes.length).toBe(PNG.length / 8);
  });

  it('refuses a file that is no picture whatever its name, an empty one, one over 5 MB and one that does not decode', async () => {
    const upload = new UploadMoodboardImage(setup.ports);
    expect(await codeOf(upload.execute(couple, {}, TEXT_NAMED_PNG))).toBe('PLANNING.UNSUPPORTED_MOODBOARD_IMAGE');
    expect(await codeOf(upload.execute(couple, {}, null))).toBe('PLANNING.MOODBOARD_IMAGE_REQUIRED');
    expect(await codeOf(upload.execute(couple, {}, new Uint8Array()))).toBe('PLANNING.MOODBOARD_IMAGE_REQUIRED');
    const huge = new Uint8Array(MOODBOARD_IMAGE_LIMITS.maxUploadBytes + 1);
    huge.set(PNG.slice(0, 8));
    expect(await codeOf(upload.execute(couple, {}, huge))).toBe('PLANNING.MOODBOARD_IMAGE_TOO_LARGE');
    setup.processor.broken = true;
    expect(await codeOf(upload.execute(couple, {}, PNG))).toBe('PLANNING.UNSUPPORTED_MOODBOARD_IMAGE');
    expect(setup.repos.moodboardImages.images).toEqual([]);
  });

  it(`keeps at most ${MOODBOARD_IMAGE_LIMITS.maxImagesPerWedding} pictures a wedding`, async () => {
    const id = await weddingId();
    setup.repos.moodboardImages.images = Array.from({ length: MOODBOARD_IMAGE_LIMITS.maxImagesPerWedding }, (_, i) => ({
      id: `image-${i}`, weddingId: id, bytes: new Uint8Array([1]), width: 1, height: 1, createdAt: MOTHER_NOW,
    }));
    expect(await codeOf(new UploadMoodboardImage(setup.ports).execute(couple, {}, PNG))).toBe('PLANNING.MOODBOARD_IMAGE_LIMIT_REACHED');
  });

  it('answers an unknown picture as not found', async () => {
    expect(await codeOf(new GetMoodboardImage(setup.ports).execute('no-such-picture-here'))).toBe('PLANNING.MOODBOARD_IMAGE_NOT_FOUND');
  });
});
