import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Account } from '@/shared/api/current-account';
import type { MyWedding } from '@/shared/api/my-wedding';
import { longDate } from '@/ui/calendar-month';
import { Container } from '@/ui/container';
import { CalendarIcon, HeartIcon, LayoutIcon, ListChecksIcon, MapPinIcon, MessageIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import { useClaimAnonymousBookings } from '../hooks/use-claim-anonymous-bookings';
import { usePlanningTab } from '../hooks/use-planning-tab';
import { activeBooking } from '../utils/active-booking';
import { tabFrom, type PlanningTab } from '../utils/planning-tabs';
import { OverviewTab } from './overview-tab';

const TABS: readonly (TabItem & { value: PlanningTab })[] = [
  { value: 'overview', label: 'Overview', icon: <LayoutIcon /> },
  { value: 'timeline', label: 'Timeline', icon: <ListChecksIcon /> },
  { value: 'budget', label: 'Budget', icon: <WalletIcon /> },
  { value: 'guests', label: 'Guests', icon: <UsersIcon /> },
  { value: 'seating', label: 'Seating', icon: <LayoutIcon /> },
  { value: 'moodboard', label: 'Mood Board', icon: <HeartIcon /> },
  { value: 'ai-chat', label: 'Assistant', icon: <MessageIcon /> },
  { value: 'collaboration', label: 'Team', icon: <UsersIcon /> },
];

/**
 * What the other planning features put in the dashboard. The page composes them (features do
 * not import each other): the timeline, budget and guests tabs, the overview's upcoming tasks
 * and the countdown summary.
 */
export interface PlanningSlots {
  timeline: ReactNode;
  budget: ReactNode;
  guests: ReactNode;
  seating?: ReactNode;
  moodboard?: ReactNode;
  chat?: ReactNode;
  collaboration?: ReactNode;
  /** Above the wedding's name: which wedding is planned, for someone on more than one team. */
  switcher?: ReactNode;
  upcomingTasks?(onViewAll: () => void): ReactNode;
  countdown?: ReactNode;
}

interface PlanningDashboardProps {
  account: Account;
  wedding: MyWedding;
  slots: PlanningSlots;
}

export function PlanningDashboard({ account, wedding, slots }: PlanningDashboardProps) {
  useClaimAnonymousBookings(account.id);
  const [tab, openTab] = usePlanningTab();
  const booking = activeBooking(wedding.bookings);

  return (
    <StyledPage>
      {slots.switcher}
      <StyledWedding aria-label="Your wedding">
        <StyledCouple>{wedding.coupleName}</StyledCouple>
        <StyledFacts>
          <li>
            <CalendarIcon aria-hidden="true" />
            {wedding.weddingDate ? longDate(wedding.weddingDate) : 'Wedding date not set yet'}
          </li>
          {booking?.venue && (
            <li>
              <MapPinIcon aria-hidden="true" />
              {booking.venue.name}, {booking.venue.location}
            </li>
          )}
        </StyledFacts>
      </StyledWedding>

      <Tabs value={tab} onValueChange={(value) => openTab(tabFrom(value))}>
        <StyledTabs aria-label="Planning sections">
          <TabTriggers tabs={TABS} />
        </StyledTabs>
        <TabsContent value="overview">
          <OverviewTab
            wedding={wedding}
            onOpenTab={openTab}
            upcomingTasks={slots.upcomingTasks?.(() => openTab('timeline'))}
            countdown={slots.countdown}
          />
        </TabsContent>
        <TabsContent value="timeline">{slots.timeline}</TabsContent>
        <TabsContent value="budget">{slots.budget}</TabsContent>
        <TabsContent value="guests">{slots.guests}</TabsContent>
        <TabsContent value="seating">{slots.seating}</TabsContent>
        <TabsContent value="moodboard">{slots.moodboard}</TabsContent>
        <TabsContent value="ai-chat">{slots.chat}</TabsContent>
        <TabsContent value="collaboration">{slots.collaboration}</TabsContent>
      </Tabs>
    </StyledPage>
  );
}

const StyledPage = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const StyledWedding = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledCouple = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1.5]}; min-width: 0; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.oak}; }
`;

/** Eight tabs sit in two even rows of four up to a laptop's width; from a wide screen in one pill. */
const StyledTabs = styled(TabsList)`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  border-radius: ${({ theme }) => theme.radii.lg};
  > button { min-width: 0; padding: 0 ${({ theme }) => theme.space[1]}; }

  ${({ theme }) => theme.media.xl} {
    display: inline-flex;
    border-radius: ${({ theme }) => theme.radii.pill};
    > button { padding: 0 ${({ theme }) => theme.space[4]}; }
  }
`;
