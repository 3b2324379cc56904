import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { scrollToTop } from '@/lib/scroll';
import type { Account } from '@/shared/api/current-account';
import { Button, ButtonLink } from '@/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@/ui/icons';
import { StepIndicator } from '@/ui/step-indicator';
import { toast } from '@/ui/toast/use-toast';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { claimBookingsAfterSignIn, signIn } from '../../api/sign-in';
import { signUp } from '../../api/sign-up';
import { useSessionChange } from '../../hooks/use-session-change';
import { DETAILS_TITLE, WELCOME_TEXT } from '../../utils/account-options';
import { apiFailureOf } from '../../utils/auth-errors';
import { safeNextPath } from '../../utils/next-path';
import {
  firstStepWithError,
  INITIAL_SIGN_UP_VALUES,
  LAST_STEP,
  signUpFieldOf,
  stepOfField,
  toSignUpRequest,
  validateSignUp,
  type FieldErrors,
  type SignUpField,
  type SignUpStep,
  type SignUpValues,
} from '../../utils/sign-up-form';
import { AccountTypeStep } from './account-type-step';
import { BasicInfoStep } from './basic-info-step';
import { CheckYourEmail } from './check-your-email';
import { DetailsStep } from './details-step';
import { fieldId, SignUpFormContext, type SignUpFormState } from './sign-up-form-context';

/** The spec's pause between the welcome toast and the landing page. */
export const REDIRECT_AFTER_SIGN_UP_MS = 2_000;

const FIELD_ORDER = Object.keys(INITIAL_SIGN_UP_VALUES) as SignUpField[];
const HEADING_ID = 'sign-up-step-heading';
const FALLBACK_FAILURE = 'Please try again or contact support.';

type Status = 'idle' | 'pending' | 'done' | 'check-email';
type FocusTarget = 'heading' | SignUpField | null;

const STEP_INTRO: Record<1 | 2, { title: string; intro: string }> = {
  1: { title: 'Choose Your Account Type', intro: 'Tell us how you will use Hill Country Weddings.' },
  2: { title: 'Basic Information', intro: 'How we reach you, and how you will sign in.' },
};

const DETAILS_INTRO: Record<SignUpValues['accountType'], string> = {
  customer: 'A few details help us suggest the right venues. All of them are optional.',
  venue: 'Tell couples about your venue. Photos and packages come later, from your dashboard.',
  vendor: 'Tell couples about your business and the weddings you love to work on.',
};

/**
 * The three-step sign-up. Next Step checks nothing (spec); Create Account checks every
 * step and goes back to the first step with something to fix, as it does for the
 * fields the server names.
 */
