import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { scrollToTop } from '@/lib/scroll';
import { Button } from '@/ui/button';
import { Field, FieldLabel, FormAlert, Input } from '@/ui/field';
import { GoogleIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { claimBookingsAfterSignIn, signIn } from '../../api/sign-in';
import { useSessionChange } from '../../hooks/use-session-change';
import { apiFailureOf } from '../../utils/auth-errors';
import { safeNextPath } from '../../utils/next-path';
import { EMAIL_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH } from '../../utils/password-rules';
import { PasswordInput } from '../password-input';
import { TextButton } from '../text-button';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const EMAIL_ID = 'sign-in-email';
const PASSWORD_ID = 'sign-in-password';
const FAILURE_ID = 'sign-in-failure';

/**
 * Email and password (required by the browser, as the spec says). A wrong password gets
 * the server's one message in the form; success greets and goes home or to ?next=.
 */
export function SignInForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionChanged = useSessionChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // /sign-in?forgot=1 (the reset page's "ask for a new link") opens the dialog at once.
  const [forgotOpen, setForgotOpen] = useState(params.get('forgot') === '1');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const account = await signIn({ email: email.trim(), password });
      await claimBookingsAfterSignIn(account);
      await sessionChanged(account);
      toast({ title: 'Welcome back!', description: `Good to see you again, ${account.firstName}.`, variant: 'success' });
      navigate(safeNextPath(params.get('next')));
      scrollToTop();
    } catch (error) {
      setFailure(apiFailureOf(error, 'Sign-in failed. Please try again.').message);
      setPending(false);
    }
  };

  const googleSoon = () =>
    toast({
      title: 'Google Sign-In',
      description: 'Google sign-in will be available soon. Please use your email and password for now.',
    });

  return (
    <>
      <StyledForm onSubmit={onSubmit} aria-label="Sign in">
        {failure && <FormAlert id={FAILURE_ID}>{failure}</FormAlert>}
        <Field>
          <FieldLabel htmlFor={EMAIL_ID}>Email Address</FieldLabel>
          <Input
            id={EMAIL_ID}
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? FAILURE_ID : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field>
          <StyledLabelRow>
            <FieldLabel htmlFor={PASSWORD_ID}>Password</FieldLabel>
            <TextButton onClick={() => setForgotOpen(true)}>Forgot password?</TextButton>
          </StyledLabelRow>
          <PasswordInput
            id={PASSWORD_ID}
            required
            maxLength={PASSWORD_INPUT_MAX_LENGTH}
            autoComplete="current-password"
            value={password}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? FAILURE_ID : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Button type="submit" $size="lg" $block disabled={pending}>
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </StyledForm>

      <StyledDivider>
        <span>or</span>
      </StyledDivider>

      <Button $variant="outline" $size="lg" $block onClick={googleSoon}>
        <GoogleIcon /> Continue with Google
      </Button>

      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={email.trim()} />
    </>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledLabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledDivider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before, &::after {
    content: '';
    flex: 1;
    height: ${({ theme }) => theme.sizes.border};
    background: ${({ theme }) => theme.colors.border};
  }
`;
