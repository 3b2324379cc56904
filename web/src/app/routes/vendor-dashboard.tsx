import { VendorDashboard } from '@/features/vendor-dashboard/components/vendor-dashboard';
import { VendorGate } from '@/features/vendor-dashboard/components/vendor-gate';
import { PageHeader } from '@/ui/page-header';

export function VendorDashboardPage() {
  return (
    <>
      <PageHeader
        eyebrow="For vendors"
        title="Vendor Dashboard"
        intro="Couples' messages to you, and your profile as couples see it on the venue pages of the towns you serve."
      />
      <VendorGate>
        {/* Keyed by account: another sign-in starts the form afresh. */}
        {(account, profile) => <VendorDashboard key={account.id} account={account} profile={profile} />}
      </VendorGate>
    </>
  );
}
