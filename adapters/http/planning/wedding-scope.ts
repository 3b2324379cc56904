import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';

/** The header a collaborator's client sends to plan someone else's wedding (absent: the caller's own). */
export const WEDDING_SCOPE_HEADER = 'x-wedding-id';

/**
 * Which wedding a /api/my/... or /api/timeline/... request is about. The web app sends the
 * header on every call once a collaborator picks a wedding; links (PDF, CSV) carry ?wedding=.
 */
export const WeddingScope = createParamDecorator((_: unknown, ctx: ExecutionContext): PlanningScope => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const header = req.headers[WEDDING_SCOPE_HEADER];
  const query = req.query?.wedding;
  const value = typeof header === 'string' && header ? header : typeof query === 'string' && query ? query : null;
  return { weddingId: value };
});
