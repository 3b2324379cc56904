import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ContactDetailsDto } from '../shared/contact-details.dto.js';

export class CreateInquiryDto extends ContactDetailsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'venueId must be the id of a venue' })
  venueId!: string;
}
