import { useSearchParams } from 'react-router-dom';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** The page the password-reset email links to: /reset-password?token=... */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthPage title="Choose a New Password" intro="Pick a new password for your account, then sign in with it.">
      <ResetPasswordForm token={params.get('token')} />
    </AuthPage>
  );
}
