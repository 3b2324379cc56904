import { PageHeader } from '../../ui/page-header';

export function VendorDashboardPage() {
  return (
    <PageHeader
      eyebrow="For vendors"
      title="Vendor Dashboard"
      intro="Your portfolio, leads and bookings as a wedding vendor."
    />
  );
}
