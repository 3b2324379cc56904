import { useId, useState } from 'react';
import styled from 'styled-components';
import { FILTER_AMENITIES } from '../../../../../domain/venues/venue.js';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/field';
import { CloseIcon } from '../../../ui/icons';
import { MAX_AMENITIES, MAX_CUSTOM_AMENITY_LENGTH } from '../utils/venue-form';
import { CheckboxRow, FieldError, Fieldset } from './venue-tab-form-parts';

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
      <legend>Amenities</legend>
      <StyledChecks>
        {SEARCH_AMENITIES.map((amenity) => (
          <CheckboxRow key={amenity}>
            <input type="checkbox" checked={value.includes(amenity)} onChange={(event) => toggle(amenity, event.target.checked)} />
            {amenity}
          </CheckboxRow>
        ))}
      </StyledChecks>

      {custom.length > 0 && (
        <StyledChips aria-label="Other amenities">
          {custom.map((amenity) => (
            <li key={amenity}>
              <span>{amenity}</span>
              <button type="button" aria-label={`Remove ${amenity}`} onClick={() => toggle(amenity, false)}>
                <CloseIcon />
              </button>
            </li>
          ))}
        </StyledChips>
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

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.sageLight};
    color: ${({ theme }) => theme.colors.oak};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  button {
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.surface}; }
    &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
    svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
  }
`;

const StyledAddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: -${({ theme }) => theme.space[1.5]};
  > input { flex: 1 1 auto; }
  ${({ theme }) => theme.media.sm} { max-width: 32rem; }
`;
