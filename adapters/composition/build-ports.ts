import type { MikroORM } from '@mikro-orm/core';
import { RuleBasedPlanningAssistant } from '../../domain/planning/assistant/rule-based-planning-assistant.js';
import type { Ports } from '../../domain/ports.js';
import type { Clock } from '../../domain/shared/clock.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import { PostgresEventRecorder, type EventSubscription } from '../events/postgres-event-recorder.js';
import type { PgBossJobQueue } from '../jobs/pg-boss-job-queue.js';
import { PgBossScheduler } from '../jobs/pg-boss-scheduler.js';
import { QueuedMailer } from '../mail/queued-mailer.js';
import { MikroOrmUnitOfWork } from '../persistence/mikro-orm-unit-of-work.js';
import {
  MikroOrmAccountRepository,
  PostgresEmailVerificationRepository,
  PostgresPasswordResetRepository,
  PostgresSessionRepository,
} from '../persistence/repositories/mikro-orm-account-repository.js';
import { MikroOrmBookingRepository } from '../persistence/repositories/mikro-orm-booking-repository.js';
import { MikroOrmGuestRepository } from '../persistence/repositories/mikro-orm-guest-repository.js';
import { MikroOrmInquiryRepository } from '../persistence/repositories/mikro-orm-inquiry-repository.js';
import { MikroOrmVendorRepository } from '../persistence/repositories/mikro-orm-vendor-repository.js';
import { PostgresVendorLeadRepository } from '../persistence/repositories/postgres-vendor-lead-repository.js';
import { MikroOrmVenueRepository } from '../persistence/repositories/mikro-orm-venue-repository.js';
import { PostgresActivityRepository } from '../persistence/repositories/postgres-activity-repository.js';
import { PostgresBudgetRepository } from '../persistence/repositories/postgres-budget-repository.js';
import { PostgresCommentRepository } from '../persistence/repositories/postgres-comment-repository.js';
import { PostgresFailureCounter } from '../persistence/repositories/postgres-failure-counter.js';
import { PostgresMoodboardImageRepository } from '../persistence/repositories/postgres-moodboard-image-repository.js';
import { PostgresMoodboardRepository } from '../persistence/repositories/postgres-moodboard-repository.js';
import { PostgresMoodboardShareRepository } from '../persistence/repositories/postgres-moodboard-share-repository.js';
import { PostgresNotificationSettingsRepository } from '../persistence/repositories/postgres-notification-settings-repository.js';
import { PostgresNotificationTemplateRepository } from '../persistence/repositories/postgres-notification-template-repository.js';
import { PostgresEmailAnalyticsRepository } from '../mail/postgres-email-analytics-repository.js';
import { PostgresTimelineShareRepository } from '../persistence/repositories/postgres-timeline-share-repository.js';
import { PostgresTimelineTaskRepository } from '../persistence/repositories/postgres-timeline-task-repository.js';
import { PostgresWeddingMemberRepository } from '../persistence/repositories/postgres-wedding-member-repository.js';
import { PostgresWeddingRepository } from '../persistence/repositories/postgres-wedding-repository.js';
import { PostgresRateLimiter } from '../persistence/repositories/postgres-rate-limiter.js';
import { PostgresPersonalDataRepository } from '../persistence/repositories/postgres-personal-data.js';
import { PostgresReviewPhotoRepository } from '../persistence/repositories/postgres-review-photo-repository.js';
import { PostgresReviewRepository } from '../persistence/repositories/postgres-review-repository.js';
import { PostgresSeatingRepository } from '../persistence/repositories/postgres-seating-repository.js';
import { PostgresVenueViewRepository, PostgresVisitorKeys } from '../persistence/repositories/postgres-venue-view-repository.js';
import { PostgresAnalyticsShareRepository, PostgresRatingSnapshotRepository, PostgresVenueAnalyticsRepository } from '../persistence/repositories/postgres-venue-analytics-repository.js';
import { RecordingPaymentGateway } from '../persistence/repositories/recording-payment-gateway.js';
import { PostgresBookingPaymentRepository } from '../persistence/repositories/postgres-booking-payment-repository.js';
import { PostgresOwnerCalendarFeedRepository } from '../persistence/repositories/postgres-owner-calendar-feed-repository.js';
import { CryptoInvitationTokens } from '../security/crypto-invitation-tokens.js';
import { SharpMoodboardImageProcessor } from '../images/sharp-moodboard-image-processor.js';
import { SharpPhotoProcessor } from '../images/sharp-photo-processor.js';
import { PostgresVenuePhotoRepository } from '../persistence/repositories/postgres-venue-photo-repository.js';
import { venueRepositoryWithPhotos } from '../persistence/repositories/venue-repository-with-photos.js';
import type { PhotoStorage } from '../../domain/venue-management/photos-ports.js';
import { RandomSecretTokens } from '../security/random-secret-tokens.js';
import { OWASP_SCRYPT, ScryptPasswordHasher } from '../security/scrypt-password-hasher.js';
import { PostgresAccountAdministration } from '../persistence/repositories/postgres-account-administration.js';
import { PostgresVenueModerationRepository } from '../persistence/repositories/postgres-venue-moderation-repository.js';
import type { CatalogueReadCache } from '../persistence/read-cache/catalogue-read-cache.js';
import { type IndexedVenueSearch, venueRepositoryWithSearchIndex } from '../persistence/search-index/indexed-venue-search.js';
import { bookingRepositoryWithCache, vendorRepositoryWithCache, venueRepositoryWithCache } from '../persistence/read-cache/cached-catalogue-reads.js';

