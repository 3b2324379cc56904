import { Module, type DynamicModule } from '@nestjs/common';
import type { Application } from '../composition/application.js';
import { AccountDataModule } from './account-data/account-data.module.js';
import { AccountsModule } from './auth/accounts.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { CoreModule } from './core.module.js';
import { GuestsModule } from './guests/guests.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { PlanningModule } from './planning/planning.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { VendorLeadsModule } from './vendor-leads/vendor-leads.module.js';
import { VenueAnalyticsModule } from './venue-analytics/venue-analytics.module.js';
import { VenueManagementModule } from './venue-management/venue-management.module.js';
import { VenuesModule } from './venues/venues.module.js';
import { VenueNotificationsModule } from './venue-notifications/venue-notifications.module.js';
import { VenuePhotosModule } from './venue-photos/venue-photos.module.js';
import { WebStaticModule } from './web-static.js';

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
        AccountDataModule,
        VenuesModule,
        InquiriesModule,
        VendorLeadsModule,
        BookingsModule,
        GuestsModule,
        VenueManagementModule,
        VenueAnalyticsModule,
        VenuePhotosModule,
        PlanningModule,
        VenueNotificationsModule,
        ReviewsModule,
        ...(webDir ? [WebStaticModule.forRoot(webDir)] : []),
      ],
    };
  }
}
