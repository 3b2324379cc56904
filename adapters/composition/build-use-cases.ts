import { OperateAccounts } from '../../domain/accounts/use-cases/operate-accounts.js';
import { DeleteMyAccount } from '../../domain/accounts/use-cases/delete-my-account.js';
import { ExportMyData } from '../../domain/accounts/use-cases/export-my-data.js';
import { ForgetInvitation } from '../../domain/guests/use-cases/forget-invitation.js';
import { ModerateVenue } from '../../domain/venue-management/use-cases/moderate-venue.js';
import { TransferCatalogue } from '../../domain/venue-management/use-cases/transfer-catalogue.js';
import { PasswordReset } from '../../domain/accounts/use-cases/password-reset.js';
import { ResendVerification } from '../../domain/accounts/use-cases/resend-verification.js';
import { Sessions } from '../../domain/accounts/use-cases/sessions.js';
import { SignUp } from '../../domain/accounts/use-cases/sign-up.js';
import { VerifyEmail } from '../../domain/accounts/use-cases/verify-email.js';
import { CancelOwnBooking } from '../../domain/bookings/use-cases/cancel-own-booking.js';
import { ChangeBookingStatus } from '../../domain/bookings/use-cases/change-booking-status.js';
import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from '../../domain/bookings/booking-policy.js';
import { CreateBooking } from '../../domain/bookings/use-cases/create-booking.js';
import { ExpirePendingBooking } from '../../domain/bookings/use-cases/expire-pending-booking.js';
import { GetBooking } from '../../domain/bookings/use-cases/get-booking.js';
import { ListBookings } from '../../domain/bookings/use-cases/list-bookings.js';
import { AddGuest } from '../../domain/guests/use-cases/add-guest.js';
import { ExportGuests } from '../../domain/guests/use-cases/export-guests.js';
import { GetInvitation } from '../../domain/guests/use-cases/get-invitation.js';
import { ImportGuests, PreviewGuestImport } from '../../domain/guests/use-cases/import-guests.js';
import { GetGuestStats, ListGuests } from '../../domain/guests/use-cases/list-guests.js';
import { RespondToInvitation } from '../../domain/guests/use-cases/respond-to-invitation.js';
import { SendInvitations } from '../../domain/guests/use-cases/send-invitations.js';
import { UpdateGuest } from '../../domain/guests/use-cases/update-guest.js';
import { GetResponseStats } from '../../domain/inquiries/use-cases/get-response-stats.js';
import { SubmitInquiry } from '../../domain/inquiries/use-cases/submit-inquiry.js';
import { NotifyParties } from '../../domain/notifications/use-cases/notify-parties.js';
import { AddComment } from '../../domain/planning/use-cases/add-comment.js';
import { AskPlanningAssistant } from '../../domain/planning/use-cases/ask-planning-assistant.js';
import { AddExpense } from '../../domain/planning/use-cases/add-expense.js';
import { AddTimelineTask } from '../../domain/planning/use-cases/add-timeline-task.js';
import { ClaimBookings } from '../../domain/planning/use-cases/claim-bookings.js';
import { DeleteExpense } from '../../domain/planning/use-cases/delete-expense.js';
import { DeleteTimelineTask } from '../../domain/planning/use-cases/delete-timeline-task.js';
import { ExportBudget } from '../../domain/planning/use-cases/export-budget.js';
import { GenerateWeddingTimeline } from '../../domain/planning/use-cases/generate-wedding-timeline.js';
import { GetBudget } from '../../domain/planning/use-cases/get-budget.js';
import { GetMoodboard } from '../../domain/planning/use-cases/get-moodboard.js';
import { GetMoodboardImage } from '../../domain/planning/use-cases/get-moodboard-image.js';
import { GetSharedMoodboard } from '../../domain/planning/use-cases/get-shared-moodboard.js';
import { RevokeMoodboardShare } from '../../domain/planning/use-cases/revoke-moodboard-share.js';
import { SaveMoodboard } from '../../domain/planning/use-cases/save-moodboard.js';
import { ShareMoodboard } from '../../domain/planning/use-cases/share-moodboard.js';
import { UploadMoodboardImage } from '../../domain/planning/use-cases/upload-moodboard-image.js';
import { DeleteVenuePhoto } from '../../domain/venue-management/use-cases/delete-venue-photo.js';
import { GetVenuePhotoFile } from '../../domain/venue-management/use-cases/get-venue-photo-file.js';
import { ListVenuePhotos } from '../../domain/venue-management/use-cases/list-venue-photos.js';
import { ReorderVenuePhotos } from '../../domain/venue-management/use-cases/reorder-venue-photos.js';
import { SetVenuePhotoCover } from '../../domain/venue-management/use-cases/set-venue-photo-cover.js';
import { UploadVenuePhoto } from '../../domain/venue-management/use-cases/upload-venue-photo.js';
import { GetSeating } from '../../domain/planning/use-cases/get-seating.js';
import { GetSharedTimeline } from '../../domain/planning/use-cases/get-shared-timeline.js';
import { GetTimeline } from '../../domain/planning/use-cases/get-timeline.js';
import { GetWedding } from '../../domain/planning/use-cases/get-wedding.js';
import { ListActivities } from '../../domain/planning/use-cases/list-activities.js';
import { ListCollaborators } from '../../domain/planning/use-cases/list-collaborators.js';
import { ChangeCollaborator, RemoveCollaborator } from '../../domain/planning/use-cases/change-collaborator.js';
import { InviteCollaborator } from '../../domain/planning/use-cases/invite-collaborator.js';
import { ListMyWeddings } from '../../domain/planning/use-cases/list-my-weddings.js';
import { AcceptPlanningInvitation, GetPlanningInvitation } from '../../domain/planning/use-cases/planning-invitations.js';
import { ResolveComment } from '../../domain/planning/use-cases/resolve-comment.js';
import { SendPlanningDigest } from '../../domain/planning/use-cases/send-planning-digest.js';
import { ListComments } from '../../domain/planning/use-cases/list-comments.js';
import { RecordActivity } from '../../domain/planning/use-cases/record-activity.js';
import { RevokeTimelineShare } from '../../domain/planning/use-cases/revoke-timeline-share.js';
import { SaveSeating } from '../../domain/planning/use-cases/save-seating.js';
import { ShareTimeline } from '../../domain/planning/use-cases/share-timeline.js';
import { UpdateExpense } from '../../domain/planning/use-cases/update-expense.js';
import { UpdateTimelineTask } from '../../domain/planning/use-cases/update-timeline-task.js';
import { UpdateWedding } from '../../domain/planning/use-cases/update-wedding.js';
import type { Ports } from '../../domain/ports.js';
import { AddReviewPhoto } from '../../domain/reviews/use-cases/add-review-photo.js';
import { EditReview } from '../../domain/reviews/use-cases/edit-review.js';
import { GetReviewPhoto } from '../../domain/reviews/use-cases/get-review-photo.js';
import { ListVenueReviews } from '../../domain/reviews/use-cases/list-venue-reviews.js';
import { ModerateReviews } from '../../domain/reviews/use-cases/moderate-reviews.js';
import { PostReview } from '../../domain/reviews/use-cases/post-review.js';
import { RemoveReviewPhoto } from '../../domain/reviews/use-cases/remove-review-photo.js';
import { ReplyToReview } from '../../domain/reviews/use-cases/reply-to-review.js';
import { ReportReview } from '../../domain/reviews/use-cases/report-review.js';
import { ScheduleReviewRequest, SendReviewRequest } from '../../domain/reviews/use-cases/request-review.js';
import { FindVendors } from '../../domain/vendors/use-cases/find-vendors.js';
import { GetVendor } from '../../domain/vendors/use-cases/get-vendor.js';
import { GetVendorResponseStats } from '../../domain/vendor-leads/use-cases/get-vendor-response-stats.js';
import { ManageVendorLeads } from '../../domain/vendor-leads/use-cases/manage-vendor-leads.js';
import { SubmitVendorLead } from '../../domain/vendor-leads/use-cases/submit-vendor-lead.js';
import { ManageVendorProfile } from '../../domain/vendors/use-cases/manage-vendor-profile.js';
import { ApproveVenue } from '../../domain/venue-management/use-cases/approve-venue.js';
import { EditVenue } from '../../domain/venue-management/use-cases/edit-venue.js';
import { ListOwnedVenues } from '../../domain/venue-management/use-cases/list-owned-venues.js';
import { ManageVenueBookings } from '../../domain/venue-management/use-cases/manage-venue-bookings.js';
import { ManageOwnerCalendarFeed } from '../../domain/venue-management/owner-calendar-feed.js';
import { ManageVenueInquiries } from '../../domain/venue-management/use-cases/manage-venue-inquiries.js';
import { RecordVenueView } from '../../domain/venue-management/use-cases/record-venue-view.js';
import { SubmitVenueListing } from '../../domain/venue-management/use-cases/submit-venue-listing.js';
import { GetVenueDashboardSummary } from '../../domain/venue-management/use-cases/venue-dashboard-summary.js';
import { GetVenueAvailability } from '../../domain/venues/use-cases/get-venue-availability.js';
import { GetVenue } from '../../domain/venues/use-cases/get-venue.js';
import { ListFeaturedVenues } from '../../domain/venues/use-cases/list-featured-venues.js';
import { ListVenuePackages } from '../../domain/venues/use-cases/list-venue-packages.js';
import { ListVenues } from '../../domain/venues/use-cases/list-venues.js';
import { SearchVenues } from '../../domain/venues/use-cases/search-venues.js';
import { GetVenueDetails } from '../../domain/venues/use-cases/get-venue-details.js';
import { CreateNotificationTemplate } from '../../domain/venue-notifications/use-cases/create-notification-template.js';
import { GetNotificationSettings } from '../../domain/venue-notifications/use-cases/get-notification-settings.js';
import { ListNotificationTemplates } from '../../domain/venue-notifications/use-cases/list-notification-templates.js';
import { SendTestNotification } from '../../domain/venue-notifications/use-cases/send-test-notification.js';
import { UpdateNotificationSettings } from '../../domain/venue-notifications/use-cases/update-notification-settings.js';
import { UpdateNotificationTemplate } from '../../domain/venue-notifications/use-cases/update-notification-template.js';
import { ScheduleBookingReminders } from '../../domain/venue-notifications/use-cases/schedule-booking-reminders.js';
import { SendBookingReminder } from '../../domain/venue-notifications/use-cases/send-booking-reminder.js';
import { GetVenueAnalytics } from '../../domain/venue-analytics/use-cases/get-venue-analytics.js';
import { ManageAnalyticsShare } from '../../domain/venue-analytics/use-cases/manage-analytics-share.js';
import { SnapshotVenueRatings } from '../../domain/venue-analytics/use-cases/snapshot-venue-ratings.js';
import { SendTemplateToBooking } from '../../domain/venue-notifications/use-cases/send-template-to-booking.js';
import { GetEmailAnalytics } from '../../domain/venue-notifications/use-cases/get-email-analytics.js';
import { RecordEmailOpen } from '../../domain/venue-notifications/use-cases/record-email-open.js';