export interface PortOptions {
  orm: MikroORM;
  jobs: PgBossJobQueue;
  eventSubscriptions: readonly EventSubscription[];
  clock: Clock;
  ids: IdGenerator;
  /** Lower only in tests: production always hashes passwords at the OWASP cost. */
  scrypt?: { N: number; r: number; p: number };
  /** Where uploaded venue photos' files go (see photoStorageFromEnv). */
  photoStorage: PhotoStorage;
  /** The web server's cache of hot public reads; absent elsewhere (the CLI, the OpenAPI writer). */
  readCache?: CatalogueReadCache;
  /** The web server's in-memory index of published venues for searches; absent elsewhere. */
  searchIndex?: IndexedVenueSearch;
}

/** Every port of the core, bound to its adapter: PostgreSQL through MikroORM, pg-boss, scrypt. */
export function buildPorts({ orm, jobs, eventSubscriptions, clock, ids, scrypt = OWASP_SCRYPT, photoStorage, readCache, searchIndex }: PortOptions): Ports {
  const em = orm.em;
  const venuePhotos = new PostgresVenuePhotoRepository(em);
  const uow = new MikroOrmUnitOfWork(orm);
  // Uploaded photos join each venue's public images (the search index merges them into the venues it keeps).
  const venuesWithPhotos = venueRepositoryWithPhotos(new MikroOrmVenueRepository(em), venuePhotos);
  const venues = searchIndex ? venueRepositoryWithSearchIndex(venuesWithPhotos, searchIndex) : venuesWithPhotos;
  const vendors = new MikroOrmVendorRepository(em);
  const bookings = new MikroOrmBookingRepository(em);
  return {
    venues: readCache ? venueRepositoryWithCache(venues, readCache) : venues,
    vendors: readCache ? vendorRepositoryWithCache(vendors, readCache) : vendors,
    vendorLeads: new PostgresVendorLeadRepository(em),
    bookings: readCache ? bookingRepositoryWithCache(bookings, readCache) : bookings,
    guests: new MikroOrmGuestRepository(em),
    inquiries: new MikroOrmInquiryRepository(em),
    accounts: new MikroOrmAccountRepository(em),
    accountAdministration: new PostgresAccountAdministration(em),
    sessions: new PostgresSessionRepository(em),
    passwordResets: new PostgresPasswordResetRepository(em),
    emailVerifications: new PostgresEmailVerificationRepository(em),
    venueViews: new PostgresVenueViewRepository(em),
    visitorKeys: new PostgresVisitorKeys(em),
    venueAnalytics: new PostgresVenueAnalyticsRepository(em),
    ratingSnapshots: new PostgresRatingSnapshotRepository(em),
    analyticsShares: new PostgresAnalyticsShareRepository(em),
    venueModeration: new PostgresVenueModerationRepository(em),
    venuePhotos,
    photoStorage,
    photoProcessor: new SharpPhotoProcessor(),
    weddings: new PostgresWeddingRepository(em),
    weddingMembers: new PostgresWeddingMemberRepository(em),
    // The chat's answers; a language-model provider would be bound here instead.
    assistant: new RuleBasedPlanningAssistant(),
    timelineTasks: new PostgresTimelineTaskRepository(em),
    timelineShares: new PostgresTimelineShareRepository(em),
    budget: new PostgresBudgetRepository(em),
    activities: new PostgresActivityRepository(em),
    comments: new PostgresCommentRepository(em),
    moodboards: new PostgresMoodboardRepository(em),
    moodboardShares: new PostgresMoodboardShareRepository(em),
    moodboardImages: new PostgresMoodboardImageRepository(em),
    moodboardImageProcessor: new SharpMoodboardImageProcessor(),
    seating: new PostgresSeatingRepository(em),
    notificationTemplates: new PostgresNotificationTemplateRepository(em),
    notificationSettings: new PostgresNotificationSettingsRepository(em),
    emailAnalytics: new PostgresEmailAnalyticsRepository(em),
    payments: new RecordingPaymentGateway(em),
    bookingPayments: new PostgresBookingPaymentRepository(em),
    calendarFeeds: new PostgresOwnerCalendarFeedRepository(em),
    reviews: new PostgresReviewRepository(em),
    reviewPhotos: new PostgresReviewPhotoRepository(em),
    personalData: new PostgresPersonalDataRepository(em),
    mailer: new QueuedMailer(em, uow, jobs, clock),
    events: new PostgresEventRecorder(em, jobs, eventSubscriptions, clock, ids),
    uow,
    rateLimiter: new PostgresRateLimiter(em, clock),
    scheduler: new PgBossScheduler(jobs, clock),
    failureCounter: new PostgresFailureCounter(em),
    invitationTokens: new CryptoInvitationTokens(),
    secretTokens: new RandomSecretTokens(),
    hasher: new ScryptPasswordHasher(scrypt),
    clock,
    ids,
  };
}
