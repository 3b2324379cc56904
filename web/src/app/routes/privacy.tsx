import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';

export function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy" intro="What we store about you and your guests, why, for how long, and who sees it." />
      <Page>
        <PrivacyPolicy />
      </Page>
    </>
  );
}
