import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { calendarDateIn, isCalendarDate } from '@domain/shared/calendar-date';
import { useMarkDateTaken } from '@/shared/api/venue-availability';
import { usePackages } from '@/shared/api/venue-packages';
import type { Venue } from '@/types/api';
import { monthOf, type CalendarMonth } from '@/ui/calendar-month';
import { useToast } from '@/ui/toast/use-toast';
import { useCreateBooking } from '../api/create-booking';
import { useRequestedDate } from '../hooks/use-requested-date';
import type { CreatedBooking } from '../types';
import {
  EMPTY_DETAILS,
  guestLimit,
  NO_PACKAGE,
  toBookingRequest,
  validateDetails,
  type BookingDetails,
  type DetailsErrors,
  type DetailsField,
} from '../utils/booking-details';
import { clearBookingDraft, restoreBookingDraft, saveBookingDraft } from '../utils/booking-draft';
import { classifyBookingError } from '../utils/booking-error';
import { estimatePaymentPlan, estimateTotal } from '../utils/payment-summary';
import { BookingSteps, type BookingStep } from './booking-steps';
import { ConfirmationStep } from './confirmation-step';
import { DetailsStep, fieldId } from './details-step';
import { PaymentStep } from './payment-step';
import { STEP_HEADING_ID } from './step-heading';
import { VenueSummaryCard } from './venue-summary-card';

interface BookingFlowProps {
  venue: Venue;
  /** ?date= and ?package= from the address. */
  requestedDate: string | null;
  requestedPackageId: string | null;
}

