import styled from 'styled-components';
import type { Venue } from '@/types/api';
import { CheckList } from '@/ui/check-list';
import { HeartIcon, UsersIcon } from '@/ui/icons';
import { capsLabel } from '@/ui/typography';
import { guestsLabel, venueTypeLabel } from '../utils/labels';

type FactsVenue = Pick<Venue, 'venueType' | 'listingType' | 'maxGuests' | 'capacity'>;

/** Venue type and capacity as a row of labelled figures. */
export function VenueFacts({ venue }: { venue: FactsVenue }) {
  return (
    <StyledFactsWrap>
      <StyledFacts>
        <div>
          <dt>
            <HeartIcon /> Venue type
          </dt>
          <dd>{venueTypeLabel(venue)}</dd>
        </div>
        <div>
          <dt>
            <UsersIcon /> Maximum capacity
          </dt>
          <dd>{guestsLabel(venue.maxGuests)}</dd>
        </div>
        {venue.capacity > 0 && venue.capacity !== venue.maxGuests && (
          <div>
            <dt>
              <UsersIcon /> Seated dinner
            </dt>
            <dd>{guestsLabel(venue.capacity)}</dd>
          </div>
        )}
      </StyledFacts>
    </StyledFactsWrap>
  );
}

/** Every amenity the venue lists, as a checked list. */
export function AmenityList({ amenities, columns = 2 }: { amenities: string[]; columns?: 1 | 2 }) {
  if (amenities.length === 0) return <StyledNone>The venue has not listed its amenities yet.</StyledNone>;
  return <CheckList items={amenities} columns={columns} />;
}

// Narrow: one row per fact, label left and figure right. Wider: a row of small cards.
const StyledFactsWrap = styled.div`
  container-type: inline-size;
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
  > div + div { border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border}; }

  @container (min-width: 30rem) {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
    gap: ${({ theme }) => theme.space[3]};
    border: 0;
    background: none;

    > div {
      flex-direction: column;
      align-items: stretch;
      justify-content: flex-start;
      gap: ${({ theme }) => theme.space[1]};
      border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }
    > div + div { border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border}; }
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    ${capsLabel}
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.sage}; }
`;

const StyledNone = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
