import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { PasswordReset } from '../../../domain/accounts/use-cases/password-reset.js';
import { Sessions } from '../../../domain/accounts/use-cases/sessions.js';
import { SignUp } from '../../../domain/accounts/use-cases/sign-up.js';
import { presentAccount } from './account.presenter.js';
import { ForgotPasswordDto, ResetPasswordDto, SignInDto, SignUpDto } from './auth.dto.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

@ApiTags('accounts')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUp,
    private readonly sessions: Sessions,
    private readonly passwordReset: PasswordReset,
  ) {}

  @Post('sign-up')
  @ApiOperation({ summary: 'Create an account and sign it in' })
  async register(@Body() dto: SignUpDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const account = await this.signUp.execute(dto);
    await this.sessions.signOut(readSessionToken(req));
    const session = await this.sessions.start(account);
    setSessionCookie(req, res, session.token);
    return presentAccount(account);
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a new session (rate limited; one message for any wrong credentials)' })
  async signIn(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { account, token } = await this.sessions.signIn(dto.email, dto.password, req.ip ?? 'unknown');
    // A new session id at every sign-in; the one the browser had before ends.
    await this.sessions.signOut(readSessionToken(req));
    setSessionCookie(req, res, token);
    return presentAccount(account);
  }

  @Post('sign-out')
  @HttpCode(204)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.signOut(readSessionToken(req));
    clearSessionCookie(req, res);
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in account; 401 when nobody is signed in' })
  async me(@Req() req: Request) {
    const current = await this.sessions.current(readSessionToken(req));
    if (!current) throw new DomainError('UNAUTHENTICATED', 'Nobody is signed in.');
    return presentAccount(current.account);
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a reset link if the email has an account; the answer is the same either way' })
  async forgot(@Body() dto: ForgotPasswordDto) {
    await this.passwordReset.request(dto.email);
    return { message: 'If that email has an account, a reset link is on its way.' };
  }

  @Post('reset-password')
  @HttpCode(204)
  async reset(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.passwordReset.complete(dto.token, dto.password, dto.confirmPassword);
  }
}
