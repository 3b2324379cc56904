import { Module, type DynamicModule } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { GetVenueDashboardSummary } from '../../../domain/venue-management/use-cases/venue-dashboard-summary.js';
import { ListOwnedVenues } from '../../../domain/venue-management/use-cases/list-owned-venues.js';
import { ManageVenueBookings } from '../../../domain/venue-management/use-cases/manage-venue-bookings.js';
import { ManageVenueInquiries } from '../../../domain/venue-management/use-cases/manage-venue-inquiries.js';
import { RecordVenueView } from '../../../domain/venue-management/use-cases/record-venue-view.js';
import { SubmitVenueListing } from '../../../domain/venue-management/use-cases/submit-venue-listing.js';
import type { Clock } from '../../../domain/shared/clock.js';
import { mailerFromEnv } from '../../mail/mailer-from-env.js';
import { MikroOrmAccountRepository } from '../../persistence/repositories/mikro-orm-account-repository.js';
import { MikroOrmBookingRepository } from '../../persistence/repositories/mikro-orm-booking-repository.js';
import { MikroOrmInquiryRepository } from '../../persistence/repositories/mikro-orm-inquiry-repository.js';
import { MikroOrmVenueRepository } from '../../persistence/repositories/mikro-orm-venue-repository.js';
import { PostgresVenueViewRepository } from '../../persistence/repositories/postgres-venue-view-repository.js';
import { UuidGenerator } from '../../runtime/uuid-generator.js';
import { ManageVendorProfile } from '../../../domain/vendors/use-cases/manage-vendor-profile.js';
import { MikroOrmVendorRepository } from '../../persistence/repositories/mikro-orm-vendor-repository.js';
import { VendorProfileController } from '../vendors/vendor-profile.controller.js';
import { EditVenue } from '../../../domain/venue-management/use-cases/edit-venue.js';
import { VenueEditingController } from './venue-editing.controller.js';
import { VenueManagementController } from './venue-management.controller.js';

/** The business side: the venue owner's dashboard, listing wizard and page views, and vendor profiles. */
@Module({})
export class VenueManagementModule {
  static create({ orm, clock }: { orm: MikroORM; clock: Clock }): DynamicModule {
    const venues = new MikroOrmVenueRepository(orm.em);
    const bookings = new MikroOrmBookingRepository(orm.em);
    const inquiries = new MikroOrmInquiryRepository(orm.em);
    const views = new PostgresVenueViewRepository(orm.em);
    return {
      module: VenueManagementModule,
      controllers: [VenueManagementController, VenueEditingController, VendorProfileController],
      providers: [
        { provide: ListOwnedVenues, useValue: new ListOwnedVenues(venues) },
        { provide: GetVenueDashboardSummary, useValue: new GetVenueDashboardSummary(venues, bookings, inquiries, views) },
        { provide: ManageVenueBookings, useValue: new ManageVenueBookings(venues, bookings, clock) },
        {
          provide: ManageVenueInquiries,
          useValue: new ManageVenueInquiries(venues, inquiries, new MikroOrmAccountRepository(orm.em), mailerFromEnv(orm.em), clock),
        },
        { provide: SubmitVenueListing, useValue: new SubmitVenueListing(venues, new UuidGenerator()) },
        { provide: EditVenue, useValue: new EditVenue(venues, bookings, clock, new UuidGenerator()) },
        { provide: RecordVenueView, useValue: new RecordVenueView(venues, views, clock) },
        { provide: ManageVendorProfile, useValue: new ManageVendorProfile(new MikroOrmVendorRepository(orm.em), new UuidGenerator()) },
      ],
    };
  }
}
