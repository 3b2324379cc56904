import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Venue } from '@/types/api';
import type { VenueTab } from '../utils/venue-tab';
import { AmenityList, VenueFacts } from './venue-facts';
import { VenueListingDetails } from './venue-listing-details';
import { VenueTabs } from './venue-tabs';

interface VenueDetailSectionsProps {
  venue: Venue;
  tab: VenueTab;
  onTabChange(tab: VenueTab): void;
  selectedDate: string | null;
  onSelectDate(date: string | null): void;
  /** The Reviews section, drawn by the page (it belongs to the reviews feature). */
  renderReviews?(venue: Venue): ReactNode;
}

/** The venue page under its gallery: about, amenities, the owner's listing details, the tabs and reviews. */
export function VenueDetailSections({ venue, tab, onTabChange, selectedDate, onSelectDate, renderReviews }: VenueDetailSectionsProps) {
  return (
    <>
      <StyledSection aria-labelledby="about-venue">
        <StyledSectionTitle id="about-venue">About this venue</StyledSectionTitle>
        <StyledAbout>{venue.description}</StyledAbout>
        <VenueFacts venue={venue} />
      </StyledSection>

      <StyledSection aria-labelledby="venue-amenities">
        <StyledSectionTitle id="venue-amenities">Amenities</StyledSectionTitle>
        <AmenityList amenities={venue.amenities} />
      </StyledSection>

      <VenueListingDetails facts={venue.listingDetails} />

      <VenueTabs venue={venue} tab={tab} onTabChange={onTabChange} selectedDate={selectedDate} onSelectDate={onSelectDate} />

      {renderReviews?.(venue)}
    </>
  );
}

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
