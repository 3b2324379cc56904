import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { Container } from '@/ui/container';
import { CalendarIcon, MapPinIcon, MessageIcon, SparkleIcon } from '@/ui/icons';
import { StateMessage } from '@/ui/state-message';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import type { OwnedVenue } from '../types';
import { BookingsPanel } from './bookings-panel';
import { InquiriesPanel } from './inquiries-panel';
import { ListVenueCta } from './list-venue-cta';
import { SummaryCards } from './summary-cards';
import { VenueSelector } from './venue-selector';
import { VenueTab } from './venue-tab';

const SECTIONS: readonly TabItem[] = [
  { value: 'bookings', label: 'Bookings', icon: <CalendarIcon /> },
  { value: 'inquiries', label: 'Inquiries', icon: <MessageIcon /> },
  { value: 'venue', label: 'Venue', icon: <MapPinIcon /> },
  { value: 'analytics', label: 'Analytics', icon: <SparkleIcon /> },
];

/** The chosen venue lives in the address (?venue=id), so a reload or a shared link keeps it. */
export const VENUE_PARAM = 'venue';

interface VenueDashboardProps {
  venues: OwnedVenue[];
  /** The Notifications tab of the bookings panel, composed by the page (features do not import each other). */
  notifications?: (venue: OwnedVenue) => ReactNode;
  /** The Analytics tab's content, composed by the page the same way. */
  analytics?: (venue: OwnedVenue) => ReactNode;
  /** The venue's reviews with the owner's answers, under the inquiries; composed by the page the same way. */
  reviews?: (venue: OwnedVenue) => ReactNode;
}

export function VenueDashboard({ venues, notifications, analytics, reviews }: VenueDashboardProps) {
  const [params, setParams] = useSearchParams();
  if (!venues.length) return <NoVenues />;

  const wanted = params.get(VENUE_PARAM);
  const venue = venues.find((v) => v.id === wanted) ?? venues[0];
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(VENUE_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <StyledPage>
      <VenueSelector venues={venues} selected={venue} onSelect={select} />
      {/* Keyed by venue: switching starts each panel fresh (filters, dialogs). */}
      <SummaryCards key={`summary-${venue.id}`} venueId={venue.id} />
      <Tabs defaultValue="bookings">
        <StyledSections aria-label="Dashboard sections">
          <TabTriggers tabs={analytics ? SECTIONS : SECTIONS.filter((section) => section.value !== 'analytics')} />
        </StyledSections>
        <TabsContent value="bookings">
          <BookingsPanel key={venue.id} venueId={venue.id} notifications={notifications?.(venue)} />
        </TabsContent>
        <TabsContent value="inquiries">
          <InquiriesPanel key={venue.id} venueId={venue.id} />
          {reviews && <StyledReviews key={`reviews-${venue.id}`}>{reviews(venue)}</StyledReviews>}
        </TabsContent>
        <TabsContent value="venue">
          <VenueTab key={venue.id} venue={venue} />
        </TabsContent>
        {analytics && (
          <TabsContent value="analytics">
            {/* Keyed by venue like the other panels. */}
            <Fragment key={venue.id}>{analytics(venue)}</Fragment>
          </TabsContent>
        )}
      </Tabs>
      <ListVenueCta />
    </StyledPage>
  );
}

function NoVenues() {
  return (
    <StyledPage>
      <StateMessage
        icon={<MapPinIcon />}
        title="You have not listed a venue yet"
        action={<ButtonLink to="/list-venue">List Your Venue</ButtonLink>}
      >
        List your venue in six short steps. Once it is approved, usually within 24 hours, couples find it in search and
        this dashboard fills with their inquiries and bookings.
      </StateMessage>
    </StyledPage>
  );
}

const StyledPage = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

/** Four sections do not fit one row on a 360 px phone: two by two there. */
const StyledSections = styled(TabsList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  border-radius: ${({ theme }) => theme.radii.lg};
  > button { border-radius: ${({ theme }) => theme.radii.md}; }

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
    border-radius: ${({ theme }) => theme.radii.pill};
    > button { border-radius: ${({ theme }) => theme.radii.pill}; }
  }
`;

const StyledReviews = styled.div`
  margin-top: ${({ theme }) => theme.space[10]};
`;
