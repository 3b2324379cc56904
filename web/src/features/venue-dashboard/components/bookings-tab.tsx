import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format-usd';
import { Label, Select } from '@/ui/field';
import { CalendarIcon, WalletIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useVenueBookings } from '../api/get-venue-bookings';
import { useBookingOwnerActions } from '../hooks/booking-owner-actions';
import { useBookingActions } from '../hooks/use-booking-actions';
import type { PaymentKind } from '../api/booking-payment-paid';
import type { VenueBooking } from '../types';
import { BOOKING_FILTER_LABELS, BOOKING_FILTERS, emptyBookingsText, filterBookings, revenueCents, type BookingFilter } from '../utils/booking-status';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingList } from './booking-list';
import { BookingsExport } from './bookings-export';
import { CancelBookingDialog } from './cancel-booking-dialog';

/** The bookings of one venue: revenue, a status filter, the list, its details and its actions. */
export function BookingsTab({ venueId }: { venueId: string }) {
  const filterId = useId();
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const { data: bookings, error, isLoading, mutate } = useVenueBookings(venueId);
  const { busyIds: changingIds, change } = useBookingActions(venueId);
  const { busyIds: recordingIds, recordPaid, complete } = useBookingOwnerActions(venueId);
  const busyIds: ReadonlySet<string> = new Set([...changingIds, ...recordingIds]);
  const onComplete = (booking: VenueBooking) => void complete(booking);
  const onRecordPaid = (booking: VenueBooking, kind: PaymentKind) => void recordPaid(booking, kind);

  // Dialogs read the booking from the list, so they show its latest status.
  const byId = (id: string | null) => (id ? (bookings?.find((b) => b.id === id) ?? null) : null);
  const details = byId(detailsId);
  const cancelTarget = byId(cancelId);

  const onConfirm = (booking: VenueBooking) => void change(booking, 'confirmed');
  const onCancel = (booking: VenueBooking) => {
    setDetailsId(null);
    setCancelId(booking.id);
  };
  const onCancelConfirmed = async (booking: VenueBooking) => {
    await change(booking, 'cancelled');
    setCancelId(null);
  };

  const shown = bookings ? filterBookings(bookings, filter) : [];

  return (
    <StyledTab>
      <StyledToolbar>
        <StyledRevenue aria-live="polite" data-revenue>
          <StyledRevenueIcon aria-hidden="true">
            <WalletIcon />
          </StyledRevenueIcon>
          <div>
            <StyledRevenueLabel>Revenue</StyledRevenueLabel>
            <StyledRevenueValue data-revenue-value>{bookings ? formatUsd(revenueCents(bookings)) : <Skeleton $width="6rem" $height="1.75rem" />}</StyledRevenueValue>
            <StyledRevenueNote>Confirmed and completed bookings</StyledRevenueNote>
          </div>
        </StyledRevenue>
        <StyledFilter>
          <Label htmlFor={filterId}>Status</Label>
          <Select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as BookingFilter)}>
            {BOOKING_FILTERS.map((value) => (
              <option key={value} value={value}>
                {BOOKING_FILTER_LABELS[value]}
              </option>
            ))}
          </Select>
        </StyledFilter>
      </StyledToolbar>
      <BookingsExport venueId={venueId} />

      {error && !bookings ? (
        <LoadError title="Bookings could not be loaded" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </LoadError>
      ) : isLoading || !bookings ? (
        <StyledLoading role="status" aria-label="Loading bookings">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} $height="4.5rem" />
          ))}
        </StyledLoading>
      ) : shown.length === 0 ? (
        <StateMessage icon={<CalendarIcon />} title="No bookings found">
          {emptyBookingsText(filter)}
        </StateMessage>
      ) : (
        <BookingList bookings={shown} busyIds={busyIds} onDetails={(b) => setDetailsId(b.id)} onConfirm={onConfirm} onCancel={onCancel} onComplete={onComplete} />
      )}

      <BookingDetailsDialog
        booking={details}
        busy={details ? busyIds.has(details.id) : false}
        onClose={() => setDetailsId(null)}
        onConfirm={onConfirm}
        onCancel={onCancel}
        onComplete={onComplete}
        onRecordPaid={onRecordPaid}
      />
      <CancelBookingDialog
        booking={cancelTarget}
        busy={cancelTarget ? busyIds.has(cancelTarget.id) : false}
        onKeep={() => setCancelId(null)}
        onCancelBooking={(booking) => void onCancelConfirmed(booking)}
      />
    </StyledTab>
  );
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledToolbar = styled(SpreadRow)`
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledRevenue = styled.div`
  display: flex;
  flex: 1 1 16rem;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 26rem;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.oakDeep};
  color: ${({ theme }) => theme.colors.onDark};
`;

const StyledRevenueIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.oakHover};
  color: ${({ theme }) => theme.colors.sunlight};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledRevenueLabel = styled.p`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledRevenueValue = styled.div`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-variant-numeric: tabular-nums;
`;

const StyledRevenueNote = styled.p`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledFilter = styled.div`
  display: flex;
  flex: 0 1 14rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 10rem;
`;

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
