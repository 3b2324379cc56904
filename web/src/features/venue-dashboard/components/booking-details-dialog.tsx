import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bookingReference } from '@domain/bookings/deposit';
import { decimalStringToCents } from '@domain/shared/money';
import { formatUsd, formatUsdDecimal } from '@/lib/format-usd';
import { usePackages } from '@/shared/api/venue-packages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { CheckIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { capsLabel } from '@/ui/typography';
import type { PaymentKind } from '../api/booking-payment-paid';
import type { VenueBooking } from '../types';
import { PAYMENT_LABELS, unpaidKinds } from '../utils/booking-owner-rules';
import { bookingStatusOf } from '../utils/booking-status';
import { dateTime, longDate } from '../utils/format';
import { BookingActions } from './booking-actions';
import { BookingStatusBadge } from './booking-status-badge';

interface BookingDetailsDialogProps {
  /** The booking shown; null keeps the dialog closed. */
  booking: VenueBooking | null;
  busy: boolean;
  onClose(): void;
  onConfirm(booking: VenueBooking): void;
  onCancel(booking: VenueBooking): void;
  /** Offered on a confirmed booking once its date has passed. */
  onComplete?(booking: VenueBooking): void;
  /** Marks the deposit or the final payment as received. */
  onRecordPaid?(booking: VenueBooking, kind: PaymentKind): void;
}

export function BookingDetailsDialog({ booking, busy, onClose, onConfirm, onCancel, onComplete, onRecordPaid }: BookingDetailsDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Booking Details"
      description={booking ? `${booking.customerName} · ${longDate(booking.eventDate)}` : undefined}
    >
      {booking && <BookingDetails booking={booking} busy={busy} onConfirm={onConfirm} onCancel={onCancel} onComplete={onComplete} onRecordPaid={onRecordPaid} />}
    </Dialog>
  );
}

function BookingDetails({ booking, busy, onConfirm, onCancel, onComplete, onRecordPaid }: Omit<BookingDetailsDialogProps, 'booking' | 'onClose'> & { booking: VenueBooking }) {
  const packages = usePackages(booking.packageId ? booking.venueId : null);
  const packageName = booking.packageId
    ? (packages.data?.find((p) => p.id === booking.packageId)?.name ?? (packages.isLoading ? 'Loading…' : 'A package of this venue'))
    : 'Venue only (no package)';
  const money = (amount: string) => formatUsdDecimal(amount) ?? amount;
  const paid = (yes: boolean) => (yes ? 'Paid' : 'Not paid yet');
  const total = decimalStringToCents(booking.totalAmount);
  const deposit = decimalStringToCents(booking.depositAmount);
  const balance = total === null || deposit === null ? null : total - deposit;

  return (
    <StyledBody>
      <StyledStatus>
        <span>Status</span>
        <BookingStatusBadge status={bookingStatusOf(booking)} />
      </StyledStatus>
      <StyledFacts>
        <Fact term="Reference">{bookingReference(new Date(booking.createdAt))}</Fact>
        <Fact term="Couple">{booking.customerName}</Fact>
        <Fact term="Email">
          <a href={`mailto:${booking.customerEmail}`}>{booking.customerEmail}</a>
        </Fact>
        <Fact term="Phone">
          <a href={`tel:${booking.customerPhone.replace(/[^\d+]/g, '')}`}>{booking.customerPhone}</a>
        </Fact>
        <Fact term="Event date">{longDate(booking.eventDate)}</Fact>
        <Fact term="Guests">{booking.guestCount.toLocaleString('en-US')}</Fact>
        <Fact term="Package">{packageName}</Fact>
        <Fact term="Total">{money(booking.totalAmount)}</Fact>
        <Fact term="Deposit">
          {money(booking.depositAmount)} · {paid(booking.depositPaid)}
        </Fact>
        <Fact term="Final payment">
          {balance === null ? '' : `${formatUsd(balance)} · `}
          {paid(booking.finalPaymentPaid)}
        </Fact>
        <Fact term="Booked on">{dateTime(booking.createdAt)}</Fact>
        <Fact term="Special requests" wide>
          {booking.specialRequests?.trim() || 'None'}
        </Fact>
      </StyledFacts>
      {onRecordPaid && <PaymentButtons booking={booking} busy={busy} onRecordPaid={onRecordPaid} />}
      <BookingActions booking={booking} busy={busy} onConfirm={onConfirm} onCancel={onCancel} onComplete={onComplete} $block />
    </StyledBody>
  );
}

/** Payments come in outside the site; the owner records each once, and the couple's budget shows it paid. */
function PaymentButtons({ booking, busy, onRecordPaid }: { booking: VenueBooking; busy: boolean; onRecordPaid(booking: VenueBooking, kind: PaymentKind): void }) {
  const kinds = unpaidKinds(booking);
  if (!kinds.length) return null;
  return (
    <StyledPayments role="group" aria-label="Record payments received">
      {kinds.map((kind) => (
        <Button key={kind} $size="sm" $variant="outline" disabled={busy} onClick={() => onRecordPaid(booking, kind)} data-record-payment={kind}>
          <CheckIcon /> Mark {PAYMENT_LABELS[kind].toLowerCase()} paid<VisuallyHidden> for {booking.customerName}&apos;s booking</VisuallyHidden>
        </Button>
      ))}
    </StyledPayments>
  );
}

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <StyledFact $wide={wide}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </StyledFact>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledStatus = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledFact = styled.div<{ $wide: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  dt {
    ${capsLabel}
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    overflow-wrap: anywhere;
  }
  a { color: ${({ theme }) => theme.colors.bluebonnet}; }
`;

const StyledPayments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  > button { flex: 1 1 12rem; }
`;
