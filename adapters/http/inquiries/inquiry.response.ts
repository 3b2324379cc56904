import { ApiProperty } from '@nestjs/swagger';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../../domain/inquiries/inquiry.js';
import type { ResponseStats } from '../../../domain/inquiries/response-stats.js';
import { ApiCalendarDate, ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentInquiry, presentInquiryReceipt } from './inquiry.presenter.js';

export class InquiryReceiptResponse {
  @ApiUuid() id!: string;
  @ApiUuid() venueId!: string;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus' }) status!: InquiryStatus;
  @ApiInstant() createdAt!: string;
}

export class InquiryResponse {
  @ApiUuid() id!: string;
  @ApiUuid() venueId!: string;
  @ApiText() coupleName!: string;
  @ApiText() email!: string;
  @ApiText({ nullable: true }) phone!: string | null;
  @ApiCalendarDate({ nullable: true }) weddingDate!: string | null;
  @ApiInteger({ nullable: true }) guestCount!: number | null;
  @ApiText({ nullable: true }) message!: string | null;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus' }) status!: InquiryStatus;
  @ApiInstant() createdAt!: string;
  @ApiInstant({ nullable: true }) repliedAt!: string | null;
}

export class ResponseStatsResponse implements ResponseStats {
  @ApiInteger({ description: 'Inquiries of the last year' }) inquiryCount!: number;
  @ApiInteger({ nullable: true, description: 'Whole percent of answerable inquiries that got a reply; null while there are none' })
  responseRate!: number | null;
  @ApiInteger({ nullable: true, description: 'Median minutes to the first reply; null while nothing has been replied to' })
  typicalReplyMinutes!: number | null;
}

export type InquiryResponsesMatch = AssertTrue<
  | SameShape<InquiryReceiptResponse, ReturnType<typeof presentInquiryReceipt>>
  | SameShape<InquiryResponse, ReturnType<typeof presentInquiry>>
  | SameShape<ResponseStatsResponse, ResponseStats>
>;
