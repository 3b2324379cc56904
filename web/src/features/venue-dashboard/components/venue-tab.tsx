import styled from 'styled-components';
import { formatUsdDecimal } from '@/lib/format-usd';
import { ButtonLink } from '@/ui/button';
import { Card } from '@/ui/card';
import { Photo } from '@/ui/photo';
import { ArrowRightIcon, ClockIcon } from '@/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import type { OwnedVenue } from '../types';
import { LISTING_STATUS_NOTES } from '../utils/listing-status';
import { ListingStatusBadge } from './listing-status-badge';
import { VenueTabAvailability } from './venue-tab-availability';
import { VenueTabDetails } from './venue-tab-details';
import { VenueTabPackages } from './venue-tab-packages';

/** The listing, editable: details, packages and held-back dates; saves show publicly at once. */
export function VenueTab({ venue }: { venue: OwnedVenue }) {
  const publicPath = `/venue/${encodeURIComponent(venue.id)}`;
  const cover = venue.images[0];
  return (
    <StyledCard data-venue-tab>
      <StyledSummary>
        <StyledCover>
          <Photo src={cover} alt="" />
        </StyledCover>
        <StyledIdentity>
          <StyledName>{venue.name}</StyledName>
          <StyledMeta>
            {venue.location} · from {formatUsdDecimal(venue.price) ?? venue.price}
          </StyledMeta>
          <StyledStatus>
            <ListingStatusBadge status={venue.status} />
            <span>
              {venue.status === 'review' && <ClockIcon aria-hidden="true" />}
              {LISTING_STATUS_NOTES[venue.status]}
            </span>
          </StyledStatus>
        </StyledIdentity>
        {venue.status === 'published' ? (
          <ButtonLink to={publicPath} $variant="outline" data-public-link>
            View public page <ArrowRightIcon />
          </ButtonLink>
        ) : (
          <StyledNote>No public page yet: it goes live once the listing is approved. Your edits are kept.</StyledNote>
        )}
      </StyledSummary>

      <Tabs defaultValue="details">
        <StyledInnerTabs aria-label="Venue settings">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="packages">Packages</TabsTrigger>
          <TabsTrigger value="availability">Availability</TabsTrigger>
        </StyledInnerTabs>
        <StyledPanel value="details">
          <VenueTabDetails venue={venue} />
        </StyledPanel>
        <StyledPanel value="packages">
          <VenueTabPackages venue={venue} />
        </StyledPanel>
        <StyledPanel value="availability">
          <VenueTabAvailability venue={venue} />
        </StyledPanel>
      </Tabs>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  overflow: clip;
`;

const StyledSummary = styled.div`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  > a, > p:last-child { grid-column: 1 / -1; justify-self: start; }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 6rem minmax(0, 1fr) auto;
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
    > a, > p:last-child { grid-column: auto; justify-self: end; max-width: 18rem; }
  }
`;

const StyledCover = styled.div`
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.placeholder};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const StyledIdentity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span:last-child { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1.5]}; color: ${({ theme }) => theme.colors.inkMuted}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; flex: none; }
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bluebonnetLight};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledInnerTabs = styled(TabsList)`
  display: flex;
  margin: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;
  ${({ theme }) => theme.media.md} { display: inline-flex; margin: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]} 0; }
`;

const StyledPanel = styled(TabsContent)`
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[8]}; }
`;
