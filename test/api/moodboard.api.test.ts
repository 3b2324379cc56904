import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

let t: TestApp;
let book: ReturnType<typeof dateBooker>;

beforeAll(async () => {
  t = await startTestApp();
  book = dateBooker(t);
});
afterAll(() => t.close());

type Item = { id: string; type: string; content: string; position: { x: number; y: number }; size: { width: number; height: number }; title?: string | null; description?: string | null };

const colour = (id: string, x = 0, y = 0): Item => ({ id, type: 'color', content: '#A84D2A', position: { x, y }, size: { width: 100, height: 100 } });
const words = (id: string, content: string): Item => ({ id, type: 'text', content, position: { x: 300, y: 40 }, size: { width: 200, height: 150 }, title: 'Vows', description: null });

/** A real PNG, drawn by sharp. */
const png = (width = 1600, height = 900) => sharp({ create: { width, height, channels: 4, background: '#8fa68e' } }).png().toBuffer();

/** A phone-style JPEG whose EXIF names the camera and, in its GPS block, where it was taken. */
const jpegWithGps = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#a84d2a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'HillCam', ImageDescription: 'Our secret spot' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '98/1 52/1 0/1' } })
    .toBuffer();

/** GET a picture's bytes as they are served. */
const fetchImage = (url: string) =>
  request(t.http)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const upload = (agent: Agent, path: string, bytes: Buffer, filename = 'picture.png', contentType = 'image/png') =>
  agent.post(path).attach('file', bytes, { filename, contentType });

