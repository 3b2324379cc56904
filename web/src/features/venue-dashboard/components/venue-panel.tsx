import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatUsdDecimal } from '../../../lib/format-usd';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ArrowRightIcon, ClockIcon } from '../../../ui/icons';
import type { OwnedVenue } from '../types';
import { plural } from '../utils/format';
import { LISTING_STATUS_NOTES } from '../utils/listing-status';
import { ListingStatusBadge } from './listing-status-badge';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The listing as couples see it, read only: editing from the dashboard comes later. */
export function VenuePanel({ venue }: { venue: OwnedVenue }) {
  const publicPath = `/venue/${encodeURIComponent(venue.id)}`;
  const cover = venue.images[0];
  return (
    <StyledCard>
      <StyledMedia>{cover && <img src={cover} alt="" loading="lazy" />}</StyledMedia>
      <StyledBody>
        <StyledStatus $review={venue.status === 'review'}>
          <ListingStatusBadge status={venue.status} />
          <span>
            {venue.status === 'review' && <ClockIcon aria-hidden="true" />}
            {LISTING_STATUS_NOTES[venue.status]}
          </span>
        </StyledStatus>

        <div>
          <StyledName>{venue.name}</StyledName>
          <StyledAddress>{venue.location}</StyledAddress>
        </div>

        <StyledFacts>
          <div>
            <dt>Search category</dt>
            <dd>{capitalize(venue.venueType)}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>Up to {venue.maxGuests.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Starting price</dt>
            <dd>{formatUsdDecimal(venue.price) ?? venue.price}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>{venue.reviewCount ? `${venue.rating.toFixed(1)} (${plural(venue.reviewCount, 'review')})` : 'No reviews yet'}</dd>
          </div>
        </StyledFacts>

        {venue.description && <StyledDescription>{venue.description}</StyledDescription>}

        {venue.amenities.length > 0 && (
          <section aria-label="Amenities">
            <StyledSubhead>Amenities</StyledSubhead>
            <StyledChips>
              {venue.amenities.map((amenity) => (
                <li key={amenity}>
                  <Badge $tone="sage">{amenity}</Badge>
                </li>
              ))}
            </StyledChips>
          </section>
        )}

        <StyledFooter>
          {venue.status === 'published' ? (
            <ButtonLink to={publicPath} $variant="outline">
              View public page <ArrowRightIcon />
            </ButtonLink>
          ) : (
            <StyledNote>
              Once approved, couples find it at <Link to={publicPath}>{publicPath}</Link>.
            </StyledNote>
          )}
          <StyledNote>Editing a listing from the dashboard comes in a later release.</StyledNote>
        </StyledFooter>
      </StyledBody>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;

  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
`;

const StyledMedia = styled.div`
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.gradients.placeholder};

  img { width: 100%; height: 100%; object-fit: cover; }

  ${({ theme }) => theme.media.lg} { aspect-ratio: auto; min-height: 100%; }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[8]}; }
`;

const StyledStatus = styled.div<{ $review: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $review }) => ($review ? theme.colors.bluebonnetLight : theme.colors.successLight)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  span:last-child { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1.5]}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; flex: none; }
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledAddress = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  dd { margin: ${({ theme }) => theme.space[1]} 0 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const StyledSubhead = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: ${({ theme }) => theme.colors.bluebonnet}; overflow-wrap: anywhere; }
`;
