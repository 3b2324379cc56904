import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_TYPES, PASSWORD_MAX_LENGTH, type AccountType } from '../../../domain/accounts/account.js';
import { ACCOUNT_LIMITS } from '../../../domain/accounts/account-limits.js';

export class SignUpDto {
  @ApiProperty({ enum: ACCOUNT_TYPES })
  @IsIn(ACCOUNT_TYPES)
  accountType!: AccountType;

  @ApiProperty() @IsString() @MinLength(1) @MaxLength(ACCOUNT_LIMITS.nameLength)
  firstName!: string;

  @ApiProperty() @IsString() @MinLength(1) @MaxLength(ACCOUNT_LIMITS.nameLength)
  lastName!: string;

  @ApiProperty() @IsString() @MaxLength(ACCOUNT_LIMITS.emailLength) @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  /** Length rules live in the domain's password policy; this only bounds the input. */
  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  password!: string;

  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  confirmPassword!: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.phoneLength)
  @Matches(/^[\d\s()+.\-x]*$/, { message: 'phone may hold only digits, spaces and + ( ) - . x' })
  phone?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Step 3: wedding, venue or business details' })
  @IsOptional() @IsObject()
  details?: Record<string, unknown>;
}

export class SignInDto {
  @ApiProperty() @IsString() @MaxLength(ACCOUNT_LIMITS.emailLength)
  email!: string;

  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  password!: string;
}

export class ForgotPasswordDto {
  @ApiProperty() @IsString() @MaxLength(ACCOUNT_LIMITS.emailLength) @IsEmail({}, { message: 'email must be an email address' })
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty() @IsString() @MaxLength(100)
  token!: string;

  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  password!: string;

  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  confirmPassword!: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token of the mailed /verify-email?token=... link' }) @IsString() @MaxLength(100)
  token!: string;
}
