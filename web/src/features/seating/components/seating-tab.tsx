import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useMyWedding, type WeddingBooking } from '@/shared/api/my-wedding';
import { planningPermissionsOf } from '@/shared/api/planning-access';
import { ButtonLink } from '@/ui/button';
import { Label, Select } from '@/ui/field';
import { LayoutIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { StateMessage } from '@/ui/state-message';
import { seatingBookings } from '../utils/seating-bookings';
import { SeatingPlanner, SeatingSkeleton } from './seating-planner';

/**
 * The planning dashboard's Seating tab: the reception tables of the wedding's booking and who sits
 * where (a selector when the couple holds several bookings). Read-only for a collaborator who may
 * not edit.
 */
export function SeatingTab() {
  const { data: wedding, error, isLoading, mutate } = useMyWedding();

  if (isLoading) return <SeatingSkeleton />;
  if (hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED', 'AUTH.FORBIDDEN')) {
    const signIn = hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED');
    return (
      <StateMessage
        icon={<LayoutIcon />}
        title={signIn ? 'Sign in to plan your seating' : 'Seating is for couples'}
        action={signIn ? <ButtonLink to="/sign-in">Sign In</ButtonLink> : undefined}
      >
        {signIn ? 'Your seating plan lives in your account.' : 'Sign in with the account you planned your wedding with.'}
      </StateMessage>
    );
  }
  if (error || !wedding) {
    return (
      <LoadError title="We couldn't load your wedding" onRetry={() => void mutate()}>
        {error ? errorMessage(error) : 'Please try again in a moment.'}
      </LoadError>
    );
  }
  const bookings = seatingBookings(wedding.bookings);
  if (bookings.length === 0) {
    return (
      <StateMessage icon={<LayoutIcon />} title="Book a venue to plan your seating" action={<ButtonLink to="/search">Find a venue</ButtonLink>}>
        Tables and seats belong to your venue booking, with the guests on its guest list. Once you have booked, you can set your tables here.
      </StateMessage>
    );
  }
  return <BookedSeating bookings={bookings} canEdit={planningPermissionsOf(wedding).canEdit} />;
}

function BookedSeating({ bookings, canEdit }: { bookings: WeddingBooking[]; canEdit: boolean }) {
  const id = useId();
  const [chosenId, setChosenId] = useState(bookings[0].id);
  const booking = bookings.find((b) => b.id === chosenId) ?? bookings[0];
  return (
    <StyledTab>
      {bookings.length > 1 && (
        <StyledChooser>
          <Label htmlFor={`${id}-booking`}>Seating for</Label>
          <Select id={`${id}-booking`} value={booking.id} onChange={(event) => setChosenId(event.target.value)}>
            {bookings.map((b) => (
              <option key={b.id} value={b.id}>
                {`${b.venue?.name ?? 'Your venue'}: ${formatLongDate(b.eventDate)}${b.status === 'pending' ? ' (awaiting confirmation)' : ''}`}
              </option>
            ))}
          </Select>
        </StyledChooser>
      )}
      {/* A new planner per booking: its queue of saves and its dialogs start afresh. */}
      <SeatingPlanner key={booking.id} bookingId={booking.id} canEdit={canEdit} />
    </StyledTab>
  );
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledChooser = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 32rem;
`;