describe('saving and reading the board', () => {
  let couple: Agent;
  beforeAll(async () => {
    couple = (await signedInCouple(t)).agent;
  });

  it('reads an empty board that was never saved', async () => {
    const res = await couple.get('/api/my/moodboard').expect(200);
    expect(res.body).toEqual({ items: [], share: null, updatedAt: null, canEdit: true });
  });

  it('saves the whole board and reads it back the same, colours in lower case, in drawing order', async () => {
    const saved = await couple.put('/api/my/moodboard').send({ items: [colour('sage', 10, 20), words('vows', '  Golden hour on the river  ')] }).expect(200);
    expect(saved.body).toEqual({
      items: [
        { id: 'sage', type: 'color', content: '#a84d2a', position: { x: 10, y: 20 }, size: { width: 100, height: 100 }, title: null, description: null },
        { id: 'vows', type: 'text', content: 'Golden hour on the river', position: { x: 300, y: 40 }, size: { width: 200, height: 150 }, title: 'Vows', description: null },
      ],
      share: null,
      updatedAt: TEST_NOW.toISOString(),
      canEdit: true,
    });
    expect((await couple.get('/api/my/moodboard').expect(200)).body).toEqual(saved.body);
  });

  it('replaces everything on the next save', async () => {
    await couple.put('/api/my/moodboard').send({ items: [colour('a'), colour('b', 120)] }).expect(200);
    await couple.put('/api/my/moodboard').send({ items: [colour('b', 500, 500)] }).expect(200);
    const items = (await couple.get('/api/my/moodboard')).body.items as Item[];
    expect(items.map((item) => [item.id, item.position])).toEqual([['b', { x: 500, y: 500 }]]);
    await couple.put('/api/my/moodboard').send({ items: [] }).expect(200);
    expect((await couple.get('/api/my/moodboard')).body.items).toEqual([]);
  });

  it.each([
    ['a colour that is not #rrggbb', { items: [{ ...colour('a'), content: 'sage green' }] }, 'items.0.content', 'PLANNING.INVALID_MOODBOARD'],
    ['an item off the bottom of the 600 px canvas', { items: [colour('a', 0, 501)] }, 'items.0.position.y', 'PLANNING.INVALID_MOODBOARD'],
    ['an item off the right of the canvas', { items: [colour('a', 1901, 0)] }, 'items.0.position.x', 'PLANNING.INVALID_MOODBOARD'],
    ['a width under 40', { items: [{ ...colour('a'), size: { width: 39, height: 100 } }] }, 'items.0.size.width', 'REQUEST.INVALID_INPUT'],
    ['a fractional position', { items: [colour('a', 10.5)] }, 'items.0.position.x', 'REQUEST.INVALID_INPUT'],
    ['a position sent as text', { items: [{ ...colour('a'), position: { x: '10', y: 0 } }] }, 'items.0.position.x', 'REQUEST.INVALID_INPUT'],
    ['an unknown type', { items: [{ ...colour('a'), type: 'video' }] }, 'items.0.type', 'REQUEST.INVALID_INPUT'],
    ['an id with a slash', { items: [colour('a/b')] }, 'items.0.id', 'REQUEST.INVALID_INPUT'],
    ['a repeated id', { items: [colour('a'), colour('a', 200)] }, 'items.1.id', 'PLANNING.INVALID_MOODBOARD'],
    ['a text of 501 characters', { items: [words('w', 'x'.repeat(501))] }, 'items.0.content', 'PLANNING.INVALID_MOODBOARD'],
    ['a title of 101 characters', { items: [{ ...colour('a'), title: 't'.repeat(101) }] }, 'items.0.title', 'REQUEST.INVALID_INPUT'],
    ['a picture that is no web link', { items: [{ ...words('p', 'javascript:alert(1)'), type: 'image' }] }, 'items.0.content', 'PLANNING.INVALID_MOODBOARD'],
    ['a field the item does not have', { items: [{ ...colour('a'), zIndex: 3 }] }, 'items.0.zIndex', 'REQUEST.INVALID_INPUT'],
    ['no items list', {}, 'items', 'REQUEST.INVALID_INPUT'],
    ['items that are not objects', { items: ['#ffffff'] }, 'items.0', 'REQUEST.INVALID_INPUT'],
  ])('refuses %s with a 400 naming the field, and keeps the saved board', async (_what, body, field, code) => {
    await couple.put('/api/my/moodboard').send({ items: [colour('kept')] }).expect(200);
    const res = await couple.put('/api/my/moodboard').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code, field });
    expect(((await couple.get('/api/my/moodboard')).body.items as Item[]).map((item) => item.id)).toEqual(['kept']);
  });

  it('takes a full board of 200 items with the longest links and notes (about 600 kB)', async () => {
    const link = `https://example.com/${'a'.repeat(2000)}`;
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: `big${i}`, type: 'inspiration', content: link, title: 'T'.repeat(100), description: 'D'.repeat(500),
      position: { x: (i * 9) % 1700, y: (i * 2) % 400 }, size: { width: 200, height: 150 },
    }));
    expect(JSON.stringify({ items }).length).toBeGreaterThan(500_000);
    const saved = await couple.put('/api/my/moodboard').send({ items }).expect(200);
    expect(saved.body.items).toHaveLength(200);
  });

  it('takes 200 items and refuses the 201st', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => colour(`c${i}`, (i * 9) % 1900, (i * 3) % 500));
    const saved = await couple.put('/api/my/moodboard').send({ items: many(200) }).expect(200);
    expect(saved.body.items).toHaveLength(200);
    const refused = await couple.put('/api/my/moodboard').send({ items: many(201) }).expect(400);
    expect(refused.body).toMatchObject({ code: 'PLANNING.MOODBOARD_ITEM_LIMIT_REACHED', field: 'items' });
    expect((await couple.get('/api/my/moodboard')).body.items).toHaveLength(200);
  });

  it('is one board per wedding: the booking reads and saves the same one', async () => {
    const booking = await book(couple);
    await couple.put(`/api/bookings/${booking.id}/moodboard`).send({ items: [colour('via-booking')] }).expect(200);
    const mine = (await couple.get('/api/my/moodboard').expect(200)).body;
    expect(mine.items.map((item: Item) => item.id)).toEqual(['via-booking']);
    expect((await couple.get(`/api/bookings/${booking.id}/moodboard`).expect(200)).body).toEqual(mine);
  });
});

