import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorField, errorMessage, hasErrorCode } from '@/lib/api-client';
import { useAccountOrNobody } from '@/shared/api/current-account';
import { ConfirmEmailNotice } from '@/shared/components/confirm-email-notice';
import { Button, ButtonLink } from '@/ui/button';
import { Card } from '@/ui/card';
import { ArrowRightIcon, CheckIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { createVenueListing } from '../api/create-venue-listing';
import { useVenuesOwned } from '../api/get-venues-owned';
import type { ListedVenue, ListField, ListingErrors, ListingField, ListingForm, TextField } from '../types';
import {
  EMPTY_LISTING,
  firstField,
  formatErrors,
  isStepComplete,
  missingFields,
  REQUIRED_MESSAGE,
  stepFormatErrors,
  toListingRequest,
  wizardFieldOf,
} from '../utils/listing-form';
import { prefillListing } from '../utils/listing-prefill';
import { stepOfField, TOTAL_STEPS, WIZARD_STEPS } from '../utils/listing-steps';
import { fieldId, ListingFormContext, type ListingFormState } from './listing-form-context';
import { AvailabilityStep } from './steps/availability-step';
import { CapacityStep } from './steps/capacity-step';
import { ContactStep } from './steps/contact-step';
import { MediaStep } from './steps/media-step';
import { OfferStep } from './steps/offer-step';
import { PlaceStep } from './steps/place-step';
import { WizardProgress } from './wizard-progress';

/** Spec: after "Venue Listed Successfully!" the owner lands on the dashboard 2 s later. */
export const REDIRECT_AFTER_LISTING_MS = 2_000;
export const DASHBOARD_PATH = '/venue-dashboard';

const STEP_BODIES = [PlaceStep, CapacityStep, ContactStep, OfferStep, AvailabilityStep, MediaStep];

type Phase = 'editing' | 'submitting' | 'listed';

interface ListVenueWizardProps {
  /** Runs while the success toast shows, before the move to the dashboard (e.g. re-read the owner's venues). */
  onListed?(venue: ListedVenue): Promise<unknown> | void;
}

export function ListVenueWizard({ onListed }: ListVenueWizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<ListingForm>(EMPTY_LISTING);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [phase, setPhase] = useState<Phase>('editing');
  /** The API refused the listing until the owner confirms their email address. */
  const [refusedUnconfirmed, setRefusedUnconfirmed] = useState(false);
  const account = useAccountOrNobody();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  /** What gets focus after the next step change: the step's heading or a field at fault. */
  const focusTarget = useRef<'heading' | ListingField | null>(null);
  const mounted = useRef(true);
  const venuesOwned = useVenuesOwned(account?.accountType === 'venue');
  const prefilledFor = useRef<string | null>(null);

  // A first listing starts from the venue details given at sign-up, once the account and its venues have arrived.
  useEffect(() => {
    if (!account || venuesOwned === undefined || prefilledFor.current === account.id) return;
    prefilledFor.current = account.id;
    setValues((current) => prefillListing(current, account, venuesOwned));
  }, [account, venuesOwned]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const element = target === 'heading' ? headingRef.current : document.getElementById(fieldId(target));
    if (target === 'heading') cardRef.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    (element ?? headingRef.current)?.focus();
  }, [step, errors]);

  const form = useMemo<ListingFormState>(
    () => ({
      values,
      errors,
      setText: (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value })),
      setList: (field: ListField, items: string[]) => setValues((current) => ({ ...current, [field]: items })),
      setError: (field, message) =>
        setErrors((current) => {
          const next = { ...current };
          if (message) next[field] = message;
          else delete next[field];
          return next;
        }),
    }),
    [values, errors],
  );

  const goTo = (next: number) => {
    focusTarget.current = 'heading';
    setStep(Math.min(TOTAL_STEPS, Math.max(1, next)));
  };

  /** Shows errors, moves to the step of the first one and focuses that field. */
  const showErrors = (found: ListingErrors) => {
    const first = firstField(Object.keys(found) as ListingField[]);
    setErrors(found);
    if (!first) return;
    focusTarget.current = first;
    setStep(stepOfField(first));
  };

  const submit = async () => {
    const missing = missingFields(values);
    if (missing.length) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields marked with *', variant: 'destructive' });
      showErrors({ ...Object.fromEntries(missing.map((field) => [field, REQUIRED_MESSAGE])), ...formatErrors(values) });
      return;
    }
    const invalid = formatErrors(values);
    if (Object.keys(invalid).length) {
      toast({ title: 'Check Your Details', description: 'One or more answers are not in the expected format.', variant: 'destructive' });
      showErrors(invalid);
      return;
    }

    // Errors the server named last time are answered by this attempt.
    setErrors({});
    setPhase('submitting');
    let venue: ListedVenue;
    try {
      venue = await createVenueListing(toListingRequest(values));
    } catch (error) {
      if (!mounted.current) return;
      setPhase('editing');
      if (hasErrorCode(error, 'ACCOUNT.EMAIL_NOT_VERIFIED')) {
        setRefusedUnconfirmed(true);
        toast({ title: 'Confirm Your Email First', description: 'Open the link we mailed you, then submit again. Your answers stay on this page.', variant: 'destructive' });
        return;
      }
      reportFailure(error, showErrors);
      return;
    }
    if (!mounted.current) return;
    setPhase('listed');
    toast({
      title: 'Venue Listed Successfully!',
      description: "Your venue has been submitted for review. You'll receive a confirmation within 24 hours.",
      variant: 'success',
    });
    await Promise.all([Promise.resolve(onListed?.(venue)).catch(() => undefined), wait(REDIRECT_AFTER_LISTING_MS)]);
    if (mounted.current) navigate(`${DASHBOARD_PATH}?venue=${encodeURIComponent(venue.id)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    if (step === TOTAL_STEPS) {
      void submit();
      return;
    }
    // Enter in a field moves on, as Next does. An answer the server would refuse (a number out of
    // range, fewer guests at most than at least) holds the step; a missing one waits for Submit.
    const problems = stepFormatErrors(values, step);
    if (Object.keys(problems).length) showErrors(problems);
    else goTo(step + 1);
  };

  const current = WIZARD_STEPS[step - 1];
  const StepBody = STEP_BODIES[step - 1];
  const busy = phase !== 'editing';

  return (
    <ListingFormContext.Provider value={form}>
      <StyledCard ref={cardRef}>
        <StyledHeader>
          <WizardProgress step={step} submitted={phase === 'listed'} isDone={(n) => phase === 'listed' || isStepComplete(values, n)} />
          <div>
            <StyledTitle ref={headingRef} tabIndex={-1}>
              {current.title}
            </StyledTitle>
            <StyledIntro>{current.intro}</StyledIntro>
          </div>
        </StyledHeader>
        <form noValidate aria-label={`List your venue: ${current.title}`} onSubmit={onSubmit}>
          <StyledBody>
            <StyledRequiredNote>
              Fields marked with <span aria-hidden="true">*</span>
              <VisuallyHidden>an asterisk</VisuallyHidden> are required.
            </StyledRequiredNote>
            <StepBody />
            {step === TOTAL_STEPS && (refusedUnconfirmed || account?.emailVerified === false) && (
              <ConfirmEmailNotice role={refusedUnconfirmed ? 'alert' : 'note'} title="Confirm your email to submit your listing.">
                We mailed a link to {account?.email ?? 'your address'}. Open it, then press Submit Listing: your answers stay here.
              </ConfirmEmailNotice>
            )}
          </StyledBody>
          <StyledFooter>
            {step === 1 ? (
              <ButtonLink to={DASHBOARD_PATH} $variant="outline">
                Cancel
              </ButtonLink>
            ) : (
              <Button key="previous" $variant="outline" disabled={busy} onClick={() => goTo(step - 1)}>
                <StyledBackIcon /> Previous
              </Button>
            )}
            {step < TOTAL_STEPS ? (
              <Button key="next" type="submit" $variant="secondary">
                Next <ArrowRightIcon />
              </Button>
            ) : (
              <Button key="submit" type="submit" disabled={busy}>
                {phase === 'listed' ? (
                  <>
                    <CheckIcon /> Submitted
                  </>
                ) : phase === 'submitting' ? (
                  'Submitting...'
                ) : (
                  'Submit Listing'
                )}
              </Button>
            )}
          </StyledFooter>
        </form>
      </StyledCard>
    </ListingFormContext.Provider>
  );
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** A refusal naming a field of the wizard shows at that field; anything else is a toast. */
function reportFailure(error: unknown, showErrors: (errors: ListingErrors) => void): void {
  const field = wizardFieldOf(errorField(error));
  if (field) {
    toast({ title: 'Check Your Details', description: errorMessage(error), variant: 'destructive' });
    showErrors({ [field]: errorMessage(error) });
    return;
  }
  if (hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED', 'AUTH.FORBIDDEN')) {
    toast({
      title: 'Submission Failed',
      description: `${errorMessage(error)} Your answers stay on this page.`,
      variant: 'destructive',
    });
    return;
  }
  toast({ title: 'Submission Failed', description: 'Please try again or contact support if the issue persists.', variant: 'destructive' });
}

const StyledCard = styled(Card)`
  max-width: 56rem;
  margin: 0 auto;
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]});
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => theme.space[5]}; }
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[8]}; }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.bluebonnet}; outline-offset: 4px; border-radius: ${({ theme }) => theme.radii.sm}; }

  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
`;

const StyledIntro = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The container the form grids measure to choose one or two columns. */
const StyledBody = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => theme.space[5]}; }
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[8]}; }
`;

const StyledRequiredNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span[aria-hidden] { color: ${({ theme }) => theme.colors.terracottaText}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  > * { flex: 1 1 0; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[8]}; }
`;

const StyledBackIcon = styled(ArrowRightIcon)`
  transform: rotate(180deg);
`;
