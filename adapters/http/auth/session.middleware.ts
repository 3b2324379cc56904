import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { Sessions } from '../../../domain/accounts/use-cases/sessions.js';
import type { RequestWithActor } from './current-actor.js';
import { readSessionToken } from './session-cookie.js';

/** Resolves the session cookie once per API request into req.actor. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: Sessions) {}

  async use(req: RequestWithActor, _res: Response, next: NextFunction): Promise<void> {
    try {
      req.actor = (await this.sessions.current(readSessionToken(req)))?.actor ?? null;
      next();
    } catch (error) {
      next(error);
    }
  }
}
