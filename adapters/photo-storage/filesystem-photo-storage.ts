import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage } from '../../domain/venue-management/photos-ports.js';

/** Keys are the domain's own (photoStorageKey): lower-case words and slashes, never `..`. */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.webp$/;

function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a photo storage key: ${JSON.stringify(key)}`);
}

/**
 * Photo files in a directory on disk (DATA_DIR/photos by default). A file is written beside its
 * place and renamed into it, so a reader never sees half a photo.
 */
export class FilesystemPhotoStorage implements PhotoStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
