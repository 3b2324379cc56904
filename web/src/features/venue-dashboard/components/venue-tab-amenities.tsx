import { useId, useState } from 'react';
import styled from 'styled-components';
import { FILTER_AMENITIES } from '@domain/venues/venue';
import { Button } from '@/ui/button';
import { CheckboxRow, FieldError, Fieldset, Input, Label, Legend } from '@/ui/field';
import { RemovableChips } from '@/ui/removable-chips';
import { MAX_AMENITIES, MAX_CUSTOM_AMENITY_LENGTH } from '../utils/venue-form';

const SEARCH_AMENITIES: readonly string[] = FILTER_AMENITIES;

/** The eight amenities couples filter search by, as checkboxes; anything else as removable chips. */
export function VenueTabAmenities({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const custom = value.filter((amenity) => !SEARCH_AMENITIES.includes(amenity));

  const toggle = (amenity: string, on: boolean) =>
    onChange(on ? [...value, amenity] : value.filter((item) => item !== amenity));

  const addCustom = () => {
    const text = draft.trim().replace(/\s+/g, ' ');
    if (!text) return;
    if (text.length > MAX_CUSTOM_AMENITY_LENGTH) return setError(`Keep it under ${MAX_CUSTOM_AMENITY_LENGTH} characters.`);
    if (value.length >= MAX_AMENITIES) return setError(`Up to ${MAX_AMENITIES} amenities.`);
    const existing = [...SEARCH_AMENITIES, ...value].find((item) => item.toLowerCase() === text.toLowerCase());
    if (existing && value.includes(existing)) return setError(`${existing} is already listed.`);
    onChange([...value, existing ?? text]);
    setDraft('');
    setError(null);
  };

  return (
    <Fieldset>
      <Legend>Amenities</Legend>
      <StyledChecks>
        {SEARCH_AMENITIES.map((amenity) => (
          <CheckboxRow key={amenity}>
            <input type="checkbox" checked={value.includes(amenity)} onChange={(event) => toggle(amenity, event.target.checked)} />
            {amenity}
          </CheckboxRow>
        ))}
      </StyledChecks>

      {custom.length > 0 && (
        <RemovableChips label="Other amenities" items={custom} onRemove={(amenity) => toggle(amenity, false)} />
      )}

      <Label htmlFor={inputId}>Add another amenity</Label>
      <StyledAddRow>
        <Input
          id={inputId}
          value={draft}
          placeholder="e.g. Wine cellar"
          maxLength={MAX_CUSTOM_AMENITY_LENGTH + 1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addCustom();
          }}
        />
        <Button $variant="outline" onClick={addCustom} disabled={!draft.trim()}>
          Add
        </Button>
      </StyledAddRow>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}

const StyledChecks = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const StyledAddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: -${({ theme }) => theme.space[1.5]};
  > input { flex: 1 1 auto; }
  ${({ theme }) => theme.media.sm} { max-width: 32rem; }
`;
