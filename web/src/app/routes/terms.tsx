import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';

export function TermsPage() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Service" intro="The rules of the marketplace for couples, venues and vendors." />
      <Page>
        <TermsOfService />
      </Page>
    </>
  );
}
