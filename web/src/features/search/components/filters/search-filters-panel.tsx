import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/button';
import { Field, Input, Label } from '../../../../ui/field';
import { useDebouncedDraft } from '../../hooks/use-debounced-draft';
import {
  AMENITY_OPTIONS,
  VENUE_TYPE_OPTIONS,
  activeFilterCount,
  clearFilters,
  toggleItem,
  type SearchFilters,
} from '../../utils/search-filters';
import { BudgetRangeSlider } from './budget-range-slider';
import { CheckboxOption } from './checkbox-option';

interface SearchFiltersPanelProps {
  filters: SearchFilters;
  setFilters: (update: (current: SearchFilters) => SearchFilters) => void;
}

/** The filter form of the sidebar and of the phone's drawer: every change searches at once. */
export function SearchFiltersPanel({ filters, setFilters }: SearchFiltersPanelProps) {
  const id = useId();
  const [location, setLocation] = useDebouncedDraft(filters.location, (value) =>
    setFilters((current) => ({ ...current, location: value })),
  );
  const [guestCount, setGuestCount] = useDebouncedDraft(filters.guestCount, (value) =>
    setFilters((current) => ({ ...current, guestCount: value })),
  );
  const hasFilters = activeFilterCount(filters) > 0;

  return (
    <StyledPanel
      role="search"
      aria-label="Filter venues"
      onSubmit={(event) => {
        // Enter searches now instead of after the typing pause.
        event.preventDefault();
        setFilters((current) => ({ ...current, location, guestCount }));
      }}
    >
      <Field>
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Input
          id={`${id}-location`}
          type="search"
          placeholder="e.g. Wimberley"
          autoComplete="off"
          enterKeyHint="search"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </Field>

      <Field>
        <Label htmlFor={`${id}-guests`}>Guest count</Label>
        <Input
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g. 120"
          aria-describedby={`${id}-guests-hint`}
          value={guestCount}
          onChange={(event) => setGuestCount(event.target.value)}
        />
        <StyledHint id={`${id}-guests-hint`}>Venues that hold at least this many guests</StyledHint>
      </Field>

      <BudgetRangeSlider
        min={filters.budgetMin}
        max={filters.budgetMax}
        onChange={({ min, max }) => setFilters((current) => ({ ...current, budgetMin: min, budgetMax: max }))}
      />

      <StyledGroup>
        <StyledLegend>Venue type</StyledLegend>
        <StyledTypeGrid>
          {VENUE_TYPE_OPTIONS.map((option) => (
            <CheckboxOption
              key={option.value}
              label={option.label}
              checked={filters.venueTypes.includes(option.value)}
              onChange={() => setFilters((current) => ({ ...current, venueTypes: toggleItem(current.venueTypes, option.value) }))}
            />
          ))}
        </StyledTypeGrid>
      </StyledGroup>

      <StyledGroup>
        <StyledLegend>Amenities</StyledLegend>
        <StyledList>
          {AMENITY_OPTIONS.map((amenity) => (
            <CheckboxOption
              key={amenity}
              label={amenity}
              checked={filters.amenities.includes(amenity)}
              onChange={() => setFilters((current) => ({ ...current, amenities: toggleItem(current.amenities, amenity) }))}
            />
          ))}
        </StyledList>
      </StyledGroup>

      <Button $variant="outline" $block disabled={!hasFilters} onClick={() => setFilters(clearFilters)}>
        Clear filters
      </Button>
    </StyledPanel>
  );
}

const StyledPanel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledTypeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space[2]};
`;

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
`;
