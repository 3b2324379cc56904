import { Link } from 'react-router-dom';
import { AuthPage } from '@/features/auth/components/auth-page';
import { SignInForm } from '@/features/auth/components/sign-in/sign-in-form';

export function SignInPage() {
  return (
    <AuthPage
      title="Sign In"
      intro="Welcome back. Sign in to pick up your planning where you left off."
      footer={
        <>
          Don&apos;t have an account? <Link to="/sign-up">Sign up</Link>
        </>
      }
    >
      <SignInForm />
    </AuthPage>
  );
}
