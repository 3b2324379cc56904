import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  VENDOR_LEAD_REPLY_MAX_LENGTH,
  VENDOR_LEAD_STATUS_CHANGES,
  VENDOR_LEAD_VENUE_NAME_MAX_LENGTH,
  type VendorLeadStatusChange,
} from '../../../domain/vendor-leads/vendor-lead.js';
import { ContactDetailsDto } from '../shared/contact-details.dto.js';

export class CreateVendorLeadDto extends ContactDetailsDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The venue page the couple writes from' })
  @IsOptional() @IsUUID('all', { message: 'venueId must be the id of a venue' })
  venueId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The venue as the couple names it, when not writing from its page', example: 'Cypress Creek Barn' })
  @IsOptional() @IsString() @MaxLength(VENDOR_LEAD_VENUE_NAME_MAX_LENGTH)
  venueName?: string | null;
}

export class ReplyToVendorLeadDto {
  @ApiProperty() @IsString() @MaxLength(VENDOR_LEAD_REPLY_MAX_LENGTH)
  message!: string;
}

export class UpdateVendorLeadDto {
  @ApiProperty({ enum: VENDOR_LEAD_STATUS_CHANGES, description: 'booked or declined records the outcome; open takes a decided lead back' })
  @IsIn(VENDOR_LEAD_STATUS_CHANGES)
  status!: VendorLeadStatusChange;
}