/** Details, then payment, then confirmation (spec, section 4). */
export function BookingFlow({ venue, requestedDate, requestedPackageId }: BookingFlowProps) {
  const [today] = useState(() => calendarDateIn(new Date()));
  // What this tab typed before a reload, or the request it already made.
  const [saved] = useState(() => restoreBookingDraft(venue.id));
  const [step, setStep] = useState<BookingStep>(() => (saved?.created ? 'confirmation' : (saved?.step ?? 'details')));
  const [details, setDetails] = useState<BookingDetails>(
    () => saved?.details ?? { ...EMPTY_DETAILS, packageId: requestedPackageId ?? NO_PACKAGE },
  );
  const [leftFields, setLeftFields] = useState<ReadonlySet<DetailsField>>(new Set());
  const [serverErrors, setServerErrors] = useState<DetailsErrors>({});
  const [dateMessage, setDateMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedBooking | null>(saved?.created ?? null);
  const [calendarMonth, setCalendarMonth] = useState<CalendarMonth>(() => {
    const shown = saved?.details.eventDate || requestedDate;
    return shown && isCalendarDate(shown) && shown >= today ? monthOf(shown) : monthOf(today);
  });
  // The ?date= counts until the couple picks a date themselves or the server turns it down; a
  // kept draft already holds the date they had.
  const [followLink, setFollowLink] = useState(!saved?.details.eventDate);

  const requested = useRequestedDate(venue.id, requestedDate, today);
  const packagesQuery = usePackages(venue.id);
  const { trigger, isMutating } = useCreateBooking();
  const markDateTaken = useMarkDateTaken();
  const { toast } = useToast();

  const eventDate = followLink && requested.status === 'available' ? requested.date : details.eventDate;
  const current: BookingDetails = { ...details, eventDate };
  const selectedPackage = packagesQuery.data?.find((pkg) => pkg.id === details.packageId) ?? null;
  const context = { venueMaxGuests: venue.maxGuests, selectedPackage };
  const problems = validateDetails(current, context);
  // A ?package= link must not go out as "no package" just because the packages are still loading.
  const packagesSettled = !requestedPackageId || packagesQuery.data !== undefined || packagesQuery.error !== undefined;
  const canContinue = Object.keys(problems).length === 0 && packagesSettled;
  const plan = eventDate ? estimatePaymentPlan(venue, selectedPackage, eventDate, today) : null;

  // Shown now: server messages, and the rules' messages for fields the couple has left.
  const shown: DetailsErrors = { ...serverErrors };
  for (const field of leftFields) if (problems[field] && !shown[field]) shown[field] = problems[field];
  const linkMessage = followLink && requested.status === 'unavailable' ? requested.message : null;
  const dateNotice = dateMessage ?? linkMessage;
  if (!shown.eventDate && dateNotice) shown.eventDate = dateNotice;

  // Kept on every change; a request made is kept until the couple leaves the page (not on reload).
  // A layout effect writes in the same commit as the keystroke: a passive one can still be pending
  // when a reload follows at once, and the last thing typed was lost so (seen in CI).
  // It blocks the paint, so it writes only when what it keeps changed (not on a package load).
  const keptStep = step === 'payment' ? 'payment' : 'details';
  useLayoutEffect(() => {
    saveBookingDraft(venue.id, { details: { ...details, eventDate }, step: keptStep, created });
  }, [venue.id, details, eventDate, keptStep, created]);
  const createdRef = useRef(created);
  createdRef.current = created;
  useEffect(
    () => () => {
      if (createdRef.current) clearBookingDraft(venue.id);
    },
    [venue.id],
  );
  // A kept payment step whose details no longer hold (the date was taken since) goes back to them.
  useEffect(() => {
    if (step === 'payment' && !canContinue && packagesSettled) setStep('details');
  }, [step, canContinue, packagesSettled]);

  // A new step puts focus on its heading (or on the field to fix) so keyboard and screen reader follow.
  const focusTarget = useRef<string | null>(null);
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    const target = focusTarget.current;
    focusTarget.current = null;
    const element =
      (target && (document.querySelector<HTMLElement>(`#${target} button[tabindex="0"]`) ?? document.getElementById(target))) ||
      document.getElementById(STEP_HEADING_ID);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: target ? 'center' : 'start', behavior: 'auto' });
  }, [step]);

  const change = (field: DetailsField, value: string) => {
    if (field === 'eventDate') {
      setFollowLink(false);
      setDateMessage(null);
    }
    setDetails((before) => ({ ...before, eventDate, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const leaveField = (field: DetailsField) => setLeftFields((before) => (before.has(field) ? before : new Set(before).add(field)));

  const backToDetails = (fieldToFix?: DetailsField) => {
    focusTarget.current = fieldToFix ? fieldId(fieldToFix) : null;
    setStep('details');
  };

  const submit = async () => {
    if (isMutating || Object.keys(problems).length > 0) return;
    try {
      const booking = await trigger(toBookingRequest(venue.id, { ...current, packageId: selectedPackage?.id ?? NO_PACKAGE }));
      setCreated(booking);
      setStep('confirmation');
      toast({
        title: 'Booking Created Successfully!',
        description: `Reference ${booking.reference}. ${venue.name} will contact you within 24 hours.`,
        variant: 'success',
      });
      void markDateTaken(venue.id, booking.eventDate);
    } catch (error) {
      const failure = classifyBookingError(error);
      switch (failure.kind) {
        case 'date-taken':
          // Someone else took the day a moment ago: back to the calendar, which now shows it taken.
          setFollowLink(false);
          setDetails((before) => ({ ...before, eventDate: '' }));
          setDateMessage(failure.message);
          void markDateTaken(venue.id, eventDate);
          backToDetails('eventDate');
          break;
        case 'field':
          setServerErrors({ [failure.field]: failure.message });
          backToDetails(failure.field);
          break;
        case 'other':
          toast({
            title: 'Booking Failed',
            description: 'There was an error creating your booking. Please try again.',
            variant: 'destructive',
          });
          break;
      }
    }
  };

  const guestCount = Number.parseInt(current.guestCount, 10);
  return (
    <StyledLayout>
      <StyledAside>
        <VenueSummaryCard
          venue={venue}
          selection={{
            eventDate,
            guestCount: Number.isFinite(guestCount) && guestCount > 0 ? guestCount : null,
            selectedPackage,
            totalCents: plan?.totalCents ?? estimateTotal(venue, selectedPackage),
          }}
        />
      </StyledAside>

      <StyledMain>
        <BookingSteps current={step} />
        {step === 'details' && (
          <DetailsStep
            venue={venue}
            details={current}
            errors={shown}
            guestLimit={guestLimit(context)}
            packages={{
              packages: packagesQuery.data,
              error: packagesQuery.error,
              retry: () => void packagesQuery.mutate(),
              selected: selectedPackage,
              linkedPackageMissing:
                Boolean(requestedPackageId) && details.packageId === requestedPackageId && packagesQuery.data !== undefined && !selectedPackage,
            }}
            canContinue={canContinue}
            today={today}
            calendarMonth={calendarMonth}
            onCalendarMonthChange={setCalendarMonth}
            onChange={change}
            onLeaveField={leaveField}
            onContinue={() => {
              setDetails(current);
              setStep('payment');
            }}
          />
        )}
        {step === 'payment' && (
          <PaymentStep
            venue={venue}
            details={current}
            selectedPackage={selectedPackage}
            plan={plan}
            isSubmitting={isMutating}
            onBack={() => backToDetails()}
            onSubmit={() => void submit()}
          />
        )}
        {step === 'confirmation' && created && (
          <ConfirmationStep venue={venue} booking={created} selectedPackage={selectedPackage} />
        )}
      </StyledMain>
    </StyledLayout>
  );
}

// Phone: the venue card on top, then the steps. From lg: the steps with the card beside them.
const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'aside' 'main';
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 21rem;
    grid-template-areas: 'main aside';
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) 23rem;
  }
`;

const StyledAside = styled.aside`
  grid-area: aside;
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[6]});
  }
`;

const StyledMain = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;
