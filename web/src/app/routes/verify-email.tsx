import { useSearchParams } from 'react-router-dom';
import { AuthPage } from '@/features/auth/components/auth-page';
import { VerifyEmailView } from '@/features/auth/components/verify-email-view';

/** The page the confirmation email links to: /verify-email?token=... */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <AuthPage title="Confirm Your Email" intro="One click from your inbox, and your account is ready.">
      <VerifyEmailView token={params.get('token')} />
    </AuthPage>
  );
}
