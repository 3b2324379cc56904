import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRating, reviewLabel } from '@/lib/format-rating';
import { formatUsdDecimal } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import { Badge } from '@/ui/badge';
import { Button, ButtonLink } from '@/ui/button';
import { CheckIcon, MapPinIcon, ScaleIcon, SparkleIcon, StarIcon } from '@/ui/icons';
import { longDate, shortDate } from '@/ui/calendar-month';
import { PhotoPlaceholder } from '@/ui/illustrations/photo-placeholder';
import { photoSrcSet } from '@/ui/photo';
import { SpreadRow } from '@/ui/layout';
import { VisuallyHidden } from '@/ui/visually-hidden';

/** Spec: a card shows at most two match reasons and three amenities. */
export const CARD_MATCH_REASONS = 2;
export const CARD_AMENITIES = 3;

export interface VenueCardProps {
  venue: Venue;
  /** Shows the Compare button. */
  onCompare?: (venue: Venue) => void;
  isCompared?: boolean;
  /** True once the compare limit is reached and this venue is not one of them. */
  compareDisabled?: boolean;
  /** Without it View Details links to the venue page. */
  onViewDetails?: (venue: Venue) => void;
  /** Shows Check Availability, unless the venue is marked unavailable. */
  onInstantBook?: (venue: Venue) => void;
  /** Replaces the Compare / View Details / Check Availability buttons (the compare page has its own). */
  actions?: ReactNode;
  /** "eager" for cards that show without scrolling. */
  imageLoading?: 'eager' | 'lazy';
  headingLevel?: 'h2' | 'h3';
  /** The wedding date the search left taken venues out for: the badge says the venue is free that day. */
  availableOn?: string;
}

export function venuePath(id: string): string {
  return `/venue/${encodeURIComponent(id)}`;
}

export function VenueCard({
  venue,
  onCompare,
  isCompared = false,
  compareDisabled = false,
  onViewDetails,
  onInstantBook,
  actions,
  imageLoading = 'lazy',
  headingLevel = 'h3',
  availableOn,
}: VenueCardProps) {
  const nameId = useId();
  const href = venuePath(venue.id);
  const price = formatUsdDecimal(venue.price);
  const reasons = (venue.matchReasons ?? []).slice(0, CARD_MATCH_REASONS);
  const amenities = venue.amenities.slice(0, CARD_AMENITIES);
  const moreAmenities = venue.amenities.length - amenities.length;
  const available = venue.isAvailable !== false;

  return (
    <StyledCard $selected={isCompared}>
      <VenueImage venue={venue} loading={imageLoading} />
      <StyledBadges>
        {venue.aiScore !== undefined && (
          <Badge $tone="accent">
            <SparkleIcon /> {venue.aiScore}% Match
          </Badge>
        )}
        {available && (
          <StyledAvailable $tone="success" title={availableOn ? `Free on ${longDate(availableOn)}` : undefined} data-available-on={availableOn ?? ''}>
            <CheckIcon /> Available
            {availableOn && (
              <>
                {' '}
                <span aria-hidden="true">{shortDate(availableOn)}</span>
                <VisuallyHidden> on {longDate(availableOn)}</VisuallyHidden>
              </>
            )}
          </StyledAvailable>
        )}
      </StyledBadges>

      <StyledBody>
        <StyledTitleRow>
          <StyledName as={headingLevel} id={nameId}>
            <StyledStretchedLink to={href}>{venue.name}</StyledStretchedLink>
          </StyledName>
          <StyledRating>
            <StarIcon />
            <span>{formatRating(venue.rating, venue.reviewCount)}</span>
            <StyledMuted>({reviewLabel(venue.reviewCount)})</StyledMuted>
          </StyledRating>
        </StyledTitleRow>

        <StyledLocation title={venue.location}>
          <MapPinIcon />
          <span>{venue.location}</span>
        </StyledLocation>

        <StyledDescription>{venue.description}</StyledDescription>

        {reasons.length > 0 && (
          <StyledReasons>
            <StyledReasonsTitle id={`${nameId}-reasons`}>Why this matches you:</StyledReasonsTitle>
            <ul aria-labelledby={`${nameId}-reasons`}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <CheckIcon />
                  {reason}
                </li>
              ))}
            </ul>
          </StyledReasons>
        )}

        {amenities.length > 0 && (
          <StyledAmenities aria-label="Amenities">
            {amenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
            {moreAmenities > 0 && <StyledMore>+{moreAmenities} more</StyledMore>}
          </StyledAmenities>
        )}

        <StyledFooter>
          <StyledPrice>
            {price ? (
              <>
                From <strong>{price}</strong>
              </>
            ) : (
              'Price on request'
            )}
          </StyledPrice>
          <StyledActions>
            {actions ?? (
              <>
                {onCompare && (
                  <Button
                    $variant={isCompared ? 'secondary' : 'ghost'}
                    $size="sm"
                    aria-pressed={isCompared}
                    aria-describedby={nameId}
                    disabled={compareDisabled && !isCompared}
                    title={compareDisabled && !isCompared ? 'You can compare up to three venues' : undefined}
                    onClick={() => onCompare(venue)}
                  >
                    {isCompared ? <CheckIcon /> : <ScaleIcon />} Compare
                  </Button>
                )}
                {onViewDetails ? (
                  <Button $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => onViewDetails(venue)}>
                    View Details
                  </Button>
                ) : (
                  <ButtonLink $variant="outline" $size="sm" to={href} aria-describedby={nameId}>
                    View Details
                  </ButtonLink>
                )}
                {onInstantBook && available && (
                  <Button $size="sm" aria-describedby={nameId} onClick={() => onInstantBook(venue)}>
                    Check Availability
                  </Button>
                )}
              </>
            )}
          </StyledActions>
        </StyledFooter>
      </StyledBody>
    </StyledCard>
  );
}

