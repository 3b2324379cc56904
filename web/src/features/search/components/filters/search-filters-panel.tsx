import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { describedBy, Field, FieldError, Fieldset, Input, Label, Legend } from '@/ui/field';
import { useDebouncedDraft } from '../../hooks/use-debounced-draft';
import {
  activeFilterCount,
  AMENITY_OPTIONS,
  clearFilters,
  GUEST_COUNT_MAX,
  guestCountProblem,
  LOCATION_MAX_LENGTH,
  toggleItem,
  VENUE_TYPE_OPTIONS,
  type SearchFilters,
} from '../../utils/search-filters';
import { todayIsoDate } from '../../utils/search-url';
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
  // Judged on what is typed, not on the debounced value: the message shows as soon as it applies.
  const guestProblem = guestCountProblem(guestCount);

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
          maxLength={LOCATION_MAX_LENGTH}
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
          max={GUEST_COUNT_MAX}
          step={1}
          placeholder="e.g. 120"
          aria-invalid={guestProblem ? true : undefined}
          aria-describedby={describedBy(`${id}-guests-hint`, guestProblem && `${id}-guests-error`)}
          value={guestCount}
          onChange={(event) => setGuestCount(event.target.value)}
        />
        <StyledHint id={`${id}-guests-hint`}>Venues that hold at least this many guests</StyledHint>
        {guestProblem && <FieldError id={`${id}-guests-error`}>{guestProblem}</FieldError>}
      </Field>

      <Field>
        <Label htmlFor={`${id}-date`}>Wedding date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          min={todayIsoDate()}
          aria-describedby={`${id}-date-hint`}
          value={filters.date}
          onChange={(event) => setFilters((current) => ({ ...current, date: event.target.value }))}
        />
        <StyledHint id={`${id}-date-hint`}>Only venues still free that day</StyledHint>
      </Field>

      <BudgetRangeSlider
        min={filters.budgetMin}
        max={filters.budgetMax}
        onChange={({ min, max }) => setFilters((current) => ({ ...current, budgetMin: min, budgetMax: max }))}
      />

      <StyledGroup>
        <Legend>Venue type</Legend>
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
        <Legend>Amenities</Legend>
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

const StyledGroup = styled(Fieldset)`
  display: block;
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
