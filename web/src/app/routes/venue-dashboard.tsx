import { OwnerReviews } from '@/features/reviews/components/owner-reviews';
import { LazyAnalyticsPanel } from '@/features/venue-analytics/components/lazy-analytics-panel';
import { OwnerGate } from '@/features/venue-dashboard/components/owner-gate';
import { VenueDashboard } from '@/features/venue-dashboard/components/venue-dashboard';
import { NotificationsPanel } from '@/features/venue-notifications/components/notifications-panel';
import { PageHeader } from '@/ui/page-header';

export function VenueDashboardPage() {
  return (
    <>
      <PageHeader
        eyebrow="For venues"
        title="Venue Dashboard"
        intro="Your bookings, inquiries and listing in one place."
      />
      <OwnerGate next="/venue-dashboard" purpose="manage your venue">
        {(venues) => (
          <VenueDashboard
            venues={venues}
            notifications={(venue) => <NotificationsPanel key={venue.id} venue={venue} />}
            analytics={(venue) => <LazyAnalyticsPanel key={venue.id} venue={venue} />}
            reviews={(venue) => <OwnerReviews key={venue.id} venue={venue} />}
          />
        )}
      </OwnerGate>
    </>
  );
}
