import styled from 'styled-components';
import type { Venue } from '@/types/api';
import { CalendarIcon, ListChecksIcon, UsersIcon } from '@/ui/icons';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import { AvailabilityCalendar } from './availability-calendar';
import { PackageList } from './package-list';
import { isVenueTab, type VenueTab } from '../utils/venue-tab';
import { VendorList } from './vendor-list';

const PLANNING_TABS: readonly TabItem[] = [
  { value: 'availability', label: 'Availability', icon: <CalendarIcon /> },
  { value: 'packages', label: 'Packages', icon: <ListChecksIcon /> },
  { value: 'vendors', label: 'Vendors', icon: <UsersIcon /> },
];

interface VenueTabsProps {
  venue: Venue;
  tab: VenueTab;
  onTabChange(tab: VenueTab): void;
  selectedDate: string | null;
  onSelectDate(date: string | null): void;
}

export function VenueTabs({ venue, tab, onTabChange, selectedDate, onSelectDate }: VenueTabsProps) {
  return (
    <StyledSection aria-labelledby="plan-your-day">
      <StyledHeading id="plan-your-day">Plan your day here</StyledHeading>
      <Tabs value={tab} onValueChange={(value) => isVenueTab(value) && onTabChange(value)}>
        <TabsList aria-label="Venue planning">
          <TabTriggers tabs={PLANNING_TABS} />
        </TabsList>
        <TabsContent value="availability">
          <AvailabilityCalendar venueId={venue.id} selectedDate={selectedDate} onSelectDate={onSelectDate} />
        </TabsContent>
        <TabsContent value="packages">
          <PackageList venueId={venue.id} selectedDate={selectedDate} />
        </TabsContent>
        <TabsContent value="vendors">
          <VendorList city={venue.city} />
        </TabsContent>
      </Tabs>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;
