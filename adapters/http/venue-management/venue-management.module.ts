import { Module } from '@nestjs/common';
import { VendorProfileController } from '../vendors/vendor-profile.controller.js';
import { VenueBookingsController } from './venue-bookings.controller.js';
import { VenueEditingController } from './venue-editing.controller.js';
import { VenueManagementController } from './venue-management.controller.js';

/** The business side: the venue owner's dashboard, listing wizard and page views, and vendor profiles. */
@Module({ controllers: [VenueManagementController, VenueEditingController, VendorProfileController, VenueBookingsController] })
export class VenueManagementModule {}
