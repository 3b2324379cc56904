import styled from 'styled-components';
import { formatUsdDecimal } from '@/lib/format-usd';
import { theme as tokens } from '@/theme';
import { Button } from '@/ui/button';
import { CellNote, CellTitle, DataCard, DataCardHead, DataCards, DataTable, type DataColumn } from '@/ui/data-table';
import { useMediaQuery } from '@/ui/use-media-query';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { VenueBooking } from '../types';
import { paymentSummary } from '../utils/booking-owner-rules';
import { bookingStatusOf } from '../utils/booking-status';
import { shortDate } from '../utils/format';
import { BookingActions } from './booking-actions';
import { BookingStatusBadge } from './booking-status-badge';

export interface BookingListProps {
  bookings: readonly VenueBooking[];
  busyIds: ReadonlySet<string>;
  onDetails(booking: VenueBooking): void;
  onConfirm(booking: VenueBooking): void;
  onCancel(booking: VenueBooking): void;
  /** Offered on a confirmed booking once its date has passed. */
  onComplete?(booking: VenueBooking): void;
}

/** A table where there is room; on a phone or tablet, one card per booking. */
export function BookingList(props: BookingListProps) {
  const wide = useMediaQuery(tokens.media.lg);
  return wide ? <BookingTable {...props} /> : <BookingCards {...props} />;
}

function money(amount: string): string {
  return formatUsdDecimal(amount) ?? amount;
}

function DetailsButton({ booking, onDetails, block = false }: { booking: VenueBooking; onDetails(b: VenueBooking): void; block?: boolean }) {
  return (
    <Button $size="sm" $variant="ghost" $block={block} onClick={() => onDetails(booking)}>
      Details<VisuallyHidden> of {booking.customerName}&apos;s booking</VisuallyHidden>
    </Button>
  );
}

function BookingTable({ bookings, busyIds, onDetails, onConfirm, onCancel, onComplete }: BookingListProps) {
  const columns: DataColumn<VenueBooking>[] = [
    {
      header: 'Couple',
      rowHeader: true,
      cell: (booking) => (
        <>
          <CellTitle>{booking.customerName}</CellTitle>
          <CellNote>{booking.customerEmail}</CellNote>
        </>
      ),
    },
    { header: 'Event date', cell: (booking) => shortDate(booking.eventDate) },
    { header: 'Guests', cell: (booking) => booking.guestCount.toLocaleString('en-US') },
    { header: 'Total', cell: (booking) => <StyledMoney>{money(booking.totalAmount)}</StyledMoney> },
    { header: 'Status', cell: (booking) => <BookingStatusBadge status={bookingStatusOf(booking)} /> },
    { header: 'Payments', cell: (booking) => <CellNote data-payments>{paymentSummary(booking)}</CellNote> },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (booking) => (
        <StyledRowActions>
          <DetailsButton booking={booking} onDetails={onDetails} />
          <BookingActions booking={booking} busy={busyIds.has(booking.id)} onConfirm={onConfirm} onCancel={onCancel} onComplete={onComplete} />
        </StyledRowActions>
      ),
    },
  ];
  return (
    <DataTable
      caption="Bookings"
      columns={columns}
      rows={bookings}
      rowKey={(booking) => booking.id}
      rowAttributes={(booking) => ({ 'data-booking-id': booking.id })}
      nowrap
    />
  );
}

function BookingCards({ bookings, busyIds, onDetails, onConfirm, onCancel, onComplete }: BookingListProps) {
  return (
    <DataCards aria-label="Bookings">
      {bookings.map((booking) => (
        <StyledCard key={booking.id} data-booking-id={booking.id}>
          <DataCardHead>
            <div>
              <StyledCardName>{booking.customerName}</StyledCardName>
              <CellNote>{booking.customerEmail}</CellNote>
            </div>
            <BookingStatusBadge status={bookingStatusOf(booking)} />
          </DataCardHead>
          <StyledFacts>
            <div>
              <dt>Event date</dt>
              <dd>{shortDate(booking.eventDate)}</dd>
            </div>
            <div>
              <dt>Guests</dt>
              <dd>{booking.guestCount.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{money(booking.totalAmount)}</dd>
            </div>
          </StyledFacts>
          <CellNote data-payments>Payments: {paymentSummary(booking)}</CellNote>
          <StyledCardActions>
            <BookingActions booking={booking} busy={busyIds.has(booking.id)} onConfirm={onConfirm} onCancel={onCancel} onComplete={onComplete} $block />
            <DetailsButton booking={booking} onDetails={onDetails} block />
          </StyledCardActions>
        </StyledCard>
      ))}
    </DataCards>
  );
}

const StyledMoney = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledCard = styled(DataCard)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledCardName = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledCardActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
