import { ApiProperty } from '@nestjs/swagger';
import { VENDOR_LEAD_STATUSES, type VendorLeadStatus } from '../../../domain/vendor-leads/vendor-lead.js';
import { ResponseStatsResponse } from '../inquiries/inquiry.response.js';
import { ApiCalendarDate, ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentVendorLead, presentVendorLeadReceipt, presentVendorLeads } from './vendor-lead.presenter.js';

export class VendorLeadReceiptResponse {
  @ApiUuid() id!: string;
  @ApiUuid() vendorId!: string;
  @ApiProperty({ enum: VENDOR_LEAD_STATUSES, enumName: 'VendorLeadStatus' }) status!: VendorLeadStatus;
  @ApiInstant() createdAt!: string;
}

export class VendorLeadResponse {
  @ApiUuid() id!: string;
  @ApiUuid() vendorId!: string;
  @ApiText() coupleName!: string;
  @ApiText() email!: string;
  @ApiText({ nullable: true }) phone!: string | null;
  @ApiCalendarDate({ nullable: true }) weddingDate!: string | null;
  @ApiUuid({ nullable: true, description: 'The venue page the couple wrote from' }) venueId!: string | null;
  @ApiText({ nullable: true }) venueName!: string | null;
  @ApiInteger({ nullable: true }) guestCount!: number | null;
  @ApiText({ nullable: true }) message!: string | null;
  @ApiProperty({ enum: VENDOR_LEAD_STATUSES, enumName: 'VendorLeadStatus' }) status!: VendorLeadStatus;
  @ApiInstant() createdAt!: string;
  @ApiInstant({ nullable: true, description: 'The first reply' }) repliedAt!: string | null;
}

export class VendorLeadsResponse {
  @ApiProperty({ type: [VendorLeadResponse], description: 'Newest first' }) leads!: VendorLeadResponse[];
  @ApiProperty({ type: ResponseStatsResponse, description: 'The figures couples see on the vendor card, by the venues\' rule' })
  stats!: ResponseStatsResponse;
}

export type VendorLeadResponsesMatch = AssertTrue<
  | SameShape<VendorLeadReceiptResponse, ReturnType<typeof presentVendorLeadReceipt>>
  | SameShape<VendorLeadResponse, ReturnType<typeof presentVendorLead>>
  | SameShape<VendorLeadsResponse, ReturnType<typeof presentVendorLeads>>
>;
