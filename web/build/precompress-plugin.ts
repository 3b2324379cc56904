import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) sibling next to every text file of the build, so the
 * server sends them as they are (adapters/http/static/) instead of compressing on each request.
 *
 * Why not vite-plugin-compression2: the whole job is one walk of the output and two node:zlib
 * calls, node:zlib is the well-kept library here, and a plugin dependency would add tar support
 * and its own Vite version range for nothing we use.
 */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.xml', '.map'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function precompress(): Plugin {
  return {
    name: 'hcw:precompress',
    apply: 'build',
    // After the files are on disk: the public/ copies (favicon.svg) are included too.
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}

/** Compresses every text file under dir; a sibling that would not be smaller is not written. */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

async function precompressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < content.length ? fs.writeFile(`${file}.br`, br) : fs.rm(`${file}.br`, { force: true }),
    gz.length < content.length ? fs.writeFile(`${file}.gz`, gz) : fs.rm(`${file}.gz`, { force: true }),
  ]);
}
