import { AuthPage } from '@/features/auth/components/auth-page';
import { SignUpWizard } from '@/features/auth/components/sign-up/sign-up-wizard';

export function SignUpPage() {
  return (
    <AuthPage
      title="Create Your Account"
      intro="Join as a couple planning a wedding, a venue owner or a wedding vendor."
      width="wide"
    >
      <SignUpWizard />
    </AuthPage>
  );
}
