import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { codedHttpException } from '../errors/coded-http-exception.js';
import { CSRF_HEADER, CSRF_HEADER_MISSING_MESSAGE } from './csrf.middleware.js';

/**
 * Sign-in, sign-up and the mailed-link routes need the X-HCW-CSRF header even without our cookies:
 * a forged cross-site form post there would sign the victim's browser into the forger's account
 * (login CSRF). A page on another site cannot add the header without our CORS consent.
 */
@Injectable()
export class LoginCsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<Request>().get(CSRF_HEADER) === '1') return true;
    throw codedHttpException(HttpStatus.FORBIDDEN, 'AUTH.CSRF_HEADER_MISSING', CSRF_HEADER_MISSING_MESSAGE, CSRF_HEADER);
  }
}
