import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import etag from 'etag';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { compressResponses } from '../shared/compress-responses.middleware.js';
import { preferredCoding, type ContentCoding } from './content-coding.js';
import { textKeptUntilChanged } from './kept-file-text.js';
import { withHints, type PageHintsLookup } from './page-hints.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked for again each time (ETag / Last-Modified make that a 304). */
export const REVALIDATE = 'no-cache';

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
const CODINGS = Object.keys(SUFFIX) as ContentCoding[];
/** Left to Nest: the API and the media files. A missing /assets file is not a page either: a real 404. */
const NOT_THE_APP = ['/api', '/media'];
const ASSETS = '/assets';

/**
 * The built single-page app: a file of the build when the path names one, index.html for any
 * other page path (the app shows its own 404 page). Each text file is sent as its precompressed
 * .br or .gz sibling when Accept-Encoding allows, with the Content-Type of the original; files
 * under /assets carry a content hash in their name and are kept for a year, everything else
 * (index.html above all, so a deploy is seen at once) is revalidated.
 *
 * A page path whose page has something to fetch early (hintsFor: the page's script chunks, a venue
 * page's venue and photo) gets index.html with those hints in its head, made per request
 * (./page-hints.ts).
 */
export function serveWebApp(webDir: string, hintsFor?: PageHintsLookup): RequestHandler {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  const indexHtml = textKeptUntilChanged(indexFile);
  const compress = compressResponses();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_THE_APP.some((prefix) => isUnder(req.path, prefix))) return next();
    void (async () => {
      const file = (await fileOfBuild(root, req.path)) ?? (isUnder(req.path, ASSETS) ? undefined : indexFile);
      if (!file) return next();
      // A lookup that fails costs the hints, never the page.
      const hints = file === indexFile && hintsFor ? await hintsFor(req.path).catch(() => []) : [];
      if (hints.length > 0) {
        const html = withHints(await indexHtml(), hints);
        return compress(req, res, () => sendPage(res, html));
      }
      await sendPrecompressed(req, res, next, file, path.relative(root, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
    })().catch(next);
  };
}

/**
 * A page made for this request: revalidated like index.html, by an ETag of its own content (the
 * app computes none itself: create-app.ts; res.send answers a matching If-None-Match with a 304).
 * No Last-Modified: the hints come from data that changes without index.html changing.
 */
function sendPage(res: Response, html: string): void {
  res.type('html');
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('ETag', etag(html));
  res.send(html);
}

function isUnder(urlPath: string, prefix: string): boolean {
  return urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

/** The regular file the URL path names inside the build, never outside it nor a dotfile. */
async function fileOfBuild(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(root, decoded);
  const relative = path.relative(root, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).some((part) => part.startsWith('.'))) return undefined;
  return (await isFile(file)) ? file : undefined;
}

async function fileStat(file: string): Promise<Stats | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat?.isFile() ? stat : undefined;
}

async function isFile(file: string): Promise<boolean> {
  return (await fileStat(file)) !== undefined;
}

/** The codings with a sibling file at least as new as the original (an older one would be stale). */
async function availableCodings(file: string): Promise<ContentCoding[]> {
  const [original, ...siblings] = await Promise.all([file, ...CODINGS.map((coding) => file + SUFFIX[coding])].map(fileStat));
  return CODINGS.filter((_coding, i) => original && siblings[i] && siblings[i].mtimeMs >= original.mtimeMs);
}

async function sendPrecompressed(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string): Promise<void> {
  const available = await availableCodings(file);
  const coding = preferredCoding(req.get('accept-encoding'), available);
  // The type of the original (send would name a .br file application/x-brotli); set first, send keeps it.
  res.type(path.extname(file));
  res.setHeader('Cache-Control', cacheControl);
  if (available.length > 0) res.vary('Accept-Encoding');
  if (coding) res.setHeader('Content-Encoding', coding);
  // send (what serve-static runs on) does the rest: Content-Length of the file sent, ETag and
  // Last-Modified with 304s, ranges and HEAD.
  res.sendFile(coding ? file + SUFFIX[coding] : file, { cacheControl: false, dotfiles: 'allow' }, (error?: Error & { status?: number }) => {
    if (!error) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const header of ['Content-Type', 'Content-Encoding', 'Cache-Control', 'Vary']) res.removeHeader(header);
    // Removed between the look and the send (a redeploy): a plain 404 like any unknown path.
    next(error.status === 404 ? undefined : error);
  });
}
