import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Below this an answer goes out as it is: compressing a few hundred bytes saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Already compressed (PDF downloads, photos; SVG is text and is compressed), or sent event by
 * event (a compressor would hold server-sent events back until its buffer fills).
 */
const NEVER_COMPRESSED = /^(?:text\/event-stream|application\/pdf|image\/(?!svg\+xml))/i;

/**
 * Compresses API and media answers above 1 kB: brotli when the client takes it, else gzip
 * (compression >= 1.8 prefers br at equal q). Quality 4 is about gzip's speed with a smaller
 * result, right for answers made per request; the web app's files are compressed once, at
 * quality 11, by the build (web/build/precompress-plugin.ts). Cache-Control (no-store) is left alone.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req: Request, res: Response) => !NEVER_COMPRESSED.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
  });
}
