import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEPOSIT_PERCENT } from '@domain/bookings/deposit';
import { formatUsdDecimal } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import type { VenuePackage } from '@/types/api';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button';
import { longDate } from '@/ui/calendar-month';
import { ArrowRightIcon, CheckIcon } from '@/ui/icons';
import type { CreatedBooking } from '../types';
import { formatDecimalWithCents } from '../utils/payment-summary';
import { STEP_HEADING_ID, StepHeading } from './step-heading';
import { SummaryList, SummaryRow } from './summary-list';

interface ConfirmationStepProps {
  venue: Venue;
  booking: CreatedBooking;
  selectedPackage: VenuePackage | null;
}

/** Where the flow hands the couple on: the venue page that knows about the new booking. */
export function bookedVenuePath(venueId: string, bookingId: string): string {
  return `/venues/${encodeURIComponent(venueId)}?${new URLSearchParams({ booking: bookingId }).toString()}`;
}

export function ConfirmationStep({ venue, booking, selectedPackage }: ConfirmationStepProps) {
  const { paymentPlan: plan } = booking;
  const deposit = formatDecimalWithCents(plan.depositAmount);
  const balance = formatDecimalWithCents(plan.balanceAmount);

  return (
    <StyledStep aria-labelledby={STEP_HEADING_ID}>
      <StyledHero>
        <StyledTick aria-hidden="true">
          <CheckIcon />
        </StyledTick>
        <StepHeading>Booking Requested</StepHeading>
        <p>
          Thank you, {booking.customerName}. {venue.name} has your request for {longDate(booking.eventDate)}.
        </p>
      </StyledHero>

      <StyledIds>
        <div>
          <dt>Reference</dt>
          <dd data-testid="booking-reference">{booking.reference}</dd>
        </div>
        <div>
          <dt>Booking ID</dt>
          <dd data-testid="booking-id">{booking.id}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge $tone="accent">Pending: awaiting the venue</Badge>
          </dd>
        </div>
      </StyledIds>

      <StyledPanel aria-labelledby="booking-summary-title">
        <StyledPanelTitle id="booking-summary-title">Summary</StyledPanelTitle>
        <SummaryList>
          <SummaryRow label="Venue">{venue.name}</SummaryRow>
          <SummaryRow label="Date">{longDate(booking.eventDate)}</SummaryRow>
          <SummaryRow label="Guests">{booking.guestCount.toLocaleString('en-US')}</SummaryRow>
          <SummaryRow label="Package">{selectedPackage ? selectedPackage.name : 'No package (venue only)'}</SummaryRow>
          <SummaryRow label="Total">{formatUsdDecimal(plan.totalAmount) ?? plan.totalAmount}</SummaryRow>
          <SummaryRow label={`Deposit (${DEPOSIT_PERCENT}%)`} $emphasis>
            {deposit ?? plan.depositAmount}
          </SummaryRow>
          <SummaryRow label={`Balance (${100 - DEPOSIT_PERCENT}%)`}>{balance ?? plan.balanceAmount}</SummaryRow>
          <SummaryRow label="Balance due by">{longDate(plan.balanceDueDate)}</SummaryRow>
        </SummaryList>
      </StyledPanel>

      <section aria-labelledby="booking-next-title">
        <StyledPanelTitle id="booking-next-title">What happens next</StyledPanelTitle>
        <StyledNext>
          <li>
            {venue.name} reviews your request and contacts you within 24 hours at <strong>{booking.customerEmail}</strong>{' '}
            or {booking.customerPhone}.
          </li>
          <li>They explain how to pay the {deposit ?? ''} deposit; paying it secures your date. No card has been charged.</li>
          <li>
            The balance of {balance ?? ''} is due by {longDate(plan.balanceDueDate)}.
          </li>
        </StyledNext>
      </section>

      <StyledActions>
        <ButtonLink to={bookedVenuePath(venue.id, booking.id)} $size="lg">
          View Booking <ArrowRightIcon />
        </ButtonLink>
        <StyledLink to={`/venues/${encodeURIComponent(venue.id)}`}>Back to Venue</StyledLink>
      </StyledActions>
    </StyledStep>
  );
}

const StyledStep = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledHero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  /* A long unbroken name breaks rather than widening a phone's page. */
  p { max-width: ${({ theme }) => theme.sizes.prose}; color: ${({ theme }) => theme.colors.inkMuted}; overflow-wrap: anywhere; }
`;

const StyledTick = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successLight};
  color: ${({ theme }) => theme.colors.success};
  svg { width: ${({ theme }) => theme.space[8]}; height: ${({ theme }) => theme.space[8]}; stroke-width: 2.2; }
`;

const StyledIds = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
    > div:nth-child(2) { grid-column: 1 / -1; grid-row: 2; }
  }

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  dd > span { font-family: ${({ theme }) => theme.fonts.body}; }
  div:first-child dd {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.oakDeep};
    letter-spacing: 0.04em;
  }
`;

const StyledPanel = styled.section`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledPanelTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledNext = styled.ol`
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: next;

  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[10]};
    counter-increment: next;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  li::before {
    content: counter(next);
    position: absolute;
    top: -0.1rem;
    left: 0;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.sageLight};
    color: ${({ theme }) => theme.colors.oak};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  strong { overflow-wrap: anywhere; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:hover { color: ${({ theme }) => theme.colors.terracottaText}; }
`;
