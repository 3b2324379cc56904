import { Module } from '@nestjs/common';
import { VendorLeadsController } from './vendor-leads.controller.js';

/** Couples' messages to vendors, the vendors' answers, and the vendors' response figures. */
@Module({ controllers: [VendorLeadsController] })
export class VendorLeadsModule {}
