import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { PhotoStorage } from '../../domain/venue-management/photos-ports.js';
import type { DatabaseTarget } from '../persistence/database-config.js';
import { FilesystemPhotoStorage } from './filesystem-photo-storage.js';
import { S3PhotoStorage } from './s3-photo-storage.js';

/**
 * Where uploaded photos go. PHOTO_S3_BUCKET set: that S3-compatible bucket (with
 * PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY; PHOTO_S3_ENDPOINT and PHOTO_S3_REGION
 * optional). Otherwise a directory: PHOTO_DIR if set, else DATA_DIR/photos (./data/photos). An
 * in-memory database (tests) gets its own temporary directory, made only if a photo is stored.
 */
export function photoStorageFromEnv(target: DatabaseTarget, env: NodeJS.ProcessEnv = process.env): PhotoStorage {
  const bucket = env.PHOTO_S3_BUCKET?.trim();
  if (bucket) {
    const accessKeyId = env.PHOTO_S3_ACCESS_KEY_ID?.trim();
    const secretAccessKey = env.PHOTO_S3_SECRET_ACCESS_KEY?.trim();
    if (!accessKeyId || !secretAccessKey) {
      throw new Error('PHOTO_S3_BUCKET is set: set PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY too (or unset PHOTO_S3_BUCKET to keep photos on disk)');
    }
    const region = env.PHOTO_S3_REGION?.trim() || 'us-east-1';
    const endpoint = env.PHOTO_S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`;
    if (!/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`PHOTO_S3_ENDPOINT must be an http(s) address, got "${endpoint}"`);
    return new S3PhotoStorage({ endpoint, bucket, region, accessKeyId, secretAccessKey });
  }
  const configured = env.PHOTO_DIR?.trim();
  if (configured) return new FilesystemPhotoStorage(path.resolve(configured));
  if (target.kind === 'memory') return new FilesystemPhotoStorage(path.join(os.tmpdir(), `hcw-photos-${process.pid}-${randomBytes(6).toString('hex')}`));
  const dataDir = target.kind === 'embedded' ? target.dataDir : path.resolve(env.DATA_DIR?.trim() || 'data');
  return new FilesystemPhotoStorage(path.join(dataDir, 'photos'));
}
