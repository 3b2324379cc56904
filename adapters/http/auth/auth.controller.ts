import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { PasswordReset } from '../../../domain/accounts/use-cases/password-reset.js';
import { ResendVerification } from '../../../domain/accounts/use-cases/resend-verification.js';
import { Sessions } from '../../../domain/accounts/use-cases/sessions.js';
import { SignUp } from '../../../domain/accounts/use-cases/sign-up.js';
import { VerifyEmail } from '../../../domain/accounts/use-cases/verify-email.js';
import { forgetAccessKey } from '../bookings/access-key.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { clientKeyOf } from '../security/client-key.js';
import { LoginCsrfGuard } from '../security/login-csrf.guard.js';
import { presentAccount, presentVerifiedEmail, SIGN_UP_ACCEPTED } from './account.presenter.js';
import { AccountResponse, MessageResponse, SignUpAcceptedResponse, VerifiedEmailResponse } from './account.response.js';
import { ForgotPasswordDto, ResetPasswordDto, SignInDto, SignUpDto, VerifyEmailDto } from './auth.dto.js';
import { CurrentActor } from './current-actor.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

@ApiTags('accounts')
@ApiErrorResponses()
@ApiExtraModels(AccountResponse)
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUp,
    private readonly sessions: Sessions,
    private readonly passwordReset: PasswordReset,
    private readonly verifyEmail: VerifyEmail,
    private readonly resendVerification: ResendVerification,
  ) {}

  @Post('sign-up')
  @HttpCode(202)
  @UseGuards(LoginCsrfGuard)
  @ApiOperation({
    summary: 'Create an account and mail a link to confirm its email (rate limited)',
    description:
      'The same 202 answer whether or not the address already has an account (its holder gets a mail instead). ' +
      'Nobody is signed in: the client signs in with the password next.',
  })
  @ApiAcceptedResponse({ type: SignUpAcceptedResponse })
  async register(@Body() dto: SignUpDto, @Req() req: Request) {
    await this.signUp.execute(dto, clientKeyOf(req));
    return SIGN_UP_ACCEPTED;
  }

  @Post('sign-in')
  @HttpCode(200)
  @UseGuards(LoginCsrfGuard)
  @ApiOperation({ summary: 'Start a new session (failures throttled per client and account; one message for any wrong credentials)' })
  @ApiOkResponse({ type: AccountResponse })
  async signIn(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { account, token } = await this.sessions.signIn(dto.email, dto.password, clientKeyOf(req));
    // A new session id at every sign-in; the one the browser had before ends.
    await this.sessions.signOut(readSessionToken(req));
    setSessionCookie(req, res, token);
    return presentAccount(account);
  }

  @Post('sign-out')
  @HttpCode(204)
  @ApiOperation({ summary: 'End this browser\'s session' })
  @ApiNoContentResponse()
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.signOut(readSessionToken(req));
    clearSessionCookie(req, res);
    forgetAccessKey(req, res);
  }

  @Get('me')
  @ApiOperation({
    summary: 'The signed-in account; null when nobody is signed in',
    description: 'A visitor is an answer, not a failure: 200 with the JSON body null (browsers log no error for it).',
  })
  @ApiOkResponse({ schema: { nullable: true, allOf: [{ $ref: getSchemaPath(AccountResponse) }] } })
  async me(@Req() req: Request, @Res() res: Response): Promise<void> {
    const current = await this.sessions.current(readSessionToken(req));
    // Sent by hand: Nest would answer a returned null with an empty body, which is not JSON.
    res.status(200).json(current ? presentAccount(current.account) : null);
  }

  @Post('forgot-password')
  @HttpCode(202)
  @UseGuards(LoginCsrfGuard)
  @ApiOperation({ summary: 'Mail a reset link if the email has an account; the answer is the same either way' })
  @ApiAcceptedResponse({ type: MessageResponse })
  async forgot(@Body() dto: ForgotPasswordDto, @Req() req: Request) {
    await this.passwordReset.request(dto.email, clientKeyOf(req));
    return { message: 'If that email has an account, a reset link is on its way.' };
  }

  @Post('reset-password')
  @HttpCode(204)
  @UseGuards(LoginCsrfGuard)
  @ApiOperation({ summary: 'Set a new password with the token from a reset link' })
  @ApiNoContentResponse()
  async reset(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.passwordReset.complete(dto.token, dto.password, dto.confirmPassword);
  }

  @Post('verify-email')
  @HttpCode(200)
  @UseGuards(LoginCsrfGuard)
  @ApiOperation({ summary: 'Confirm the email address with the token of the mailed /verify-email?token=... link (works once)' })
  @ApiOkResponse({ type: VerifiedEmailResponse })
  async verify(@Body() dto: VerifyEmailDto) {
    return presentVerifiedEmail(await this.verifyEmail.execute(dto.token));
  }

  @Post('resend-verification')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail the signed-in account a new confirmation link; older links stop working (rate limited)' })
  @ApiAcceptedResponse({ type: MessageResponse })
  async resend(@CurrentActor() actor: Actor | null) {
    await this.resendVerification.execute(actor);
    return { message: 'A new link is on its way.' };
  }
}
