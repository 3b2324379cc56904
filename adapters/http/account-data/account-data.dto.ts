import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../../domain/accounts/account.js';

export class DeleteMyAccountDto {
  @ApiProperty({ description: "The account's password, to confirm it is really its holder deleting it" })
  @IsString()
  @MinLength(1, { message: 'password is required to delete your account' })
  @MaxLength(PASSWORD_MAX_LENGTH * 4)
  password!: string;
}
