import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { calendarDateIn, isCalendarDate } from '../../../../../domain/shared/calendar-date.js';
import { InquiryDialog } from '../../inquiries/components/inquiry-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { Venue } from '../../../types/api';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { AlertIcon, ArrowRightIcon, MapPinIcon, RefreshIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { StateMessage } from '../../../ui/state-message';
import { useVenue } from '../api/get-venue';
import { useRecordVenueView } from '../api/record-venue-view';
import { venueTypeLabel } from '../utils/labels';
import { BookingBanner } from './booking-banner';
import { PriceCard } from './price-card';
import { AmenityList, VenueFacts } from './venue-facts';
import { StyledAside, StyledDetails, StyledGalleryArea, StyledLayout } from './venue-detail-layout';
import { VenueDetailSkeleton } from './venue-detail-skeleton';
import { VenueGallery } from './venue-gallery';
import { VenueNotFound } from '../../venues/components/venue-not-found';
import { VenueRating } from './venue-rating';
import { isVenueTab, VenueTabs, type VenueTab } from './venue-tabs';

// Only a couple back from booking sees the guest list, so it loads in its own chunk.
const BookingGuests = lazy(async () => ({ default: (await import('../../guests/components/booking-guests')).BookingGuests }));

/** Statuses that mean "no such venue" rather than "try again". */
const NOT_FOUND_STATUSES = new Set([400, 404]);

/** The venue page at /venue/{id} and /venues/{id}. */
export function VenueDetailView({ venueId }: { venueId: string }) {
  const { data: venue, error, isLoading, mutate } = useVenue(venueId);
  useRecordVenueView(venueId, Boolean(venue));

  if (isLoading) return <StyledPage><VenueDetailSkeleton /></StyledPage>;
  if (error instanceof ApiError && NOT_FOUND_STATUSES.has(error.status)) return <VenueNotFound />;
  if (error) {
    return (
      <StyledPage>
        <PageTitle title="Venue" />
        <StateMessage
          tone="error"
          icon={<AlertIcon />}
          title="We couldn't load this venue"
          action={
            <Button $variant="outline" onClick={() => void mutate()}>
              <RefreshIcon /> Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </StateMessage>
      </StyledPage>
    );
  }
  if (!venue) return <VenueNotFound />;
  return <VenueDetail venue={venue} />;
}

function VenueDetail({ venue }: { venue: Venue }) {
  const [params, setParams] = useSearchParams();
  const [selectedDate, setSelectedDate] = useState(() => futureDateParam(params.get('date')));
  const tabParam = params.get('tab');
  const tab: VenueTab = isVenueTab(tabParam) ? tabParam : 'availability';
  const inquiryOpen = params.get('inquire') === '1';
  const bookingId = params.get('booking');
  const [bannerDismissed, setBannerDismissed] = useState(false);

  // Page state that belongs in the address (tab, open dialog) changes it without a new
  // history entry or a jump to the top.
  const updateParams = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <StyledPage>
      <PageTitle title={venue.name} />
      <StyledBack to="/search">
        <ArrowRightIcon /> All venues
      </StyledBack>
      {bookingId && (
        <>
          {/* Dismissing hides the message only: ?booking= keeps the guest list below reachable. */}
          {!bannerDismissed && <BookingBanner bookingId={bookingId} onDismiss={() => setBannerDismissed(true)} />}
          <Suspense fallback={null}>
            <BookingGuests key={bookingId} bookingId={bookingId} />
          </Suspense>
        </>
      )}

      <StyledHeader>
        <Badge $tone="sage">{venueTypeLabel(venue.venueType)} venue</Badge>
        <StyledName>{venue.name}</StyledName>
        <StyledMeta>
          <VenueRating rating={venue.rating} reviewCount={venue.reviewCount} />
          <StyledLocation>
            <MapPinIcon /> {venue.location}
          </StyledLocation>
        </StyledMeta>
      </StyledHeader>

      <StyledLayout>
        <StyledGalleryArea>
          <VenueGallery venue={venue} />
        </StyledGalleryArea>

        <StyledAside aria-label="Price and booking">
          <PriceCard venue={venue} selectedDate={selectedDate} onInquire={() => updateParams({ inquire: '1' })} />
        </StyledAside>

        <StyledDetails>
          <StyledSection aria-labelledby="about-venue">
            <StyledSectionTitle id="about-venue">About this venue</StyledSectionTitle>
            <StyledAbout>{venue.description}</StyledAbout>
            <VenueFacts venue={venue} />
          </StyledSection>

          <StyledSection aria-labelledby="venue-amenities">
            <StyledSectionTitle id="venue-amenities">Amenities</StyledSectionTitle>
            <AmenityList amenities={venue.amenities} />
          </StyledSection>

          <VenueTabs
            venue={venue}
            tab={tab}
            onTabChange={(next) => updateParams({ tab: next })}
            selectedDate={selectedDate}
            onSelectDate={setSelectedDate}
          />
        </StyledDetails>
      </StyledLayout>

      <InquiryDialog
        venueId={venue.id}
        venueName={venue.name}
        open={inquiryOpen}
        onOpenChange={(open) => updateParams({ inquire: open ? '1' : null })}
      />
    </StyledPage>
  );
}

/** A ?date= worth keeping: a real calendar date, today or later in Texas. */
function futureDateParam(value: string | null): string | null {
  return value && isCalendarDate(value) && value >= calendarDateIn(new Date()) ? value : null;
}

const StyledPage = styled(Container)`
  padding-top: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[16]};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[8]};
    padding-bottom: ${({ theme }) => theme.space[24]};
  }
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover { text-decoration: underline; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; transform: rotate(180deg); }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledName = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.section};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
`;

const StyledLocation = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledAbout = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