/**
 * Every use case, built once from the ports. The HTTP app (each instance registered under its
 * class), the CLI, the seed, the job handlers and the tests all take them from here: adding a
 * use case is one line below.
 */
export function buildUseCases(p: Ports, bookingPolicy: BookingPolicy = DEFAULT_BOOKING_POLICY) {
  return {
    // Venues and discovery
    listFeaturedVenues: new ListFeaturedVenues(p.venues),
    searchVenues: new SearchVenues(p.venues, p.clock),
    getVenue: new GetVenue(p.venues),
    getVenueDetails: new GetVenueDetails(p.venues),
    listVenues: new ListVenues(p.venues),
    listVenuePackages: new ListVenuePackages(p.venues),
    getVenueAvailability: new GetVenueAvailability(p.venues, p.bookings, p.clock),
    findVendors: new FindVendors(p.vendors),
    getVendor: new GetVendor(p.vendors),
    // Vendors' leads: couples' messages, the vendor's answers, the vendor's response figures
    submitVendorLead: new SubmitVendorLead(p),
    manageVendorLeads: new ManageVendorLeads(p),
    getVendorResponseStats: new GetVendorResponseStats(p),
    // Inquiries
    submitInquiry: new SubmitInquiry(p),
    getResponseStats: new GetResponseStats(p.venues, p.inquiries, p.clock),
    // Bookings
    createBooking: new CreateBooking(p, bookingPolicy),
    getBooking: new GetBooking(p.bookings),
    listBookings: new ListBookings(p.bookings),
    changeBookingStatus: new ChangeBookingStatus(p),
    cancelOwnBooking: new CancelOwnBooking(p),
    expirePendingBooking: new ExpirePendingBooking(p),
    // Guest list and RSVP
    listGuests: new ListGuests(p.guests, p),
    getGuestStats: new GetGuestStats(p.guests, p),
    previewGuestImport: new PreviewGuestImport(p.guests, p),
    importGuests: new ImportGuests(p.guests, p, p.clock, p.ids, p.uow),
    exportGuests: new ExportGuests(p.guests, p, p.clock),
    addGuest: new AddGuest(p.guests, p, p.clock, p.ids),
    updateGuest: new UpdateGuest(p.guests, p, p.clock),
    sendInvitations: new SendInvitations(p),
    getInvitation: new GetInvitation(p),
    respondToInvitation: new RespondToInvitation(p),
    // Accounts
    sessions: new Sessions(p),
    signUp: new SignUp(p),
    passwordReset: new PasswordReset(p),
    verifyEmail: new VerifyEmail(p),
    resendVerification: new ResendVerification(p),
    // The owner's side
    listOwnedVenues: new ListOwnedVenues(p.venues),
    getVenueDashboardSummary: new GetVenueDashboardSummary(p.venues, p.bookings, p.inquiries, p.venueViews),
    manageVenueBookings: new ManageVenueBookings(p),
    manageOwnerCalendarFeed: new ManageOwnerCalendarFeed(p),
    manageVenueInquiries: new ManageVenueInquiries(p),
    submitVenueListing: new SubmitVenueListing(p),
    editVenue: new EditVenue(p.venues, p.bookings, p.clock, p.ids, p.uow),
    recordVenueView: new RecordVenueView(p),
    // The owner's analytics, its read-only link, and the monthly rating snapshot
    getVenueAnalytics: new GetVenueAnalytics(p),
    manageAnalyticsShare: new ManageAnalyticsShare(p),
    snapshotVenueRatings: new SnapshotVenueRatings(p),
    manageVendorProfile: new ManageVendorProfile(p.vendors, p.ids),
    // The couple's planning: wedding, timeline, budget, activity and collaboration
    getWedding: new GetWedding(p),
    updateWedding: new UpdateWedding(p),
    claimBookings: new ClaimBookings(p),
    getTimeline: new GetTimeline(p),
    generateWeddingTimeline: new GenerateWeddingTimeline(p),
    addTimelineTask: new AddTimelineTask(p),
    updateTimelineTask: new UpdateTimelineTask(p),
    deleteTimelineTask: new DeleteTimelineTask(p),
    shareTimeline: new ShareTimeline(p),
    revokeTimelineShare: new RevokeTimelineShare(p),
    getSharedTimeline: new GetSharedTimeline(p),
    getBudget: new GetBudget(p),
    exportBudget: new ExportBudget(p),
    addExpense: new AddExpense(p),
    updateExpense: new UpdateExpense(p),
    deleteExpense: new DeleteExpense(p),
    listActivities: new ListActivities(p),
    listCollaborators: new ListCollaborators(p),
    listComments: new ListComments(p),
    addComment: new AddComment(p),
    askPlanningAssistant: new AskPlanningAssistant(p),
    // The mood board, its shared link and its uploaded pictures
    getMoodboard: new GetMoodboard(p),
    saveMoodboard: new SaveMoodboard(p),
    shareMoodboard: new ShareMoodboard(p),
    revokeMoodboardShare: new RevokeMoodboardShare(p),
    getSharedMoodboard: new GetSharedMoodboard(p),
    uploadMoodboardImage: new UploadMoodboardImage(p),
    getMoodboardImage: new GetMoodboardImage(p),
    // The owner's uploaded venue photos
    uploadVenuePhoto: new UploadVenuePhoto(p),
    listVenuePhotos: new ListVenuePhotos(p),
    reorderVenuePhotos: new ReorderVenuePhotos(p),
    setVenuePhotoCover: new SetVenuePhotoCover(p),
    deleteVenuePhoto: new DeleteVenuePhoto(p),
    getVenuePhotoFile: new GetVenuePhotoFile(p),
    resolveComment: new ResolveComment(p),
    inviteCollaborator: new InviteCollaborator(p),
    changeCollaborator: new ChangeCollaborator(p),
    removeCollaborator: new RemoveCollaborator(p),
    getPlanningInvitation: new GetPlanningInvitation(p),
    acceptPlanningInvitation: new AcceptPlanningInvitation(p),
    listMyWeddings: new ListMyWeddings(p),
    sendPlanningDigest: new SendPlanningDigest(p),
    getSeating: new GetSeating(p),
    saveSeating: new SaveSeating(p),
    // The owner's notification templates and settings
    listNotificationTemplates: new ListNotificationTemplates(p),
    createNotificationTemplate: new CreateNotificationTemplate(p),
    updateNotificationTemplate: new UpdateNotificationTemplate(p),
    sendTestNotification: new SendTestNotification(p),
    getNotificationSettings: new GetNotificationSettings(p),
    updateNotificationSettings: new UpdateNotificationSettings(p),
    scheduleBookingReminders: new ScheduleBookingReminders(p),
    sendBookingReminder: new SendBookingReminder(p),
    sendTemplateToBooking: new SendTemplateToBooking(p),
    getEmailAnalytics: new GetEmailAnalytics(p),
    recordEmailOpen: new RecordEmailOpen(p),
    // Operators
    approveVenue: new ApproveVenue(p),
    moderateVenue: new ModerateVenue(p),
    transferCatalogue: new TransferCatalogue(p),
    operateAccounts: new OperateAccounts(p),
    // Verified reviews: the couple's, the owner's answer, reports and operators' hiding
    listVenueReviews: new ListVenueReviews(p),
    postReview: new PostReview(p),
    editReview: new EditReview(p),
    addReviewPhoto: new AddReviewPhoto(p),
    removeReviewPhoto: new RemoveReviewPhoto(p),
    getReviewPhoto: new GetReviewPhoto(p),
    replyToReview: new ReplyToReview(p),
    reportReview: new ReportReview(p),
    moderateReviews: new ModerateReviews(p),
    scheduleReviewRequest: new ScheduleReviewRequest(p),
    sendReviewRequest: new SendReviewRequest(p),
    // Privacy: a person's data downloaded or deleted, a guest forgotten
    exportMyData: new ExportMyData(p),
    deleteMyAccount: new DeleteMyAccount(p),
    forgetInvitation: new ForgetInvitation(p),
    // Event handlers
    notifyParties: new NotifyParties(p),
    recordActivity: new RecordActivity(p),
  };
}

export type UseCases = ReturnType<typeof buildUseCases>;
