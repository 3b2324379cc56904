import styled from 'styled-components';
import { CalendarIcon, MessageIcon, UsersIcon } from '@/ui/icons';
import { StateMessage } from '@/ui/state-message';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import { BookingsTab } from './bookings-tab';

const SECTIONS: readonly TabItem[] = [
  { value: 'bookings', label: 'Bookings', icon: <CalendarIcon /> },
  { value: 'guests', label: 'Guests', icon: <UsersIcon /> },
  { value: 'notifications', label: 'Notifications', icon: <MessageIcon /> },
];

/** Spec: three tabs, Bookings, Guests and Notifications. The last two open in later releases. */
export function BookingsPanel({ venueId }: { venueId: string }) {
  return (
    <Tabs defaultValue="bookings">
      <StyledList aria-label="Bookings sections">
        <TabTriggers tabs={SECTIONS} />
      </StyledList>
      <TabsContent value="bookings">
        <BookingsTab venueId={venueId} />
      </TabsContent>
      <TabsContent value="guests">
        <StateMessage icon={<UsersIcon />} title="Guest lists are coming">
          Soon you will see the guest list and RSVPs of each booked couple here, to plan seating and catering counts. This
          opens in a later release; couples already keep their lists on their own booking page.
        </StateMessage>
      </TabsContent>
      <TabsContent value="notifications">
        <StateMessage icon={<MessageIcon />} title="Notification emails are coming">
          Email templates for confirmations, payment and event reminders, and an auto-response for new inquiries open in
          a later release. Until then, confirming or cancelling here does not email the couple: reach them at the address
          in the booking details.
        </StateMessage>
      </TabsContent>
    </Tabs>
  );
}

const StyledList = styled(TabsList)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
