import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { calendarDateIn, isCalendarDate } from '@domain/shared/calendar-date';
import { errorMessage, hasErrorCode, type ErrorCode } from '@/lib/api-client';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useVenue } from '@/shared/api/venue';
import { Rating } from '@/shared/components/rating';
import { VenueNotFound } from '@/shared/components/venue-not-found';
import type { Venue } from '@/types/api';
import { Badge } from '@/ui/badge';
import { MapPinIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { BackLink, Page } from '@/ui/page';
import { PageTitle } from '@/ui/page-title';
import { MetaLine } from '@/ui/typography';
import { useRecordVenueView } from '../api/record-venue-view';
import { venueTypeLabel } from '../utils/labels';
import { isVenueTab, type VenueTab } from '../utils/venue-tab';
import { BookingBanner } from './booking-banner';
import { PriceCard } from './price-card';
import { StyledAside, StyledDetails, StyledGalleryArea, StyledLayout } from './venue-detail-layout';
import { VenueDetailSkeleton } from './venue-detail-skeleton';
import { VenueGallery } from './venue-gallery';

// What the first paint does not show loads after it, in chunks of their own: the details under the
// gallery (calendar, packages, vendors, reviews) and the inquiry form.
const VenueDetailSections = lazy(async () => ({ default: (await import('./venue-detail-sections')).VenueDetailSections }));
const InquiryDialog = lazy(async () => ({ default: (await import('./inquiry-dialog')).InquiryDialog }));

/** Codes that mean "no such venue" (an unknown id, or one that cannot be an id) rather than "try again". */
const NOT_FOUND_CODES: readonly ErrorCode[] = ['VENUE.NOT_FOUND', 'REQUEST.INVALID_INPUT'];

interface VenueDetailViewProps {
  venueId: string;
  /** The guest list of the booking in ?booking=, drawn by the page (it belongs to the guests feature). */
  renderGuestList?(bookingId: string): ReactNode;
  /** The Reviews section, drawn by the page (it belongs to the reviews feature). */
  renderReviews?(venue: Venue): ReactNode;
}

/** The venue page at /venue/{id} and /venues/{id}. */
export function VenueDetailView({ venueId, renderGuestList, renderReviews }: VenueDetailViewProps) {
  const { data: venue, error, isLoading, mutate } = useVenue(venueId);

  if (isLoading) return <Page><VenueDetailSkeleton /></Page>;
  if (hasErrorCode(error, ...NOT_FOUND_CODES)) return <VenueNotFound />;
  if (error) {
    return (
      <Page>
        <PageTitle title="Venue" />
        <LoadError title="We couldn't load this venue" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </LoadError>
      </Page>
    );
  }
  if (!venue) return <VenueNotFound />;
  return <VenueDetail venue={venue} renderGuestList={renderGuestList} renderReviews={renderReviews} />;
}

function VenueDetail({ venue, renderGuestList, renderReviews }: { venue: Venue } & Pick<VenueDetailViewProps, 'renderGuestList' | 'renderReviews'>) {
  const [params, setParams] = useSearchParams();
  const [selectedDate, setSelectedDate] = useState(() => futureDateParam(params.get('date')));
  const tabParam = params.get('tab');
  const tab: VenueTab = isVenueTab(tabParam) ? tabParam : 'availability';
  const inquiryOpen = params.get('inquire') === '1';
  const bookingId = params.get('booking');
  const [bannerDismissed, setBannerDismissed] = useState(false);
  // The gallery's first photo is the page's largest paint (Lighthouse's LCP): the header, gallery and
  // price card paint first; the details, the requests they make (calendar, reviews, reply figures)
  // and the view count follow in the next render, so none of them holds that paint back.
  const belowTheFold = useAfterFirstPaint();
  useRecordVenueView(venue.id, belowTheFold);

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
    <Page>
      <PageTitle title={venue.name} />
      <BackLink to="/search">All venues</BackLink>
      {bookingId && (
        <>
          {/* Dismissing hides the message only: ?booking= keeps the guest list below reachable. */}
          {!bannerDismissed && <BookingBanner bookingId={bookingId} venueId={venue.id} onDismiss={() => setBannerDismissed(true)} />}
          {renderGuestList?.(bookingId)}
        </>
      )}

      <StyledHeader>
        <Badge $tone="sage">{venueTypeLabel(venue)} venue</Badge>
        <StyledName>{venue.name}</StyledName>
        <StyledMeta>
          <Rating rating={venue.rating} reviewCount={venue.reviewCount} />
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
          <PriceCard venue={venue} selectedDate={selectedDate} onInquire={() => updateParams({ inquire: '1' })} showReplyFigures={belowTheFold} />
        </StyledAside>

        <StyledDetails>
          {belowTheFold && (
            <Suspense fallback={null}>
              <VenueDetailSections
                venue={venue}
                tab={tab}
                onTabChange={(next) => updateParams({ tab: next })}
                selectedDate={selectedDate}
                onSelectDate={setSelectedDate}
                renderReviews={renderReviews}
              />
            </Suspense>
          )}
        </StyledDetails>
      </StyledLayout>

      {(belowTheFold || inquiryOpen) && (
        <Suspense fallback={null}>
          <InquiryDialog
            venueId={venue.id}
            venueName={venue.name}
            open={inquiryOpen}
            onOpenChange={(open) => updateParams({ inquire: open ? '1' : null })}
          />
        </Suspense>
      )}
    </Page>
  );
}

/** A ?date= worth keeping: a real calendar date, today or later in Texas. */
function futureDateParam(value: string | null): string | null {
  return value && isCalendarDate(value) && value >= calendarDateIn(new Date()) ? value : null;
}

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

const StyledLocation = styled(MetaLine)`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
