import { useId } from 'react';
import styled from 'styled-components';
import { Label, Select } from '@/ui/field';
import { MapPinIcon } from '@/ui/icons';
import type { OwnedVenue } from '../types';
import { LISTING_STATUS_LABELS } from '../utils/listing-status';
import { ListingStatusBadge } from './listing-status-badge';

interface VenueSelectorProps {
  venues: readonly OwnedVenue[];
  selected: OwnedVenue;
  onSelect(venueId: string): void;
}

/** Which venue the dashboard shows: a select when there are several, else just its name. */
export function VenueSelector({ venues, selected, onSelect }: VenueSelectorProps) {
  const id = useId();
  return (
    <StyledBar>
      {venues.length > 1 ? (
        <StyledField>
          <Label htmlFor={id}>Venue</Label>
          <StyledSelect id={id} value={selected.id} onChange={(event) => onSelect(event.target.value)}>
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name} ({LISTING_STATUS_LABELS[venue.status]})
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      ) : (
        <StyledSingle>
          <StyledCaption>Venue</StyledCaption>
          <StyledName>{selected.name}</StyledName>
        </StyledSingle>
      )}
      <StyledMeta>
        <ListingStatusBadge status={selected.status} />
        <StyledPlace>
          <MapPinIcon /> {selected.city || selected.location}
        </StyledPlace>
      </StyledMeta>
    </StyledBar>
  );
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
`;

const StyledField = styled.div`
  display: flex;
  flex: 1 1 18rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  max-width: 28rem;
`;

const StyledSelect = styled(Select)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background-color: ${({ theme }) => theme.colors.surface};
`;

const StyledSingle = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledCaption = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledName = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oakDeep};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.control};
`;

const StyledPlace = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
