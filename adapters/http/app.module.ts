import { Module, type DynamicModule } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Application } from '../composition/application.js';
import { AccountsModule } from './auth/accounts.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { CoreModule } from './core.module.js';
import { GuestsModule } from './guests/guests.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { PlanningModule } from './planning/planning.module.js';
import { VenueManagementModule } from './venue-management/venue-management.module.js';
import { VenuesModule } from './venues/venues.module.js';
import { VenueNotificationsModule } from './venue-notifications/venue-notifications.module.js';
import { VenuePhotosModule } from './venue-photos/venue-photos.module.js';
import { webStaticOptions } from './web-static.js';

export interface AppOptions {
  app: Application;
  /** The built web app to serve; omitted in API-only tests. */
  webDir?: string;
}

/** The HTTP side: one module per area over the composition root's use cases. */
@Module({})
export class AppModule {
  static create({ app, webDir }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.create(app),
        AccountsModule,
        VenuesModule,
        InquiriesModule,
        BookingsModule,
        GuestsModule,
        VenueManagementModule,
        VenuePhotosModule,
        PlanningModule,
        VenueNotificationsModule,
        ...(webDir ? [ServeStaticModule.forRoot(webStaticOptions(webDir))] : []),
      ],
    };
  }
}
