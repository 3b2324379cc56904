import { PageHeader } from '../../ui/page-header';

export function SignInPage() {
  return (
    <PageHeader
      eyebrow="Account"
      title="Sign In"
      intro="Welcome back. Sign in to pick up your planning where you left off."
    />
  );
}
