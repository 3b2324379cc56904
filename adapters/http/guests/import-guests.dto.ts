import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { CSV_MAX_BYTES } from '../../../domain/guests/guest.js';

export class PreviewGuestImportDto {
  @ApiProperty({ description: 'The CSV file as text (UTF-8, at most 1 MB); the first row names the columns' })
  @IsString() @MaxLength(CSV_MAX_BYTES, { message: 'csv must be at most 1 MB' })
  csv!: string;
}

export class ImportGuestsDto extends PreviewGuestImportDto {
  @ApiPropertyOptional({ default: false, description: 'Also add rows that look like guests already on the list or earlier in the file' })
  @IsOptional() @IsBoolean()
  includeDuplicates?: boolean;
}