describe('who reaches a board', () => {
  it("answers another couple's booking and wedding as not found, and leaves the board alone", async () => {
    const { agent: couple } = await signedInCouple(t);
    const booking = await book(couple);
    await couple.put('/api/my/moodboard').send({ items: [colour('ours')] }).expect(200);
    const weddingId = (await couple.get('/api/my/wedding').expect(200)).body.id;
    const stranger = (await signedInCouple(t)).agent;

    expect((await stranger.get(`/api/bookings/${booking.id}/moodboard`).expect(404)).body.code).toBe('BOOKING.NOT_FOUND');
    expect((await stranger.put(`/api/bookings/${booking.id}/moodboard`).send({ items: [] }).expect(404)).body.code).toBe('BOOKING.NOT_FOUND');
    expect((await stranger.post(`/api/bookings/${booking.id}/moodboard/share`).expect(404)).body.code).toBe('BOOKING.NOT_FOUND');
    await upload(stranger, `/api/bookings/${booking.id}/moodboard/images`, await png(40, 40)).expect(404);
    expect((await stranger.get('/api/my/moodboard').set('X-Wedding-Id', weddingId).expect(404)).body.code).toBe('PLANNING.WEDDING_NOT_FOUND');
    expect((await stranger.get('/api/my/moodboard').expect(200)).body.items).toEqual([]);
    expect((await couple.get('/api/my/moodboard')).body.items.map((item: Item) => item.id)).toEqual(['ours']);
  });

  it('shows the board to every collaborator, and lets only roles that may edit change or share it', async () => {
    const { agent: couple } = await signedInCouple(t);
    const booking = await book(couple);
    await couple.put('/api/my/moodboard').send({ items: [colour('ours')] }).expect(200);
    const weddingId = (await couple.get('/api/my/wedding').expect(200)).body.id;

    const join = async (role: 'planner' | 'family') => {
      const email = `${role}.${Date.now()}@example.com`;
      await couple.post(`/api/bookings/${booking.id}/collaborators`).send({ email, role }).expect(201);
      const [mail] = await sentMail(t, { to: email, template: 'planning-invitation' });
      const token = /\/([\w-]{43})\b/.exec(mail?.body ?? '')?.[1];
      const agent = browserAgent(t.http);
      await signUpAndSignIn(t, agent, signUpBody({ accountType: 'customer', email }), { verified: true });
      await agent.post(`/api/invitations/${token}/accept`).expect(200);
      return agent;
    };
    const planner = await join('planner');
    const family = await join('family');

    const seen = (await family.get('/api/my/moodboard').set('X-Wedding-Id', weddingId).expect(200)).body;
    expect(seen).toMatchObject({ canEdit: false, items: [{ id: 'ours' }] });
    expect((await family.get(`/api/bookings/${booking.id}/moodboard`).expect(200)).body.items).toEqual(seen.items);
    const refused = await family.put('/api/my/moodboard').set('X-Wedding-Id', weddingId).send({ items: [] }).expect(403);
    expect(refused.body.code).toBe('PLANNING.PERMISSION_DENIED');
    await family.post(`/api/bookings/${booking.id}/moodboard/share`).expect(403);
    await upload(family, `/api/bookings/${booking.id}/moodboard/images`, await png(40, 40)).expect(403);

    const byPlanner = await planner.put(`/api/bookings/${booking.id}/moodboard`).send({ items: [colour('ours'), colour('theirs', 200)] }).expect(200);
    expect(byPlanner.body.canEdit).toBe(true);
    expect((await couple.get('/api/my/moodboard')).body.items.map((item: Item) => item.id)).toEqual(['ours', 'theirs']);
  });

  it('asks for sign-in, and refuses a venue owner', async () => {
    const anonymous = request(t.http);
    expect((await anonymous.get('/api/my/moodboard').expect(401)).body.code).toBe('AUTH.SIGN_IN_REQUIRED');
    await anonymous.put('/api/my/moodboard').send({ items: [] }).expect(401);
    await anonymous.post('/api/my/moodboard/share').expect(401);
    const owner = await signedInOwner(t);
    await owner.get('/api/my/moodboard').expect(403);
  });
});

