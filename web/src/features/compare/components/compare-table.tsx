import styled from 'styled-components';
import { formatRating } from '@/lib/format-rating';
import { formatUsdDecimal } from '@/lib/format-usd';
import type { Venue } from '@/types/api';
import { CheckIcon, StarIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { amenityUnion } from '../utils/compare-summary';

/**
 * The summary: one column per venue, one row per fact, then one row per amenity any of
 * them has. Wider than a phone, so it scrolls sideways inside its own focusable region.
 */
export function CompareTable({ venues }: { venues: readonly Venue[] }) {
  const amenities = amenityUnion(venues);
  return (
    <StyledCard>
      <StyledHeading id="compare-table-title">Side-by-side summary</StyledHeading>
      <StyledScroller role="region" aria-labelledby="compare-table-title" tabIndex={0}>
        <StyledTable $columns={venues.length}>
          <VisuallyHidden as="caption">Starting price, capacity, rating, venue type and amenities of each venue</VisuallyHidden>
          <thead>
            <tr>
              <td />
              {venues.map((venue) => (
                <th key={venue.id} scope="col">
                  {venue.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Starting price</th>
              {venues.map((venue) => (
                <td key={venue.id}>
                  <StyledStrong>{formatUsdDecimal(venue.price) ?? 'On request'}</StyledStrong>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Capacity</th>
              {venues.map((venue) => (
                <td key={venue.id}>Up to {venue.maxGuests.toLocaleString('en-US')} guests</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Rating</th>
              {venues.map((venue) => (
                <td key={venue.id}>
                  <StyledRating>
                    <StarIcon aria-hidden="true" />
                    {formatRating(venue.rating, venue.reviewCount)}
                    <span>({venue.reviewCount.toLocaleString('en-US')} {venue.reviewCount === 1 ? 'review' : 'reviews'})</span>
                  </StyledRating>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Venue type</th>
              {venues.map((venue) => (
                <td key={venue.id}>{venue.venueType.charAt(0).toUpperCase() + venue.venueType.slice(1)}</td>
              ))}
            </tr>
          </tbody>
          <tbody>
            <StyledGroupRow>
              <th scope="rowgroup" colSpan={venues.length + 1}>
                <span>Amenities</span>
              </th>
            </StyledGroupRow>
            {amenities.map((amenity) => (
              <tr key={amenity}>
                <th scope="row">{amenity}</th>
                {venues.map((venue) =>
                  venue.amenities.includes(amenity) ? (
                    <StyledYes key={venue.id}>
                      <CheckIcon aria-hidden="true" />
                      <VisuallyHidden>Yes</VisuallyHidden>
                    </StyledYes>
                  ) : (
                    <StyledNo key={venue.id}>
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>No</VisuallyHidden>
                    </StyledNo>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroller>
    </StyledCard>
  );
}

const StyledCard = styled.section`
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledHeading = styled.h2`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

// Positioned, so the visually hidden "Yes"/"No" texts scroll and clip with the table.
const StyledScroller = styled.div`
  position: relative;
  overflow-x: auto;
  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.shadows.focus}; }
`;

const StyledTable = styled.table<{ $columns: number }>`
  width: 100%;
  min-width: ${({ $columns }) => 8 + $columns * 10}rem;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th, td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.oakDeep};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  thead td { background: ${({ theme }) => theme.colors.surfaceMuted}; }

  /* The row labels stay in view while the venues scroll sideways. */
  tbody th[scope='row'], thead td {
    ${({ theme }) => theme.media.md} { width: 11rem; }
    position: sticky;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.raised};
    width: 8rem;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.inkMuted};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead td { background: ${({ theme }) => theme.colors.surfaceMuted}; }

  tbody tr:hover td { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const StyledGroupRow = styled.tr`
  th {
    background: ${({ theme }) => theme.colors.creamDeep};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.oak};
  }
  /* The label stays in view while the row scrolls sideways. */
  span { position: sticky; left: ${({ theme }) => theme.space[4]}; }
`;

const StyledStrong = styled.strong`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.oakDeep};
`;

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.star}; fill: currentColor; }
  span { font-weight: ${({ theme }) => theme.fontWeights.regular}; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const StyledYes = styled.td`
  color: ${({ theme }) => theme.colors.success};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledNo = styled.td`
  color: ${({ theme }) => theme.colors.inkMuted};
`;
