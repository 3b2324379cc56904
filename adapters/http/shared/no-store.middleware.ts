import type { NextFunction, Request, Response } from 'express';

/**
 * Cache-Control: no-store on every answer under the paths it is mounted on, errors included,
 * unless a route sets its own. For /api: answers depend on the session or booking cookie, and the
 * public reads (venues, availability) must show an owner's edit or a new booking at once, so
 * none is kept by browsers or proxies; SWR already avoids refetching on the client. For /media:
 * only a found image says it may be kept, never a 404.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
