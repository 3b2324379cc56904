import { Module, type DynamicModule } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Clock } from '../../domain/shared/clock.js';
import { GetResponseStats } from '../../domain/inquiries/use-cases/get-response-stats.js';
import { SubmitInquiry } from '../../domain/inquiries/use-cases/submit-inquiry.js';
import type { InquiryRepository } from '../../domain/inquiries/inquiry-repository.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import type { RateLimiter } from '../../domain/shared/rate-limiter.js';
import type { BookingRepository } from '../../domain/bookings/booking-repository.js';
import type { PaymentGateway } from '../../domain/bookings/payment-gateway.js';
import { CreateBooking } from '../../domain/bookings/use-cases/create-booking.js';
import { GetBooking } from '../../domain/bookings/use-cases/get-booking.js';
import type { Mailer } from '../../domain/shared/mailer.js';
import { FindVendors } from '../../domain/vendors/use-cases/find-vendors.js';
import type { VendorRepository } from '../../domain/vendors/vendor-repository.js';
import { GetVenueAvailability } from '../../domain/venues/use-cases/get-venue-availability.js';
import { GetVenue } from '../../domain/venues/use-cases/get-venue.js';
import { ListFeaturedVenues } from '../../domain/venues/use-cases/list-featured-venues.js';
import { ListVenuePackages } from '../../domain/venues/use-cases/list-venue-packages.js';
import { SearchVenues } from '../../domain/venues/use-cases/search-venues.js';
import type { VenueRepository } from '../../domain/venues/venue-repository.js';
import { mailerFromEnv } from '../mail/mailer-from-env.js';
import { MikroOrmBookingRepository } from '../persistence/repositories/mikro-orm-booking-repository.js';
import { RecordingPaymentGateway } from '../persistence/repositories/recording-payment-gateway.js';
import { MikroOrmInquiryRepository } from '../persistence/repositories/mikro-orm-inquiry-repository.js';
import { PostgresRateLimiter } from '../persistence/repositories/postgres-rate-limiter.js';
import { UuidGenerator } from '../runtime/uuid-generator.js';
import { MikroOrmVendorRepository } from '../persistence/repositories/mikro-orm-vendor-repository.js';
import { MikroOrmVenueRepository } from '../persistence/repositories/mikro-orm-venue-repository.js';
import { BookingsController } from './bookings/bookings.controller.js';
import { InquiriesController } from './inquiries/inquiries.controller.js';
import { MediaController } from './media/media.controller.js';
import {
  BOOKING_REPOSITORY,
  CLOCK,
  ID_GENERATOR,
  INQUIRY_REPOSITORY,
  MAILER,
  ORM,
  PAYMENT_GATEWAY,
  RATE_LIMITER,
  VENDOR_REPOSITORY,
  VENUE_REPOSITORY,
} from './tokens.js';
import { VendorsController } from './vendors/vendors.controller.js';
import { VenuesController } from './venues/venues.controller.js';
import { webStaticOptions } from './web-static.js';

export interface AppOptions {
  orm: MikroORM;
  clock: Clock;
  /** The built web app to serve; omitted in API-only tests. */
  webDir?: string;
}

/** Wires ports to adapters and use cases to controllers. */
@Module({})
export class AppModule {
  static create({ orm, clock, webDir }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: webDir ? [ServeStaticModule.forRoot(webStaticOptions(webDir))] : [],
      controllers: [VenuesController, VendorsController, InquiriesController, BookingsController, MediaController],
      providers: [
        { provide: ORM, useValue: orm },
        { provide: CLOCK, useValue: clock },
        { provide: ID_GENERATOR, useValue: new UuidGenerator() },
        { provide: INQUIRY_REPOSITORY, useFactory: () => new MikroOrmInquiryRepository(orm.em) },
        { provide: RATE_LIMITER, useFactory: () => new PostgresRateLimiter(orm.em, clock) },
        { provide: BOOKING_REPOSITORY, useFactory: () => new MikroOrmBookingRepository(orm.em) },
        { provide: PAYMENT_GATEWAY, useFactory: () => new RecordingPaymentGateway(orm.em) },
        { provide: MAILER, useFactory: () => mailerFromEnv(orm.em) },
        { provide: VENUE_REPOSITORY, useFactory: () => new MikroOrmVenueRepository(orm.em) },
        { provide: VENDOR_REPOSITORY, useFactory: () => new MikroOrmVendorRepository(orm.em) },
        { provide: ListFeaturedVenues, useFactory: (r: VenueRepository) => new ListFeaturedVenues(r), inject: [VENUE_REPOSITORY] },
        { provide: SearchVenues, useFactory: (r: VenueRepository) => new SearchVenues(r), inject: [VENUE_REPOSITORY] },
        { provide: GetVenue, useFactory: (r: VenueRepository) => new GetVenue(r), inject: [VENUE_REPOSITORY] },
        { provide: ListVenuePackages, useFactory: (r: VenueRepository) => new ListVenuePackages(r), inject: [VENUE_REPOSITORY] },
        {
          provide: GetVenueAvailability,
          useFactory: (r: VenueRepository, b: BookingRepository, c: Clock) => new GetVenueAvailability(r, b, c),
          inject: [VENUE_REPOSITORY, BOOKING_REPOSITORY, CLOCK],
        },
        {
          provide: SubmitInquiry,
          useFactory: (v: VenueRepository, i: InquiryRepository, r: RateLimiter, c: Clock, ids: IdGenerator) => new SubmitInquiry(v, i, r, c, ids),
          inject: [VENUE_REPOSITORY, INQUIRY_REPOSITORY, RATE_LIMITER, CLOCK, ID_GENERATOR],
        },
        {
          provide: GetResponseStats,
          useFactory: (v: VenueRepository, i: InquiryRepository, c: Clock) => new GetResponseStats(v, i, c),
          inject: [VENUE_REPOSITORY, INQUIRY_REPOSITORY, CLOCK],
        },
        {
          provide: CreateBooking,
          useFactory: (v: VenueRepository, b: BookingRepository, p: PaymentGateway, m: Mailer, c: Clock, ids: IdGenerator) =>
            new CreateBooking(v, b, p, m, c, ids),
          inject: [VENUE_REPOSITORY, BOOKING_REPOSITORY, PAYMENT_GATEWAY, MAILER, CLOCK, ID_GENERATOR],
        },
        { provide: GetBooking, useFactory: (b: BookingRepository) => new GetBooking(b), inject: [BOOKING_REPOSITORY] },
        { provide: FindVendors, useFactory: (r: VendorRepository) => new FindVendors(r), inject: [VENDOR_REPOSITORY] },
      ],
    };
  }
}