describe('sharing a board', () => {
  it('makes a read-only link anyone can open, which a revoke ends', async () => {
    const couple = (await signedInCouple(t, { partnerName: 'Zoë' })).agent;
    await couple.put('/api/my/moodboard').send({ items: [colour('sage'), words('vows', 'Boots and lace')] }).expect(200);

    const link = (await couple.post('/api/my/moodboard/share').expect(201)).body;
    expect(link).toEqual({ url: expect.stringMatching(/^https:\/\/weddings\.test\/moodboard\/[\w-]{43}$/), path: expect.stringMatching(/^\/moodboard\/[\w-]{43}$/), createdAt: TEST_NOW.toISOString() });
    expect(link.url.endsWith(link.path)).toBe(true);
    const shareId = link.path.split('/').at(-1);

    const shared = (await request(t.http).get(`/api/shared/moodboards/${shareId}`).expect(200)).body;
    expect(shared).toEqual({ coupleName: 'Sarah Johnson & Zoë', items: (await couple.get('/api/my/moodboard')).body.items, updatedAt: TEST_NOW.toISOString() });
    expect((await couple.get('/api/my/moodboard')).body.share).toEqual({ createdAt: TEST_NOW.toISOString() });

    await couple.delete('/api/my/moodboard/share').expect(204);
    expect((await request(t.http).get(`/api/shared/moodboards/${shareId}`).expect(404)).body.code).toBe('PLANNING.SHARED_MOODBOARD_NOT_FOUND');
    expect((await couple.get('/api/my/moodboard')).body.share).toBeNull();
    await couple.delete('/api/my/moodboard/share').expect(204);
  });

  it('ends the earlier link when a new one is made, as Share Timeline does', async () => {
    const couple = (await signedInCouple(t)).agent;
    const booking = await book(couple);
    const first = (await couple.post(`/api/bookings/${booking.id}/moodboard/share`).expect(201)).body.path.split('/').at(-1);
    const second = (await couple.post('/api/my/moodboard/share').expect(201)).body.path.split('/').at(-1);
    expect(second).not.toBe(first);
    await request(t.http).get(`/api/shared/moodboards/${first}`).expect(404);
    await request(t.http).get(`/api/shared/moodboards/${second}`).expect(200);
    await couple.delete(`/api/bookings/${booking.id}/moodboard/share`).expect(204);
    await request(t.http).get(`/api/shared/moodboards/${second}`).expect(404);
  });

  it.each(['not-a-real-link', 'x'.repeat(43), '%E2%9C%93'])('answers an unknown link %s as not found', async (shareId) => {
    expect((await request(t.http).get(`/api/shared/moodboards/${shareId}`).expect(404)).body.code).toBe('PLANNING.SHARED_MOODBOARD_NOT_FOUND');
  });
});