export function SignUpWizard() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionChanged = useSessionChange();
  // ?next= (an invitation's page) is where to go once signed up; ?email= fills in the invited address.
  const next = params.get('next');
  const [values, setValues] = useState<SignUpValues>(() => ({ ...INITIAL_SIGN_UP_VALUES, email: params.get('email')?.slice(0, 254) ?? '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<SignUpStep>(1);
  const [status, setStatus] = useState<Status>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<FocusTarget>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Focus moves after the step has rendered: to its heading, or to the field to fix.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'accountType') document.getElementById(`${fieldId('accountType')}-${values.accountType}`)?.focus();
    else if (target) document.getElementById(fieldId(target))?.focus();
  });

  const setValue = useCallback(<K extends SignUpField>(field: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  const form = useMemo<SignUpFormState>(() => ({ values, errors, setValue }), [values, errors, setValue]);

  const goTo = (next: SignUpStep) => {
    focusTarget.current = 'heading';
    setStep(next);
  };

  const showErrors = (found: FieldErrors) => {
    const target = firstStepWithError(found);
    if (target === null) return;
    setErrors(found);
    setStep(target);
    focusTarget.current = FIELD_ORDER.find((field) => found[field] && stepOfField(field) === target) ?? 'heading';
  };

  const finish = (account: Account) => {
    setStatus('done');
    toast({
      title: 'Account Created Successfully!',
      description: `Welcome to Hill Country Weddings, ${account.firstName}! You can now start ${WELCOME_TEXT[account.accountType]}. We sent you a link to confirm your email.`,
      variant: 'success',
    });
    redirectTimer.current = window.setTimeout(() => {
      scrollToTop();
      navigate(safeNextPath(next ?? account.landingPage));
    }, REDIRECT_AFTER_SIGN_UP_MS);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    if (step < LAST_STEP) {
      goTo((step + 1) as SignUpStep);
      return;
    }
    const problem = validateSignUp(values);
    if (problem) {
      toast({ ...problem.toast, variant: 'destructive' });
      showErrors(problem.errors);
      return;
    }
    setStatus('pending');
    const request = toSignUpRequest(values);
    try {
      await signUp(request);
    } catch (error) {
      setStatus('idle');
      if (hasErrorCode(error, 'ACCOUNT.SIGN_UP_RATE_LIMITED')) {
        toast({ title: 'Please Wait a Moment', description: errorMessage(error), variant: 'destructive' });
        return;
      }
      const failure = apiFailureOf(error, FALLBACK_FAILURE);
      toast({ title: 'Registration Failed', description: failure.message, variant: 'destructive' });
      const field = signUpFieldOf(failure.field);
      if (field) showErrors({ [field]: failure.message });
      return;
    }
    // Sign-up answers alike for a new address and a taken one, and signs nobody in: the
    // password does. A taken address (its holder was mailed) fails here, and hears only the
    // same neutral "check your email" as any sign-in that cannot go on now.
    let account: Account;
    try {
      account = await signIn({ email: request.email, password: request.password });
    } catch {
      setStatus('check-email');
      return;
    }
    await claimBookingsAfterSignIn(account);
    await sessionChanged(account);
    finish(account);
  };

  if (status === 'check-email') return <CheckYourEmail email={values.email.trim()} />;

  const detailsTitle = DETAILS_TITLE[values.accountType];
  const heading = step === LAST_STEP ? { title: detailsTitle, intro: DETAILS_INTRO[values.accountType] } : STEP_INTRO[step as 1 | 2];

  return (
    <SignUpFormContext.Provider value={form}>
      <StyledSteps steps={['Account Type', 'Basic Information', detailsTitle]} current={step} label="Sign-up progress" sayTotal size="lg" />
      <form noValidate onSubmit={onSubmit} aria-labelledby={HEADING_ID}>
        <StyledStepHeader>
          <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
            {heading.title}
          </h2>
          <p>{heading.intro}</p>
        </StyledStepHeader>

        {step === 1 && <AccountTypeStep />}
        {step === 2 && <BasicInfoStep />}
        {step === 3 && <DetailsStep />}

        {/* A couple's details are all optional: no star to explain on their last step. */}
        {step > 1 && !(step === LAST_STEP && values.accountType === 'customer') && (
          <StyledRequiredNote>
            Fields marked <span aria-hidden="true">*</span>
            <VisuallyHidden>with a star</VisuallyHidden> are required.
          </StyledRequiredNote>
        )}

        <StyledActions>
          {step === 1 ? (
            <ButtonLink to={next ? `/sign-in?next=${encodeURIComponent(safeNextPath(next))}` : '/sign-in'} $variant="ghost">
              Already have an account?
            </ButtonLink>
          ) : (
            <Button key="previous" $variant="outline" onClick={() => goTo((step - 1) as SignUpStep)} disabled={status !== 'idle'}>
              <ArrowLeftIcon /> Previous
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button key="next" type="submit">
              Next Step <ArrowRightIcon />
            </Button>
          ) : (
            <Button key="create" type="submit" disabled={status !== 'idle'}>
              {status === 'pending' && 'Creating Account...'}
              {status === 'done' && (
                <>
                  <CheckIcon /> Account Created
                </>
              )}
              {status === 'idle' && 'Create Account'}
            </Button>
          )}
        </StyledActions>
      </form>

      <StyledTerms>
        By creating an account you agree to the{' '}
        <Link to="/terms" target="_blank" rel="noopener">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </Link>
        .
      </StyledTerms>
    </SignUpFormContext.Provider>
  );
}

const StyledStepHeader = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]});
  }
  h2:focus-visible { outline-offset: 4px; }
  p {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledRequiredNote = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span { color: ${({ theme }) => theme.colors.terracottaText}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  /* On a phone the main action comes first, full width. */
  > * { flex: 1 1 12rem; }
  ${({ theme }) => theme.media.sm} {
    > * { flex: 0 0 auto; }
  }
`;

const StyledTerms = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.terracottaText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-underline-offset: 3px;
  }
`;

const StyledSteps = styled(StepIndicator)`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;
