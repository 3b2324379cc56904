import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPES, type AccountType } from '../../../domain/accounts/account.js';
import { ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentAccount, presentVerifiedEmail, SIGN_UP_ACCEPTED } from './account.presenter.js';

export class AccountResponse {
  @ApiUuid() id!: string;
  @ApiText() email!: string;
  @ApiProperty({ enum: ACCOUNT_TYPES, enumName: 'AccountType' }) accountType!: AccountType;
  @ApiText() firstName!: string;
  @ApiText() lastName!: string;
  @ApiText({ nullable: true }) phone!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The wedding, venue or business details of sign-up step 3' })
  details!: Record<string, unknown>;
  @ApiText({ description: 'Where the web app goes after sign-in', example: '/search' }) landingPage!: string;
  @ApiProperty({ description: 'Whether the account confirmed its email by the mailed link; until then it cannot publish' })
  emailVerified!: boolean;
}

export class MessageResponse {
  @ApiText() message!: string;
}

export type AccountResponseMatches = AssertTrue<SameShape<AccountResponse, ReturnType<typeof presentAccount>>>;

export class SignUpAcceptedResponse {
  @ApiProperty({ enum: ['check-your-email'], description: 'The same for a new address and one that already has an account' })
  status!: 'check-your-email';
  @ApiText() message!: string;
}

export class VerifiedEmailResponse {
  @ApiProperty({ enum: [true] }) emailVerified!: true;
  @ApiText() email!: string;
  @ApiText({ description: 'Where the web app goes next', example: '/venue-dashboard' }) landingPage!: string;
}

export type SignUpAcceptedResponseMatches = AssertTrue<SameShape<SignUpAcceptedResponse, typeof SIGN_UP_ACCEPTED>>;
export type VerifiedEmailResponseMatches = AssertTrue<SameShape<VerifiedEmailResponse, ReturnType<typeof presentVerifiedEmail>>>;
