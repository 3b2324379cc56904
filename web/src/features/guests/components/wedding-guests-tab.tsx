import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { hasErrorCode } from '@/lib/api-client';
import { useMyWedding, type WeddingBooking } from '@/shared/api/my-wedding';
import { planningPermissionsOf } from '@/shared/api/planning-access';
import { ButtonLink } from '@/ui/button';
import { Label, Select } from '@/ui/field';
import { UsersIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { serverSentence } from '../utils/guest-error';
import { guestListBookings } from '../utils/wedding-booking';
import { GuestListPanel } from './guest-list-panel';

/**
 * The planning dashboard's Guests tab: the guest list of the signed-in couple's wedding, kept on
 * their latest booking that is not cancelled (a selector when there are several).
 */
export function WeddingGuestsTab() {
  const { data: wedding, error, isLoading, mutate } = useMyWedding();

  if (isLoading) return <TabSkeleton />;
  if (hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED', 'AUTH.FORBIDDEN')) {
    const signIn = hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED');
    return (
      <StateMessage
        icon={<UsersIcon />}
        title={signIn ? 'Sign in to see your guest list' : 'The guest list is for couples'}
        action={signIn ? <ButtonLink to="/sign-in">Sign In</ButtonLink> : undefined}
      >
        {signIn ? 'Your guest list lives in your account.' : 'Sign in with the account you planned your wedding with.'}
      </StateMessage>
    );
  }
  if (error || !wedding) {
    return (
      <LoadError title="We couldn't load your wedding" onRetry={() => void mutate()}>
        {serverSentence(error) ?? 'Please try again in a moment.'}
      </LoadError>
    );
  }
  const bookings = guestListBookings(wedding.bookings);
  if (bookings.length === 0) {
    return (
      <StateMessage
        icon={<UsersIcon />}
        title="Book a venue to start your guest list"
        action={<ButtonLink to="/search">Find a venue</ButtonLink>}
      >
        Your guest list, RSVPs and invitations belong to your venue booking. Once you have booked, your guests appear here.
      </StateMessage>
    );
  }
  return <BookedGuests bookings={bookings} canEdit={planningPermissionsOf(wedding).canEdit} />;
}

function BookedGuests({ bookings, canEdit }: { bookings: WeddingBooking[]; canEdit: boolean }) {
  const id = useId();
  const [chosenId, setChosenId] = useState(bookings[0].id);
  const booking = bookings.find((b) => b.id === chosenId) ?? bookings[0];
  return (
    <StyledTab>
      {bookings.length > 1 && (
        <StyledChooser>
          <Label htmlFor={`${id}-booking`}>Guest list for</Label>
          <Select id={`${id}-booking`} value={booking.id} onChange={(event) => setChosenId(event.target.value)}>
            {bookings.map((b) => (
              <option key={b.id} value={b.id}>
                {bookingLabel(b)}
              </option>
            ))}
          </Select>
        </StyledChooser>
      )}
      {/* A new panel per booking: its filter and dialogs start afresh. */}
      <GuestListPanel key={booking.id} booking={booking} canEdit={canEdit} />
    </StyledTab>
  );
}

function bookingLabel(booking: WeddingBooking): string {
  return `${booking.venue?.name ?? 'Your venue'}: ${formatLongDate(booking.eventDate)}${booking.status === 'pending' ? ' (awaiting confirmation)' : ''}`;
}

function TabSkeleton() {
  return (
    <StyledSkeleton role="status">
      <VisuallyHidden>Loading your guest list…</VisuallyHidden>
      <Skeleton $width="12rem" $height="2rem" />
      <Skeleton $height="5rem" />
      <Skeleton $height="8rem" />
    </StyledSkeleton>
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

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
