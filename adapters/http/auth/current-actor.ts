import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';

export type RequestWithActor = Request & { actor?: Actor | null };

/** Who is signed in, as resolved by the session middleware; null for anonymous callers. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor | null => {
  return ctx.switchToHttp().getRequest<RequestWithActor>().actor ?? null;
});
