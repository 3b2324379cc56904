import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { GetVendorResponseStats } from '../../../domain/vendor-leads/use-cases/get-vendor-response-stats.js';
import { ManageVendorLeads } from '../../../domain/vendor-leads/use-cases/manage-vendor-leads.js';
import { SubmitVendorLead } from '../../../domain/vendor-leads/use-cases/submit-vendor-lead.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { ResponseStatsResponse } from '../inquiries/inquiry.response.js';
import { CreateVendorLeadDto, ReplyToVendorLeadDto, UpdateVendorLeadDto } from './vendor-lead.dto.js';
import { presentVendorLead, presentVendorLeadReceipt, presentVendorLeads } from './vendor-lead.presenter.js';
import { VendorLeadReceiptResponse, VendorLeadResponse, VendorLeadsResponse } from './vendor-lead.response.js';

@ApiTags('vendor-leads')
@ApiErrorResponses()
@Controller()
export class VendorLeadsController {
  constructor(
    private readonly submitLead: SubmitVendorLead,
    private readonly leads: ManageVendorLeads,
    private readonly responseStats: GetVendorResponseStats,
  ) {}

  @Post('vendors/:id/leads')
  @ApiOperation({ summary: 'Contact a vendor: the vendor is mailed at once (rate limited per client, as inquiries are)' })
  @ApiCreatedResponse({ type: VendorLeadReceiptResponse })
  async create(@Param('id') id: string, @Body() dto: CreateVendorLeadDto, @Req() req: Request) {
    const lead = await this.submitLead.execute({
      vendorId: id,
      coupleName: dto.coupleName,
      email: dto.email,
      phone: dto.phone,
      weddingDate: dto.weddingDate || null,
      venueId: dto.venueId || null,
      venueName: dto.venueName,
      guestCount: dto.guestCount,
      message: dto.message,
      clientKey: req.ip ?? 'unknown',
    });
    return presentVendorLeadReceipt(lead);
  }

  @Get('vendors/:id/response-stats')
  @ApiOperation({ summary: "A vendor's reply rate and typical reply time, from its leads, by the venues' rule" })
  @ApiOkResponse({ type: ResponseStatsResponse })
  stats(@Param('id') id: string) {
    return this.responseStats.execute(id);
  }

  @Get('my/vendor-leads')
  @ApiOperation({ summary: "The signed-in vendor's leads, newest first, with its response figures" })
  @ApiOkResponse({ type: VendorLeadsResponse })
  async mine(@CurrentActor() actor: Actor | null) {
    return presentVendorLeads(await this.leads.list(actor));
  }

  @Post('vendor-leads/:leadId/reply')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer a lead: the couple is mailed the reply, with the vendor\'s address to write back to' })
  @ApiOkResponse({ type: VendorLeadResponse })
  async reply(@CurrentActor() actor: Actor | null, @Param('leadId') leadId: string, @Body() dto: ReplyToVendorLeadDto) {
    return presentVendorLead(await this.leads.reply(actor, leadId, dto.message));
  }

  @Patch('vendor-leads/:leadId')
  @ApiOperation({ summary: 'Mark a lead booked or declined, or open a decided one again' })
  @ApiOkResponse({ type: VendorLeadResponse })
  async update(@CurrentActor() actor: Actor | null, @Param('leadId') leadId: string, @Body() dto: UpdateVendorLeadDto) {
    return presentVendorLead(await this.leads.changeStatus(actor, leadId, dto.status));
  }
}
