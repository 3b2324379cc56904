import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { runOperation } from '../../adapters/admin-socket/operator-operations.js';
import { scopedEm } from '../../adapters/persistence/scoped-entity-manager.js';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { TEST_PASSWORD } from '../support/accounts.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { signedInCouple, type Agent } from './planning.helpers.js';

let t: TestApp;
let owner: Agent;
let couple: Agent;
let coupleEmail: string;
let stranger: Agent;
let venueId: string;
let reviewId: string;
const TODAY = TEST_NOW.toISOString().slice(0, 10);
const REVIEW = { stars: 5, title: 'Under the oaks', text: 'The staff kept everything on time and the light at sunset was perfect.' };

interface PhotoBody {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** A phone-style JPEG whose EXIF names the camera and, in its GPS block, where it was taken. */
const jpegWithGps = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#a84d2a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'HillCam', ImageDescription: 'Our secret spot' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '98/1 52/1 0/1' } })
    .toBuffer();

const png = (width = 40, height = 40) => sharp({ create: { width, height, channels: 4, background: '#8fa68e' } }).png().toBuffer();

/** GET a photo's bytes as they are served. */
const fetchPhoto = (url: string) =>
  request(t.http)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const upload = (agent: Agent, bytes: Buffer, filename = 'IMG_0042.jpg', contentType = 'image/jpeg', id = reviewId) =>
  agent.post(`/api/reviews/${id}/photos`).attach('file', bytes, { filename, contentType });

const listed = async (): Promise<{ id: string; photos: PhotoBody[] }> => {
  const reviews = (await request(t.http).get(`/api/venues/${venueId}/reviews?pageSize=50`).expect(200)).body as { id: string; photos: PhotoBody[] }[];
  return reviews.find((r) => r.id === reviewId)!;
};

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues').expect(200)).body[0].id;
  const signedUp = await signedInCouple(t, undefined, { firstName: 'Ana', lastName: 'Reyes' });
  couple = signedUp.agent;
  coupleEmail = signedUp.email;
  stranger = (await signedInCouple(t)).agent;
  let bookingId = '';
  let eventDate = '';
  for (let offset = 3; !bookingId; offset++) {
    const date = addDays(TODAY, offset);
    const days = await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`);
    if (!days.body[0].isAvailable) continue;
    const res = await couple.post('/api/bookings').send({ venueId, customerName: 'Ana Reyes', customerEmail: coupleEmail, customerPhone: '(830) 555-0142', eventDate: date, guestCount: 80 }).expect(201);
    bookingId = res.body.id;
    eventDate = date;
  }
  await owner.patch(`/api/bookings/${bookingId}/status`).send({ status: 'confirmed' }).expect(200);
  t.clock.set(new Date(`${addDays(eventDate, 2)}T18:00:00Z`));
  await owner.post(`/api/venues/${venueId}/bookings/${bookingId}/complete`).expect(200);
  // A fresh sign-in: the first session may have run out by then.
  couple = browserAgent(t.http);
  await couple.post('/api/auth/sign-in').send({ email: coupleEmail, password: TEST_PASSWORD }).expect(200);
  reviewId = (await couple.post(`/api/venues/${venueId}/reviews`).send(REVIEW).expect(201)).body.id;
}, 120_000);
afterAll(() => t.close());

describe('photos on a verified review', () => {
  let first: PhotoBody;

  it("stores the couple's JPEG as a WebP at most 1600 px wide, without its EXIF or GPS position", async () => {
    const photo = await jpegWithGps();
    const original = (await sharp(photo).metadata()).exif!;
    expect(original.toString('latin1')).toContain('HillCam');
    expect(original.toString('hex')).toMatch(/2588|8825/);

    const res = await upload(couple, photo).expect(201);
    first = res.body;
    expect(first).toEqual({ id: expect.stringMatching(/^[\w-]{16,}$/), url: `/api/review-photos/${first.id}`, width: 1600, height: 1067 });
    const served = await fetchPhoto(first.url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const bytes = served.body as Buffer;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('HillCam');
    expect(bytes.toString('latin1')).not.toContain('secret spot');
  });

  it("shows it on the venue's reviews and in the couple's own review", async () => {
    expect((await listed()).photos).toEqual([first]);
    const mine = await couple.get(`/api/venues/${venueId}/reviews/mine`).expect(200);
    expect(mine.body.review.photos).toEqual([first]);
    const edited = await couple.patch(`/api/reviews/${reviewId}`).send({ stars: 4 }).expect(200);
    expect(edited.body.photos).toEqual([first]);
  });

  it('refuses a text file renamed .jpg, by its content, naming the field', async () => {
    const res = await upload(couple, Buffer.from('This is a shopping list, not a photo.\n'), 'wedding.jpg').expect(400);
    expect(res.body).toMatchObject({ code: 'REVIEW.UNSUPPORTED_PHOTO', field: 'file' });
    const wrongField = await couple.post(`/api/reviews/${reviewId}/photos`).attach('photo', await png(), 'a.png').expect(400);
    expect(wrongField.body).toMatchObject({ code: 'REVIEW.PHOTO_REQUIRED', field: 'file' });
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(couple, big, 'big.png', 'image/png').expect(413)).body).toMatchObject({ code: 'REVIEW.PHOTO_TOO_LARGE', field: 'file' });
    expect((await listed()).photos).toHaveLength(1);
  });

  it('refuses a fifth photo', async () => {
    for (let i = 0; i < 3; i++) await upload(couple, await png(60 + i, 40), 'p.png', 'image/png').expect(201);
    const res = await upload(couple, await png(), 'p.png', 'image/png').expect(409);
    expect(res.body.code).toBe('REVIEW.PHOTO_LIMIT_REACHED');
    expect(res.body.message).toContain('at most 4 photos');
    expect((await listed()).photos).toHaveLength(4);
  });

  it('lets nobody but the author add or remove photos', async () => {
    expect((await upload(stranger, await png(), 'p.png', 'image/png').expect(404)).body.code).toBe('REVIEW.NOT_FOUND');
    expect((await upload(owner, await png(), 'p.png', 'image/png').expect(404)).body.code).toBe('REVIEW.NOT_FOUND');
    await stranger.delete(`/api/reviews/${reviewId}/photos/${first.id}`).expect(404);
    await browserAgent(t.http).delete(`/api/reviews/${reviewId}/photos/${first.id}`).expect(401);
    expect((await listed()).photos).toHaveLength(4);
  });

  it('removes a photo for the author; it is then gone', async () => {
    await couple.delete(`/api/reviews/${reviewId}/photos/${first.id}`).expect(204);
    expect((await listed()).photos.map((p) => p.id)).not.toContain(first.id);
    await fetchPhoto(first.url).expect(404);
    expect((await couple.delete(`/api/reviews/${reviewId}/photos/${first.id}`).expect(404)).body.code).toBe('REVIEW.PHOTO_NOT_FOUND');
    await request(t.http).get('/api/review-photos/not-a-photo').expect(404);
  });

  it('closes photo changes with the 30-day edit window', async () => {
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 31 * 86_400_000));
    try {
      const later = browserAgent(t.http);
      await later.post('/api/auth/sign-in').send({ email: coupleEmail, password: TEST_PASSWORD }).expect(200);
      expect((await upload(later, await png(), 'p.png', 'image/png').expect(409)).body.code).toBe('REVIEW.EDIT_WINDOW_CLOSED');
    } finally {
      t.clock.set(now);
    }
  });

  it("stops serving a hidden review's photos", async () => {
    const [shown] = (await listed()).photos;
    await fetchPhoto(shown.url).expect(200);
    await runOperation('reviews.hide', { id: reviewId, reason: 'Reported: not this venue' }, { app: t.application, where: 'test', progress: () => {} });
    expect((await fetchPhoto(shown.url).expect(404)).body).toBeDefined();
  });

  it("lists the photos in the couple's data, and deleting the account deletes them (the review stays)", async () => {
    const count = async () => Number(((await scopedEm(t.orm.em).execute(`select count(*) as n from review_photo where review_id = ?`, [reviewId])) as { n: string | number }[])[0].n);
    expect(await count()).toBe(3);
    const data = (await couple.get('/api/my/data').expect(200)).body as { reviewPhotos: { id: string; review_id: string }[] };
    expect(data.reviewPhotos).toHaveLength(3);
    expect(data.reviewPhotos.every((p) => p.review_id === reviewId && !('data' in p))).toBe(true);
    await couple.delete('/api/my/account').send({ password: TEST_PASSWORD }).expect((res) => expect(res.status).toBeLessThan(300));
    expect(await count()).toBe(0);
    const rows = (await scopedEm(t.orm.em).execute(`select count(*) as n from review where id = ?`, [reviewId])) as { n: string | number }[];
    expect(Number(rows[0].n)).toBe(1);
  });
});
