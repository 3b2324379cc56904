import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CalendarIcon, MessageIcon, UsersIcon } from '@/ui/icons';
import { StateMessage } from '@/ui/state-message';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import { BookingsGuestsTab } from './bookings-guests-tab';
import { BookingsTab } from './bookings-tab';

const SECTIONS: readonly TabItem[] = [
  { value: 'bookings', label: 'Bookings', icon: <CalendarIcon /> },
  { value: 'guests', label: 'Guests', icon: <UsersIcon /> },
  { value: 'notifications', label: 'Notifications', icon: <MessageIcon /> },
];

/** Spec: three tabs, Bookings, Guests and Notifications. Notifications opens in a later release. */
export function BookingsPanel({ venueId, notifications }: { venueId: string; notifications?: ReactNode }) {
  return (
    <Tabs defaultValue="bookings">
      <StyledList aria-label="Bookings sections">
        <TabTriggers tabs={SECTIONS} />
      </StyledList>
      <TabsContent value="bookings">
        <BookingsTab venueId={venueId} />
      </TabsContent>
      <TabsContent value="guests">
        <BookingsGuestsTab venueId={venueId} />
      </TabsContent>
      <TabsContent value="notifications">
        {notifications ?? <StateMessage icon={<MessageIcon />} title="Notification emails are coming">
          Email templates for confirmations, payment and event reminders, and an auto-response for new inquiries open in
          a later release. Until then, confirming or cancelling here does not email the couple: reach them at the address
          in the booking details.
        </StateMessage>}
      </TabsContent>
    </Tabs>
  );
}

const StyledList = styled(TabsList)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
