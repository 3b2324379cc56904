import type { AccountAdministration } from './accounts/account-administration.js';
import type { PersonalDataRepository } from './accounts/personal-data.js';
import type { AccountRepository, EmailVerificationRepository, PasswordHasher, PasswordResetRepository, SecretTokens, SessionRepository } from './accounts/account-ports.js';
import type { BookingRepository } from './bookings/booking-repository.js';
import type { BookingPaymentRepository } from './bookings/booking-payment-repository.js';
import type { PaymentGateway } from './bookings/payment-gateway.js';
import type { EventRecorder } from './events/event-recorder.js';
import type { GuestRepository } from './guests/guest-repository.js';
import type { InvitationTokens } from './guests/invitation-tokens.js';
import type { InquiryRepository } from './inquiries/inquiry-repository.js';
import type { ActivityRepository } from './planning/activity-repository.js';
import type { PlanningAssistant } from './planning/assistant/planning-assistant.js';
import type { BudgetRepository } from './planning/budget-repository.js';
import type { CommentRepository } from './planning/comment-repository.js';
import type { MoodboardImageProcessor, MoodboardImageRepository } from './planning/moodboard-image.js';
import type { MoodboardRepository, MoodboardShareRepository } from './planning/moodboard-repository.js';
import type { SeatingRepository } from './planning/seating-repository.js';
import type { TimelineShareRepository } from './planning/timeline-share-repository.js';
import type { TimelineTaskRepository } from './planning/timeline-task-repository.js';
import type { WeddingRepository } from './planning/wedding-repository.js';
import type { WeddingMemberRepository } from './planning/wedding-member-repository.js';
import type { Clock } from './shared/clock.js';
import type { FailureCounter } from './shared/failure-counter.js';
import type { IdGenerator } from './shared/id-generator.js';
import type { Mailer } from './shared/mailer.js';
import type { ReviewPhotoRepository } from './reviews/review-photo.js';
import type { ReviewRepository } from './reviews/review-repository.js';
import type { RateLimiter } from './shared/rate-limiter.js';
import type { Scheduler } from './shared/scheduler.js';
import type { UnitOfWork } from './shared/unit-of-work.js';
import type { VendorLeadRepository } from './vendor-leads/vendor-lead-repository.js';
import type { VendorRepository } from './vendors/vendor-repository.js';
import type { NotificationSettingsRepository, NotificationTemplateRepository } from './venue-notifications/notification-template-repository.js';
import type { EmailAnalyticsRepository } from './venue-notifications/email-analytics-repository.js';
import type { PhotoProcessor, PhotoStorage, VenuePhotoRepository } from './venue-management/photos-ports.js';
import type { VenueModerationRepository } from './venue-management/venue-moderation.js';
import type { VenueViewRepository, VisitorKeys } from './venue-management/venue-view-repository.js';
import type { AnalyticsShareRepository, RatingSnapshotRepository, VenueAnalyticsRepository } from './venue-analytics/venue-analytics-repository.js';
import type { OwnerCalendarFeedRepository } from './venue-management/owner-calendar-feed-repository.js';
import type { VenueRepository } from './venues/venue-repository.js';

/**
 * Every port the core uses, as one object. The composition root builds it from adapters and
 * domain tests from in-memory fakes; a use case takes the `Pick` of it that it needs.
 */
export interface Ports {
  venues: VenueRepository;
  vendors: VendorRepository;
  /** Couples' messages to vendors, and where each vendor's mail goes. */
  vendorLeads: VendorLeadRepository;
  bookings: BookingRepository;
  guests: GuestRepository;
  inquiries: InquiryRepository;
  accounts: AccountRepository;
  /** Operators' view of accounts: listing, disabling, clearing sign-in throttles. */
  accountAdministration: AccountAdministration;
  /** A person's data across tables: the download of it, the deletion of an account, a guest forgotten. */
  personalData: PersonalDataRepository;
  sessions: SessionRepository;
  passwordResets: PasswordResetRepository;
  emailVerifications: EmailVerificationRepository;
  venueViews: VenueViewRepository;
  /** Keyed, daily-rotated hashes of page visitors (never their addresses). */
  visitorKeys: VisitorKeys;
  /** The owner's analytics: reads of the recorded events, rating snapshots and read-only links. */
  venueAnalytics: VenueAnalyticsRepository;
  ratingSnapshots: RatingSnapshotRepository;
  analyticsShares: AnalyticsShareRepository;
  /** Operators' reject and unpublish decisions, with their reasons. */
  venueModeration: VenueModerationRepository;
  /** The owners' uploaded venue photos: their rows, their stored sizes' bytes, and the resizer. */
  venuePhotos: VenuePhotoRepository;
  photoStorage: PhotoStorage;
  photoProcessor: PhotoProcessor;
  weddings: WeddingRepository;
  weddingMembers: WeddingMemberRepository;
  /** Answers the couple's chat questions: rule-based today, a language model later. */
  assistant: PlanningAssistant;
  timelineTasks: TimelineTaskRepository;
  timelineShares: TimelineShareRepository;
  budget: BudgetRepository;
  activities: ActivityRepository;
  comments: CommentRepository;
  moodboards: MoodboardRepository;
  moodboardShares: MoodboardShareRepository;
  moodboardImages: MoodboardImageRepository;
  moodboardImageProcessor: MoodboardImageProcessor;
  seating: SeatingRepository;
  notificationTemplates: NotificationTemplateRepository;
  notificationSettings: NotificationSettingsRepository;
  /** The venue notification mails kept, counted for the owner's email analytics, and their opens. */
  emailAnalytics: EmailAnalyticsRepository;
  payments: PaymentGateway;
  /** Payments the venue owner marked as received. */
  bookingPayments: BookingPaymentRepository;
  /** Venue owners' calendar subscription links. */
  calendarFeeds: OwnerCalendarFeedRepository;
  /** Couples' verified reviews of venues, their reports, and the venue rating kept from them. */
  reviews: ReviewRepository;
  /** The couples' photos on their reviews (stored by the board pictures' image pipeline). */
  reviewPhotos: ReviewPhotoRepository;
  mailer: Mailer;
  events: EventRecorder;
  uow: UnitOfWork;
  rateLimiter: RateLimiter;
  scheduler: Scheduler;
  failureCounter: FailureCounter;
  invitationTokens: InvitationTokens;
  secretTokens: SecretTokens;
  hasher: PasswordHasher;
  clock: Clock;
  ids: IdGenerator;
}
