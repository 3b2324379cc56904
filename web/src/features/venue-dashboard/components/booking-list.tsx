import styled from 'styled-components';
import { formatUsdDecimal } from '../../../lib/format-usd';
import { theme as tokens } from '../../../theme';
import { Button } from '../../../ui/button';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useMediaQuery } from '../hooks/use-media-query';
import type { VenueBooking } from '../types';
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
}

const WIDE_QUERY = tokens.media.lg.replace('@media ', '');

/** A table where there is room; on a phone or tablet, one card per booking. */
export function BookingList(props: BookingListProps) {
  const wide = useMediaQuery(WIDE_QUERY);
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

function BookingTable({ bookings, busyIds, onDetails, onConfirm, onCancel }: BookingListProps) {
  return (
    <StyledTableWrap>
      <StyledTable>
        <caption>Bookings</caption>
        <thead>
          <tr>
            <th scope="col">Couple</th>
            <th scope="col">Event date</th>
            <th scope="col">Guests</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} data-booking-id={booking.id}>
              <th scope="row">
                <StyledName>{booking.customerName}</StyledName>
                <StyledSub>{booking.customerEmail}</StyledSub>
              </th>
              <td>{shortDate(booking.eventDate)}</td>
              <td>{booking.guestCount.toLocaleString('en-US')}</td>
              <StyledMoney>{money(booking.totalAmount)}</StyledMoney>
              <td>
                <BookingStatusBadge status={bookingStatusOf(booking)} />
              </td>
              <td>
                <StyledRowActions>
                  <DetailsButton booking={booking} onDetails={onDetails} />
                  <BookingActions booking={booking} busy={busyIds.has(booking.id)} onConfirm={onConfirm} onCancel={onCancel} />
                </StyledRowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}

function BookingCards({ bookings, busyIds, onDetails, onConfirm, onCancel }: BookingListProps) {
  return (
    <StyledCards aria-label="Bookings">
      {bookings.map((booking) => (
        <StyledCard key={booking.id} data-booking-id={booking.id}>
          <StyledCardHead>
            <div>
              <StyledCardName>{booking.customerName}</StyledCardName>
              <StyledSub>{booking.customerEmail}</StyledSub>
            </div>
            <BookingStatusBadge status={bookingStatusOf(booking)} />
          </StyledCardHead>
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
          <StyledCardActions>
            <BookingActions booking={booking} busy={busyIds.has(booking.id)} onConfirm={onConfirm} onCancel={onCancel} $block />
            <DetailsButton booking={booking} onDetails={onDetails} block />
          </StyledCardActions>
        </StyledCard>
      ))}
    </StyledCards>
  );
}

const StyledTableWrap = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  thead th {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.08em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody th, tbody td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
    vertical-align: middle;
  }
  tbody td { white-space: nowrap; }
  tbody tr:last-child th, tbody tr:last-child td { border-bottom: 0; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  tbody td:last-child { width: 1%; }
`;

const StyledMoney = styled.td`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSub = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledCardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > div { min-width: 0; }
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