function VenueImage({ venue, loading }: { venue: Venue; loading: 'eager' | 'lazy' }) {
  const [failed, setFailed] = useState(false);
  const src = venue.images[0];
  return (
    <StyledMedia>
      {src && !failed ? (
        <img src={src} srcSet={photoSrcSet(src)} sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw" alt={venue.name} loading={loading} decoding="async" onError={() => setFailed(true)} />
      ) : (
        <PhotoPlaceholder label={`No photo of ${venue.name} yet`} />
      )}
    </StyledMedia>
  );
}

const StyledCard = styled.article<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $selected }) => ($selected ? theme.colors.oak : theme.colors.border)};
  outline: ${({ theme, $selected }) => ($selected ? `2px solid ${theme.colors.oak}` : 'none')};
  outline-offset: -1px;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-2px);
  }
  &:hover img { transform: scale(1.03); }
`;

const StyledMedia = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.creamDeep};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 400ms ease;
  }
`;

const StyledBadges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;
  svg { width: 0.8rem; height: 0.8rem; }
  span { box-shadow: ${({ theme }) => theme.shadows.sm}; }
`;

const StyledAvailable = styled(Badge)`
  margin-left: auto;
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

const StyledTitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

// The whole card is the link to the venue; the buttons sit above it.
const StyledStretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:hover { color: ${({ theme }) => theme.colors.terracottaText}; }
  &:focus-visible { outline: none; }
  &:focus-visible::after { box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.bluebonnet}; }
`;

const StyledRating = styled.p`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    color: ${({ theme }) => theme.colors.star};
    fill: currentColor;
  }
`;

const StyledMuted = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledLocation = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  margin-top: -${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const StyledDescription = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledReasons = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sageLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding: 0;
    list-style: none;
  }
  li { display: flex; gap: ${({ theme }) => theme.space[1.5]}; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.success}; margin-top: 0.15em; }
`;

const StyledReasonsTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oak};
`;

const StyledAmenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const StyledMore = styled.li`
  && {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledFooter = styled(SpreadRow)`
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledPrice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
`;

const StyledActions = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
