import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { FilesystemPhotoStorage } from '../../adapters/photo-storage/filesystem-photo-storage.js';
import { photoStorageFromEnv } from '../../adapters/photo-storage/photo-storage-config.js';
import { S3PhotoStorage } from '../../adapters/photo-storage/s3-photo-storage.js';
import { browserAgent, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.js';
import { signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

let t: TestApp;
let owner: Agent;
let venueId: string;
let listedImages: string[];
const photoDir = mkdtempSync(path.join(os.tmpdir(), 'hcw-photo-test-'));

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: TEST_PUBLIC_URL, PHOTO_DIR: photoDir } });
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  const venue = (await owner.get('/api/my/venues')).body[0];
  venueId = venue.id;
  listedImages = venue.images;
});
afterAll(async () => {
  await t.close();
  rmSync(photoDir, { recursive: true, force: true });
});

type Photo = { id: string; urls: Record<'400' | '800' | '1600', string>; width: number; height: number; isCover: boolean; position: number };

const GPS_EXIF = { IFD0: { Make: 'HillCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '98/1 52/1 0/1' } };

/** A phone-style JPEG whose EXIF says, in its GPS block, where it was taken. */
const jpegWithGps = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#a84d2a' } }).jpeg().withExif(GPS_EXIF).toBuffer();

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8fa68e' } }).png().toBuffer();

const upload = (agent: Agent, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  agent.post(`/api/venues/${venueId}/photos`).attach('file', bytes, { filename, contentType });

/** GET a stored size's bytes as they are served. */
const fetchPhoto = (url: string) =>
  request(t.http)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const publicImages = async () => (await request(t.http).get(`/api/venues/${venueId}`).expect(200)).body.images as string[];

/** Every file under the photo directory, as stored on disk. */
function storedFiles(dir = photoDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('uploading a venue photo', () => {
  let photo: Photo;

  it('takes a real JPEG and stores it as WebP at 400, 800 and 1600 px wide, the first photo being the cover', async () => {
    const res = await upload(owner, await jpegWithGps()).expect(201);
    photo = res.body;
    expect(photo).toEqual({
      id: expect.any(String),
      urls: {
        '400': `/api/venue-photos/${photo.id}/400.webp`,
        '800': `/api/venue-photos/${photo.id}/800.webp`,
        '1600': `/api/venue-photos/${photo.id}/1600.webp`,
      },
      width: 1600,
      height: 1067,
      isCover: true,
      position: 0,
    });
    for (const width of [400, 800, 1600]) {
      const served = await fetchPhoto(photo.urls[String(width) as '400']).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
  });

  it('removes the EXIF GPS position: neither the served photo nor the file on disk keeps any metadata', async () => {
    const original = await sharp(await jpegWithGps()).metadata();
    expect(original.exif?.includes(Buffer.from('HillCam'))).toBe(true);
    const served = await fetchPhoto(photo.urls['1600']).expect(200);
    const onDisk = storedFiles().filter((file) => file.includes(photo.id));
    expect(onDisk).toHaveLength(3);
    for (const bytes of [served.body as Buffer, ...onDisk.map((file) => readFileSync(file))]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('HillCam'))).toBe(false);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#345' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(owner, sideways).expect(201);
    expect([res.body.width, res.body.height]).toEqual([400, 600]);
    expect(res.body.isCover).toBe(false);
    await owner.delete(`/api/venues/${venueId}/photos/${res.body.id}`).expect(204);
  });

  it('refuses a text file renamed to .jpg: the type is read from the content', async () => {
    const res = await upload(owner, Buffer.from('just some words, not a picture at all\n'.repeat(20))).expect(400);
    expect(res.body).toMatchObject({ code: 'VENUE.UNSUPPORTED_PHOTO', field: 'file' });
  });

  it('refuses a file with a JPEG signature whose bytes are broken', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect((await upload(owner, broken).expect(400)).body.code).toBe('VENUE.UNSUPPORTED_PHOTO');
  });

  it('refuses an image over 40 megapixels (a decompression bomb looks like one) before decoding it', async () => {
    const huge = await png(8000, 5100);
    expect(huge.length).toBeLessThan(15 * 1024 * 1024);
    const res = await upload(owner, huge, 'huge.png', 'image/png').expect(400);
    expect(res.body).toMatchObject({ code: 'VENUE.PHOTO_TOO_MANY_PIXELS', field: 'file' });
  });

  it('refuses a file over 15 MB with 413', async () => {
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await upload(owner, tooBig).expect(413);
    expect(res.body).toMatchObject({ code: 'VENUE.PHOTO_TOO_LARGE', field: 'file' });
  });

  it('asks for a file when none is sent', async () => {
    const res = await owner.post(`/api/venues/${venueId}/photos`).field('other', 'x').expect(400);
    expect(res.body.field).toBe('file');
  });

  it('keeps a smaller photo at its own width, never enlarged', async () => {
    const res = await upload(owner, await png(500, 300), 'small.png', 'image/png').expect(201);
    expect([res.body.width, res.body.height]).toEqual([500, 300]);
    const meta = await sharp((await fetchPhoto(res.body.urls['1600']).expect(200)).body as Buffer).metadata();
    expect(meta.width).toBe(500);
    await owner.delete(`/api/venues/${venueId}/photos/${res.body.id}`).expect(204);
  });
});

describe('ordering photos and choosing the cover', () => {
  let ids: string[];

  beforeAll(async () => {
    for (const photo of (await owner.get(`/api/venues/${venueId}/photos`)).body as Photo[]) {
      await owner.delete(`/api/venues/${venueId}/photos/${photo.id}`).expect(204);
    }
    ids = [];
    for (const colour of ['#111111', '#222222', '#333333']) {
      const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).webp().toBuffer();
      ids.push((await upload(owner, bytes, 'photo.webp', 'image/webp').expect(201)).body.id);
    }
  });

  const publicUrl = (id: string) => `/api/venue-photos/${id}/800.webp`;

  it('shows uploaded photos first on the public venue, cover first, then the images listed by address', async () => {
    expect(await publicImages()).toEqual([...ids.map(publicUrl), ...listedImages]);
  });

  it('reorders the photos, and the venue page and search follow', async () => {
    const [a, b, c] = ids;
    const res = await owner.patch(`/api/venues/${venueId}/photos/order`).send({ photoIds: [c, a, b] }).expect(200);
    expect((res.body as Photo[]).map((p) => [p.id, p.position, p.isCover])).toEqual([[c, 0, false], [a, 1, true], [b, 2, false]]);
    // The cover (a, the first uploaded) still leads; the others follow the new order.
    expect(await publicImages()).toEqual([publicUrl(a), publicUrl(c), publicUrl(b), ...listedImages]);
    const found = (await request(t.http).post('/api/venues/search').send({ pageSize: 50 }).expect(200)).body as { id: string; images: string[] }[];
    expect(found.find((venue) => venue.id === venueId)?.images.slice(0, 3)).toEqual([publicUrl(a), publicUrl(c), publicUrl(b)]);
  });

  it('makes another photo the cover, the only one', async () => {
    const [a, b, c] = ids;
    const res = await owner.patch(`/api/venues/${venueId}/photos/${b}`).send({ isCover: true }).expect(200);
    expect(res.body).toMatchObject({ id: b, isCover: true });
    const listed = (await owner.get(`/api/venues/${venueId}/photos`).expect(200)).body as Photo[];
    expect(listed.filter((p) => p.isCover).map((p) => p.id)).toEqual([b]);
    expect(await publicImages()).toEqual([publicUrl(b), publicUrl(c), publicUrl(a), ...listedImages]);
  });

  it('refuses an order that leaves a photo out, repeats one or names a stranger', async () => {
    const [a, b, c] = ids;
    for (const photoIds of [[a, b], [a, a, b], [a, b, c, '6f2d1a52-9c1e-4c55-8f3f-0c2f4c1e9a10'], [a, b, 'nope']]) {
      const res = await owner.patch(`/api/venues/${venueId}/photos/order`).send({ photoIds }).expect(400);
      expect(res.body.field).toMatch(/^photoIds/);
    }
    expect((await owner.patch(`/api/venues/${venueId}/photos/${a}`).send({ isCover: false }).expect(400)).body.field).toBe('isCover');
  });

  it("keeps the owner's address list apart: saving the Venue tab with photo addresses in it stores only the addresses", async () => {
    const res = await owner.patch(`/api/venues/${venueId}`).send({ images: [publicUrl(ids[0]), ...listedImages] }).expect(200);
    expect(res.body.images).toBeDefined();
    expect((await owner.get('/api/my/venues')).body[0].images).toEqual(listedImages);
    expect((await publicImages()).slice(3)).toEqual(listedImages);
  });

  it('deletes a photo and its files; the next photo becomes the cover', async () => {
    const [a, b, c] = ids;
    await owner.delete(`/api/venues/${venueId}/photos/${b}`).expect(204);
    await fetchPhoto(publicUrl(b)).expect(404);
    expect(storedFiles().filter((file) => file.includes(b))).toEqual([]);
    const listed = (await owner.get(`/api/venues/${venueId}/photos`).expect(200)).body as Photo[];
    expect(listed.map((p) => [p.id, p.isCover])).toEqual([[c, true], [a, false]]);
    expect(await publicImages()).toEqual([publicUrl(c), publicUrl(a), ...listedImages]);
    await owner.delete(`/api/venues/${venueId}/photos/${b}`).expect(404);
  });

  it('answers 404 for a size or photo that is not stored', async () => {
    for (const url of [`/api/venue-photos/${ids[0]}/640.webp`, `/api/venue-photos/${ids[0]}/800.png`, '/api/venue-photos/not-an-id/800.webp', '/api/venue-photos/..%2F..%2Fetc/800.webp']) {
      await request(t.http).get(url).expect(404);
    }
  });
});

describe('who may manage the photos', () => {
  let photoId: string;
  beforeAll(async () => {
    photoId = ((await owner.get(`/api/venues/${venueId}/photos`)).body as Photo[])[0].id;
  });

  const calls = (agent: Agent | ReturnType<typeof request.agent>) => [
    agent.get(`/api/venues/${venueId}/photos`),
    agent.post(`/api/venues/${venueId}/photos`).set('X-HCW-CSRF', '1').attach('file', Buffer.from([0xff, 0xd8, 0xff, 0]), { filename: 'a.jpg', contentType: 'image/jpeg' }),
    agent.patch(`/api/venues/${venueId}/photos/order`).set('X-HCW-CSRF', '1').send({ photoIds: [photoId] }),
    agent.patch(`/api/venues/${venueId}/photos/${photoId}`).set('X-HCW-CSRF', '1').send({ isCover: true }),
    agent.delete(`/api/venues/${venueId}/photos/${photoId}`).set('X-HCW-CSRF', '1'),
  ];

  it('answers another owner 404 on every call, as if the venue did not exist', async () => {
    for (const call of calls(await signedInOwner(t))) {
      const res = await call;
      expect([res.status, res.body.code]).toEqual([404, 'VENUE.NOT_FOUND']);
    }
  });

  it('answers a couple 403 and a visitor 401', async () => {
    for (const call of calls((await signedInCouple(t)).agent)) expect((await call).status).toBe(403);
    for (const call of calls(request.agent(t.http))) expect((await call).status).toBe(401);
  });

  it('left the photos untouched', async () => {
    expect(((await owner.get(`/api/venues/${venueId}/photos`)).body as Photo[]).map((p) => p.id)).toContain(photoId);
  });
});

describe('S3-compatible photo storage', () => {
  it('is chosen by PHOTO_S3_BUCKET, which needs its keys; photos stay on disk otherwise', () => {
    const memory = { kind: 'memory' } as const;
    expect(photoStorageFromEnv(memory, {})).toBeInstanceOf(FilesystemPhotoStorage);
    expect(() => photoStorageFromEnv(memory, { PHOTO_S3_BUCKET: 'photos' })).toThrow(/PHOTO_S3_ACCESS_KEY_ID/);
    expect(photoStorageFromEnv(memory, { PHOTO_S3_BUCKET: 'photos', PHOTO_S3_ACCESS_KEY_ID: 'k', PHOTO_S3_SECRET_ACCESS_KEY: 's' })).toBeInstanceOf(S3PhotoStorage);
  });

  describe('against a stand-in S3 server', () => {
    let server: Server;
    let storage: S3PhotoStorage;
    const objects = new Map<string, Buffer>();
    const seen: { method: string; path: string; signed: boolean; hashMatches: boolean }[] = [];

    beforeAll(async () => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const body = Buffer.concat(chunks);
          const target = req.url ?? '';
          seen.push({
            method: req.method ?? '',
            path: target,
            signed: /^AWS4-HMAC-SHA256 Credential=key-id\/\d{8}\/eu-central-1\/s3\/aws4_request,/.test(req.headers.authorization ?? ''),
            hashMatches: req.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex'),
          });
          if (req.method === 'PUT') objects.set(target, body);
          if (req.method === 'DELETE') objects.delete(target);
          const stored = objects.get(target);
          if (req.method === 'GET' && !stored) res.writeHead(404).end();
          else res.writeHead(req.method === 'DELETE' ? 204 : 200).end(req.method === 'GET' ? stored : undefined);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      storage = new S3PhotoStorage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'photos', region: 'eu-central-1', accessKeyId: 'key-id', secretAccessKey: 'secret' });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('puts, reads and deletes a photo path-style in the bucket, every request signed with its payload hash', async () => {
      const key = 'venue-photos/0b6f1c9e-2f7d-4a59-9d0e-5d1c2b3a4f50/800.webp';
      await storage.put(key, new Uint8Array([1, 2, 3]), 'image/webp');
      expect(await storage.get(key)).toEqual(new Uint8Array([1, 2, 3]));
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      expect(seen.map((r) => [r.method, r.path])).toEqual([
        ['PUT', `/photos/${key}`],
        ['GET', `/photos/${key}`],
        ['DELETE', `/photos/${key}`],
        ['GET', `/photos/${key}`],
      ]);
      expect(seen.every((r) => r.signed && r.hashMatches)).toBe(true);
    });

    it('refuses a key that could leave the photo folder', async () => {
      await expect(storage.get('../secrets.webp')).rejects.toThrow('not a photo storage key');
    });
  });
});
