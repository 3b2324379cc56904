import { Link, useSearchParams } from 'react-router-dom';
import { AuthPage } from '@/features/auth/components/auth-page';
import { SignInForm } from '@/features/auth/components/sign-in/sign-in-form';

export function SignInPage() {
  // Whoever came to sign in on their way somewhere (an invitation) keeps going there after sign-up too.
  const [params] = useSearchParams();
  const next = params.get('next');
  return (
    <AuthPage
      title="Sign In"
      intro="Welcome back. Sign in to pick up your planning where you left off."
      footer={
        <>
          Don&apos;t have an account? <Link to={next ? `/sign-up?next=${encodeURIComponent(next)}` : '/sign-up'}>Sign up</Link>
        </>
      }
    >
      <SignInForm />
    </AuthPage>
  );
}
