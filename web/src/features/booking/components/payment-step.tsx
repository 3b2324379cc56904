import styled from 'styled-components';
import { BALANCE_DUE_DAYS_BEFORE_EVENT, DEPOSIT_PERCENT, type PaymentPlan } from '@domain/bookings/deposit';
import { addDays } from '@domain/shared/calendar-date';
import { formatUsd } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import type { VenuePackage } from '@/types/api';
import { Button } from '@/ui/button';
import { longDate } from '@/ui/calendar-month';
import { CheckList } from '@/ui/check-list';
import { AlertIcon, ArrowRightIcon, WalletIcon } from '@/ui/icons';
import type { BookingDetails } from '../utils/booking-details';
import { formatUsdWithCents } from '../utils/payment-summary';
import { STEP_HEADING_ID, StepHeading } from './step-heading';
import { SummaryList, SummaryRow } from './summary-list';

/** The spec's booking terms, in its words. */
export const BOOKING_TERMS = [
  `${DEPOSIT_PERCENT}% deposit secures your booking`,
  `Balance due ${BALANCE_DUE_DAYS_BEFORE_EVENT} days before the event`,
  'The venue will contact you within 24 hours',
] as const;

interface PaymentStepProps {
  venue: Venue;
  details: BookingDetails;
  selectedPackage: VenuePackage | null;
  plan: PaymentPlan | null;
  isSubmitting: boolean;
  onBack(): void;
  onSubmit(): void;
}

export function PaymentStep({ venue, details, selectedPackage, plan, isSubmitting, onBack, onSubmit }: PaymentStepProps) {
  const guests = Number.parseInt(details.guestCount, 10);
  // A date under 30 days away owes the balance at once (the domain moves the due date to today).
  const balanceDueEarly = plan !== null && plan.balanceDueDate !== addDays(details.eventDate, -BALANCE_DUE_DAYS_BEFORE_EVENT);

  return (
    <StyledStep aria-labelledby={STEP_HEADING_ID} aria-busy={isSubmitting}>
      <StepHeading>Payment</StepHeading>
      <StyledIntro>Check your request and the payment plan, then send it to {venue.name}.</StyledIntro>

      <StyledColumns>
        <StyledPanel aria-labelledby="booking-request-title">
          <StyledPanelTitle id="booking-request-title">Your request</StyledPanelTitle>
          <SummaryList>
            <SummaryRow label="Date">{longDate(details.eventDate)}</SummaryRow>
            <SummaryRow label="Guests">{guests.toLocaleString('en-US')}</SummaryRow>
            <SummaryRow label="Package">{selectedPackage ? selectedPackage.name : 'No package (venue only)'}</SummaryRow>
            <SummaryRow label="Name">{details.customerName.trim()}</SummaryRow>
            <SummaryRow label="Email">{details.customerEmail.trim()}</SummaryRow>
            <SummaryRow label="Phone">{details.customerPhone.trim()}</SummaryRow>
          </SummaryList>
          {details.specialRequests.trim() && (
            <StyledRequests>
              <span>Special requests</span>
              <p>{details.specialRequests.trim()}</p>
            </StyledRequests>
          )}
        </StyledPanel>

        <StyledPanel aria-labelledby="booking-price-title" $tinted>
          <StyledPanelTitle id="booking-price-title">
            <WalletIcon /> Price summary
          </StyledPanelTitle>
          {plan ? (
            <SummaryList>
              <SummaryRow label={selectedPackage ? `${selectedPackage.name} package` : 'Venue rental'} testId="booking-total">
                {formatUsd(plan.totalCents)}
              </SummaryRow>
              <SummaryRow label={`Deposit (${DEPOSIT_PERCENT}%) to secure your date`} $emphasis testId="booking-deposit">
                {formatUsdWithCents(plan.depositCents)}
              </SummaryRow>
              <SummaryRow label={`Balance (${100 - DEPOSIT_PERCENT}%)`} testId="booking-balance">
                {formatUsdWithCents(plan.balanceCents)}
              </SummaryRow>
              <SummaryRow label="Balance due by" testId="booking-balance-due">
                {longDate(plan.balanceDueDate)}
              </SummaryRow>
            </SummaryList>
          ) : (
            <p>The venue will confirm the price with you.</p>
          )}
          {balanceDueEarly && (
            <StyledSmall>Your date is less than {BALANCE_DUE_DAYS_BEFORE_EVENT} days away, so the balance is due now.</StyledSmall>
          )}
        </StyledPanel>
      </StyledColumns>

      <CheckList items={BOOKING_TERMS} label="Booking terms" />

      <StyledNotice>
        <AlertIcon />
        <p>
          <strong>No card is charged today.</strong> Your request goes to the venue, which confirms within 24 hours and
          explains how to pay the deposit.
        </p>
      </StyledNotice>

      <StyledActions>
        <Button $variant="outline" $size="lg" onClick={onBack} disabled={isSubmitting}>
          <StyledBackIcon /> Back to Details
        </Button>
        <Button $size="lg" onClick={onSubmit} disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Request Booking'}
        </Button>
      </StyledActions>
    </StyledStep>
  );
}

const StyledStep = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  container-type: inline-size;
`;

const StyledIntro = styled.p`
  margin-top: -${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @container (min-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPanel = styled.section<{ $tinted?: boolean }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surfaceMuted : theme.colors.surface)};
`;

const StyledPanelTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; color: ${({ theme }) => theme.colors.terracotta}; }
`;

const StyledRequests = styled.div`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span { color: ${({ theme }) => theme.colors.inkMuted}; }
  p { margin-top: ${({ theme }) => theme.space[1]}; white-space: pre-line; overflow-wrap: anywhere; }
`;

const StyledSmall = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNotice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.bluebonnet};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bluebonnetLight};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong { color: ${({ theme }) => theme.colors.bluebonnet}; }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    color: ${({ theme }) => theme.colors.bluebonnet};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  @container (min-width: 30rem) {
    flex-direction: row;
    justify-content: space-between;
  }
`;

const StyledBackIcon = styled(ArrowRightIcon)`
  transform: rotate(180deg);
`;
