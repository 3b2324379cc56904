import { AccountSettings } from '@/features/account/components/account-settings';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';

export function AccountPage() {
  return (
    <>
      <PageHeader eyebrow="Your account" title="Account & Privacy" intro="Download everything we store about you, or delete your account." />
      <Page>
        <AccountSettings />
      </Page>
    </>
  );
}
