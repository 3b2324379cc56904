import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_TYPES, PASSWORD_MAX_LENGTH, type AccountType } from '../../../domain/accounts/account.js';

export class SignUpDto {
  @ApiProperty({ enum: ACCOUNT_TYPES })
  @IsIn(ACCOUNT_TYPES)
  accountType!: AccountType;

  @ApiProperty() @IsString() @MinLength(1) @MaxLength(60)
  firstName!: string;

  @ApiProperty() @IsString() @MinLength(1) @MaxLength(60)
  lastName!: string;

  @ApiProperty() @IsString() @MaxLength(254) @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  /** Length rules live in the domain's password policy; this only bounds the input. */
  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  password!: string;

  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  confirmPassword!: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(30)
  @Matches(/^[\d\s()+.\-x]*$/, { message: 'phone may hold only digits, spaces and + ( ) - . x' })
  phone?: string;

  @ApiPropertyOptional({ description: 'Step 3: wedding, venue or business details' })
  @IsOptional() @IsObject()
  details?: Record<string, unknown>;
}

export class SignInDto {
  @ApiProperty() @IsString() @MaxLength(254)
  email!: string;

  @ApiProperty() @IsString() @MaxLength(PASSWORD_MAX_LENGTH * 4)
  password!: string;
}

export class ForgotPasswordDto {
  @ApiProperty() @IsString() @MaxLength(254) @IsEmail({}, { message: 'email must be an email address' })
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
