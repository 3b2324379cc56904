import { PageHeader } from '../../ui/page-header';

export function VenueDashboardPage() {
  return (
    <PageHeader
      eyebrow="For venues"
      title="Venue Dashboard"
      intro="Manage your venue's bookings, inquiries, notification emails and analytics."
    />
  );
}
