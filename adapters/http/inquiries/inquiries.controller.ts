import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { GetResponseStats } from '../../../domain/inquiries/use-cases/get-response-stats.js';
import { SubmitInquiry } from '../../../domain/inquiries/use-cases/submit-inquiry.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { CreateInquiryDto } from './create-inquiry.dto.js';
import { presentInquiryReceipt } from './inquiry.presenter.js';
import { InquiryReceiptResponse, ResponseStatsResponse } from './inquiry.response.js';

@ApiTags('inquiries')
@ApiErrorResponses()
@Controller()
export class InquiriesController {
  constructor(
    private readonly submitInquiry: SubmitInquiry,
    private readonly getResponseStats: GetResponseStats,
  ) {}

  @Post('inquiries')
  @ApiOperation({ summary: "Send an inquiry to a venue's owner (rate limited per client)" })
  @ApiCreatedResponse({ type: InquiryReceiptResponse })
  async create(@Body() dto: CreateInquiryDto, @Req() req: Request) {
    const inquiry = await this.submitInquiry.execute({
      venueId: dto.venueId,
      coupleName: dto.coupleName,
      email: dto.email,
      phone: dto.phone,
      weddingDate: dto.weddingDate || null,
      guestCount: dto.guestCount,
      message: dto.message,
      clientKey: req.ip ?? 'unknown',
    });
    return presentInquiryReceipt(inquiry);
  }

  @Get('venues/:id/response-stats')
  @ApiOperation({ summary: "A venue's reply rate and typical reply time, from its inquiries" })
  @ApiOkResponse({ type: ResponseStatsResponse })
  responseStats(@Param('id') id: string) {
    return this.getResponseStats.execute(id);
  }
}
