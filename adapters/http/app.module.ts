import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { AccountsModule } from './auth/accounts.module.js';
import { VenueManagementModule } from './venue-management/venue-management.module.js';
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
import type { GuestRepository } from '../../domain/guests/guest-repository.js';
import { DEFAULT_PUBLIC_URL } from '../../domain/guests/invitation.js';
import type { InvitationTokens } from '../../domain/guests/invitation-tokens.js';
import { AddGuest } from '../../domain/guests/use-cases/add-guest.js';
import { ExportGuests } from '../../domain/guests/use-cases/export-guests.js';
import type { InvitationPorts } from '../../domain/guests/use-cases/find-invitation.js';
import { GetInvitation } from '../../domain/guests/use-cases/get-invitation.js';
import { ImportGuests, PreviewGuestImport } from '../../domain/guests/use-cases/import-guests.js';
import { GetGuestStats, ListGuests } from '../../domain/guests/use-cases/list-guests.js';
import { RespondToInvitation } from '../../domain/guests/use-cases/respond-to-invitation.js';
import { SendInvitations } from '../../domain/guests/use-cases/send-invitations.js';
import { UpdateGuest } from '../../domain/guests/use-cases/update-guest.js';
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
import { MikroOrmGuestRepository } from '../persistence/repositories/mikro-orm-guest-repository.js';
import { RecordingPaymentGateway } from '../persistence/repositories/recording-payment-gateway.js';
import { MikroOrmInquiryRepository } from '../persistence/repositories/mikro-orm-inquiry-repository.js';
import { PostgresRateLimiter } from '../persistence/repositories/postgres-rate-limiter.js';
import { UuidGenerator } from '../runtime/uuid-generator.js';
import { MikroOrmVendorRepository } from '../persistence/repositories/mikro-orm-vendor-repository.js';
import { MikroOrmVenueRepository } from '../persistence/repositories/mikro-orm-venue-repository.js';
import { BookingsController } from './bookings/bookings.controller.js';
import { GuestCsvController } from './guests/guest-csv.controller.js';
import { GuestsController } from './guests/guests.controller.js';
import { InquiriesController } from './inquiries/inquiries.controller.js';
import { MediaController } from './media/media.controller.js';
import { CryptoInvitationTokens } from './rsvp/crypto-invitation-tokens.js';
import { RsvpController } from './rsvp/rsvp.controller.js';
import {
  BOOKING_REPOSITORY,
  CLOCK,
  GUEST_REPOSITORY,
  ID_GENERATOR,
  INQUIRY_REPOSITORY,
  INVITATION_TOKENS,
  MAILER,
  ORM,
  PAYMENT_GATEWAY,
  PUBLIC_URL,
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
  /** Lower only in tests: production always hashes passwords at the OWASP cost. */
  scrypt?: { N: number; r: number; p: number };
  /** The address people open the site at, for links in emails. */
  publicUrl?: string;
}

/** Wires ports to adapters and use cases to controllers. */
@Module({})
export class AppModule {
  static create({ orm, clock, webDir, scrypt, publicUrl = process.env.PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AccountsModule.create({ orm, clock, scrypt, publicUrl }),
        VenueManagementModule.create({ orm, clock }),
        ...(webDir ? [ServeStaticModule.forRoot(webStaticOptions(webDir))] : []),
      ],
      controllers: [
        VenuesController,
        VendorsController,
        InquiriesController,
        BookingsController,
        GuestsController,
        GuestCsvController,
        RsvpController,
        MediaController,
      ],
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
        ...guestProviders(publicUrl),
      ],
    };
  }
}

/** The guest list, its CSV import and export, and the RSVP links. */
function guestProviders(publicUrl: string): Provider[] {
  type Ports = [GuestRepository, BookingRepository];
  const ports = [GUEST_REPOSITORY, BOOKING_REPOSITORY];
  const invitationPorts = (g: GuestRepository, b: BookingRepository, v: VenueRepository, t: InvitationTokens): InvitationPorts => ({
    guests: g,
    bookings: b,
    venues: v,
    tokens: t,
  });
  return [
    { provide: GUEST_REPOSITORY, useFactory: (orm: MikroORM) => new MikroOrmGuestRepository(orm.em), inject: [ORM] },
    { provide: INVITATION_TOKENS, useValue: new CryptoInvitationTokens() },
    { provide: PUBLIC_URL, useValue: publicUrl },
    { provide: ListGuests, useFactory: (...p: Ports) => new ListGuests(...p), inject: ports },
    { provide: GetGuestStats, useFactory: (...p: Ports) => new GetGuestStats(...p), inject: ports },
    { provide: PreviewGuestImport, useFactory: (...p: Ports) => new PreviewGuestImport(...p), inject: ports },
    { provide: ExportGuests, useFactory: (g: GuestRepository, b: BookingRepository, c: Clock) => new ExportGuests(g, b, c), inject: [...ports, CLOCK] },
    { provide: UpdateGuest, useFactory: (g: GuestRepository, b: BookingRepository, c: Clock) => new UpdateGuest(g, b, c), inject: [...ports, CLOCK] },
    {
      provide: AddGuest,
      useFactory: (g: GuestRepository, b: BookingRepository, c: Clock, ids: IdGenerator) => new AddGuest(g, b, c, ids),
      inject: [...ports, CLOCK, ID_GENERATOR],
    },
    {
      provide: ImportGuests,
      useFactory: (g: GuestRepository, b: BookingRepository, c: Clock, ids: IdGenerator) => new ImportGuests(g, b, c, ids),
      inject: [...ports, CLOCK, ID_GENERATOR],
    },
    {
      provide: SendInvitations,
      useFactory: (g: GuestRepository, b: BookingRepository, v: VenueRepository, t: InvitationTokens, m: Mailer, c: Clock, url: string) =>
        new SendInvitations(g, b, v, t, m, c, url),
      inject: [...ports, VENUE_REPOSITORY, INVITATION_TOKENS, MAILER, CLOCK, PUBLIC_URL],
    },
    {
      provide: GetInvitation,
      useFactory: (g: GuestRepository, b: BookingRepository, v: VenueRepository, t: InvitationTokens, c: Clock) =>
        new GetInvitation(invitationPorts(g, b, v, t), c),
      inject: [...ports, VENUE_REPOSITORY, INVITATION_TOKENS, CLOCK],
    },
    {
      provide: RespondToInvitation,
      useFactory: (g: GuestRepository, b: BookingRepository, v: VenueRepository, t: InvitationTokens, c: Clock) =>
        new RespondToInvitation(invitationPorts(g, b, v, t), c),
      inject: [...ports, VENUE_REPOSITORY, INVITATION_TOKENS, CLOCK],
    },
  ];
}