describe('uploading pictures', () => {
  let couple: Agent;
  beforeAll(async () => {
    couple = (await signedInCouple(t)).agent;
  });

  it('stores a PNG as a WebP at most 1200 px wide, served with a long cache to anyone with its address', async () => {
    const res = await upload(couple, '/api/my/moodboard/images', await png(1600, 900)).expect(201);
    expect(res.body).toEqual({ url: expect.stringMatching(/^\/api\/moodboard-images\/[\w-]{43}$/) });
    const served = await fetchImage(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 675 });

    await couple.put('/api/my/moodboard').send({ items: [{ id: 'pic', type: 'image', content: res.body.url, position: { x: 0, y: 0 }, size: { width: 200, height: 150 } }] }).expect(200);
    expect((await couple.get('/api/my/moodboard')).body.items[0].content).toBe(res.body.url);
  });

  it("strips a photo's EXIF, its GPS position included", async () => {
    const photo = await jpegWithGps();
    const original = (await sharp(photo).metadata()).exif!;
    expect(original.toString('latin1')).toContain('HillCam');
    expect(original.toString('hex')).toMatch(/2588|8825/);

    const res = await upload(couple, '/api/my/moodboard/images', photo, 'IMG_0042.jpg', 'image/jpeg').expect(201);
    const served = await fetchImage(res.body.url).expect(200);
    const bytes = served.body as Buffer;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('HillCam');
    expect(bytes.toString('latin1')).not.toContain('secret spot');
  });

  it('refuses a text file renamed .png, by its content', async () => {
    const fake = Buffer.from('This is a shopping list, not a picture.\n');
    const res = await upload(couple, '/api/my/moodboard/images', fake, 'holiday.png', 'image/png').expect(400);
    expect(res.body).toMatchObject({ code: 'PLANNING.UNSUPPORTED_MOODBOARD_IMAGE', field: 'file' });
  });

  it('refuses a PNG that is cut short', async () => {
    const whole = await png(400, 300);
    const res = await upload(couple, '/api/my/moodboard/images', whole.subarray(0, 60)).expect(400);
    expect(res.body.code).toBe('PLANNING.UNSUPPORTED_MOODBOARD_IMAGE');
  });

  it('refuses a GIF and an SVG', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ffffff' } }).gif().toBuffer();
    expect((await upload(couple, '/api/my/moodboard/images', gif, 'a.gif', 'image/gif').expect(400)).body.code).toBe('PLANNING.UNSUPPORTED_MOODBOARD_IMAGE');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(couple, '/api/my/moodboard/images', svg, 'a.png', 'image/png').expect(400)).body.code).toBe('PLANNING.UNSUPPORTED_MOODBOARD_IMAGE');
  });

  it('refuses a file over 5 MB with a 413', async () => {
    const big = Buffer.concat([await png(40, 40), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(couple, '/api/my/moodboard/images', big).expect(413);
    expect(res.body).toMatchObject({ code: 'PLANNING.MOODBOARD_IMAGE_TOO_LARGE', field: 'file' });
  });

  it('refuses an upload without the file field, with another field, or as JSON', async () => {
    const wrongField = await couple.post('/api/my/moodboard/images').attach('picture', await png(40, 40), 'a.png').expect(400);
    expect(wrongField.body).toMatchObject({ code: 'PLANNING.MOODBOARD_IMAGE_REQUIRED', field: 'file' });
    await couple.post('/api/my/moodboard/images').field('note', 'hello').attach('file', await png(40, 40), 'a.png').expect(400);
    const json = await couple.post('/api/my/moodboard/images').send({ file: 'iVBORw0KGgo=' }).expect(400);
    expect(json.body).toMatchObject({ code: 'PLANNING.MOODBOARD_IMAGE_REQUIRED', field: 'file' });
    await couple.post('/api/my/moodboard/images').set('Content-Type', 'image/png').send(await png(40, 40)).expect(415);
  });

  it('still refuses multipart bodies on every other route', async () => {
    const res = await couple.put('/api/my/moodboard').attach('file', await png(40, 40), 'a.png').expect(415);
    expect(res.body.code).toBe('REQUEST.UNSUPPORTED');
  });

  it('answers an unknown picture as a plain 404 nobody keeps', async () => {
    const res = await request(t.http).get('/api/moodboard-images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect(res.body.code).toBe('PLANNING.MOODBOARD_IMAGE_NOT_FOUND');
    expect(res.headers['cache-control']).toBe('no-store');
    await request(t.http).get('/api/moodboard-images/..%2F..%2Fetc').expect(404);
  });

  it('refuses an upload from someone not signed in', async () => {
    await upload(browserAgent(t.http), '/api/my/moodboard/images', await png(40, 40)).expect(401);
  });
});
