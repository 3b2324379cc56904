import { useState } from 'react';
import styled from 'styled-components';
import { formatRating } from '@/lib/format-rating';
import { formatUsd, formatUsdDecimal } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import type { VenuePackage } from '@/types/api';
import { longDate } from '@/ui/calendar-month';
import { MapPinIcon, StarIcon, UsersIcon } from '@/ui/icons';
import { PhotoPlaceholder } from '@/ui/illustrations/photo-placeholder';
import { photoSrcSet } from '@/ui/photo';
import { SummaryList, SummaryRow } from './summary-list';

export interface BookingSelection {
  eventDate: string;
  guestCount: number | null;
  selectedPackage: VenuePackage | null;
  totalCents: number | null;
}

interface VenueSummaryCardProps {
  venue: Venue;
  selection: BookingSelection;
}

/** The venue being booked and, from a tablet up, what has been chosen so far. */
export function VenueSummaryCard({ venue, selection }: VenueSummaryCardProps) {
  const price = formatUsdDecimal(venue.price);
  return (
    <StyledCard aria-labelledby="booking-venue-name">
      <VenueImage venue={venue} />
      <StyledBody>
        <StyledName id="booking-venue-name">{venue.name}</StyledName>
        <StyledMeta>
          <MapPinIcon /> <span>{venue.location}</span>
        </StyledMeta>
        <StyledFacts>
          <span>
            <StarIcon /> {formatRating(venue.rating, venue.reviewCount)}
          </span>
          <span>
            <UsersIcon /> Up to {venue.maxGuests.toLocaleString('en-US')}
          </span>
          {price && <span>From {price}</span>}
        </StyledFacts>
        <StyledSelection>
          <StyledSelectionTitle>Your selection</StyledSelectionTitle>
          <SummaryList>
            <SummaryRow label="Date">{selection.eventDate ? longDate(selection.eventDate) : 'Not chosen yet'}</SummaryRow>
            <SummaryRow label="Guests">{selection.guestCount ? selection.guestCount.toLocaleString('en-US') : '—'}</SummaryRow>
            <SummaryRow label="Package">{selection.selectedPackage?.name ?? 'Venue only'}</SummaryRow>
            {selection.totalCents !== null && <SummaryRow label="Total">{formatUsd(selection.totalCents)}</SummaryRow>}
          </SummaryList>
        </StyledSelection>
      </StyledBody>
    </StyledCard>
  );
}

function VenueImage({ venue }: { venue: Venue }) {
  const [failed, setFailed] = useState(false);
  const src = venue.images[0];
  return (
    <StyledMedia>
      {src && !failed ? (
        <img src={src} srcSet={photoSrcSet(src)} sizes="(min-width: 64rem) 24rem, 100vw" alt={venue.name} decoding="async" onError={() => setFailed(true)} />
      ) : (
        <PhotoPlaceholder label={`No photo of ${venue.name} yet`} />
      )}
    </StyledMedia>
  );
}

// Phone: a slim row (thumbnail beside the name) so the form starts high on the screen.
// From lg: a column card with a wide photo and the running selection.
const StyledCard = styled.section`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 9rem minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledMedia = styled.div`
  min-height: 100%;
  background: ${({ theme }) => theme.colors.creamDeep};

  img { width: 100%; height: 100%; object-fit: cover; }

  ${({ theme }) => theme.media.lg} {
    aspect-ratio: 16 / 10;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.lg} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const StyledMeta = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  span { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1]}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.oak}; }
  span:first-child svg { color: ${({ theme }) => theme.colors.star}; fill: currentColor; }
`;

const StyledSelection = styled.div`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: block;
    margin-top: ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledSelectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
