import { PageHeader } from '../../ui/page-header';

export function SignUpPage() {
  return (
    <PageHeader
      eyebrow="Account"
      title="Create Your Account"
      intro="Join as a couple planning a wedding, a venue owner or a wedding vendor."
    />
  );
}
