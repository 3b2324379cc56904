import styled from 'styled-components';
import { Badge } from '../../../../ui/badge';
import { CloseIcon } from '../../../../ui/icons';
import { MAX_AMENITIES, MAX_AMENITY_LENGTH } from '../../utils/listing-form';
import { ALCOHOL_POLICIES, AMENITY_CHOICES, asOptions, CATERING_SERVICES, RENTAL_ITEMS } from '../../utils/listing-options';
import { CheckboxGroup, FormGrid, SelectControl, TextareaControl } from '../form-controls';
import { ItemAdder } from '../item-adder';
import { fieldId, useListingForm } from '../listing-form-context';

export function OfferStep() {
  const { values, setList } = useListingForm();
  const custom = values.amenities.filter((amenity) => !AMENITY_CHOICES.includes(amenity));
  return (
    <FormGrid>
      <CheckboxGroup
        field="amenities"
        legend="Amenities"
        options={asOptions(AMENITY_CHOICES)}
        hint="Couples can filter search by the first eight."
      />
      {custom.length > 0 && (
        <StyledCustom aria-label="Amenities you added">
          {custom.map((amenity) => (
            <li key={amenity}>
              <StyledChip $tone="sage">
                {amenity}
                <button type="button" aria-label={`Remove ${amenity}`} onClick={() => setList('amenities', values.amenities.filter((a) => a !== amenity))}>
                  <CloseIcon />
                </button>
              </StyledChip>
            </li>
          ))}
        </StyledCustom>
      )}
      <ItemAdder
        field="amenities"
        inputId={fieldId('amenities')}
        label="Another amenity"
        buttonLabel="Add"
        placeholder="Fire pit, chapel, shuttle service…"
        disabled={values.amenities.length >= MAX_AMENITIES}
        accept={(draft, current) => {
          if (draft.length > MAX_AMENITY_LENGTH) return { error: `Keep it under ${MAX_AMENITY_LENGTH} characters.` };
          // "dance floor" ticks the Dance Floor box rather than adding a second one.
          const existing = [...AMENITY_CHOICES, ...current].find((a) => a.toLowerCase() === draft.toLowerCase());
          return { value: existing ?? draft };
        }}
      />
      <CheckboxGroup field="cateringServices" legend="Catering Services" options={asOptions(CATERING_SERVICES)} />
      <CheckboxGroup field="rentalItems" legend="Rental Items Included" options={asOptions(RENTAL_ITEMS)} />
      <TextareaControl field="cateringOptions" label="Catering Options" placeholder="Preferred caterers, kitchen access, outside food rules…" />
      <SelectControl field="alcoholPolicy" label="Alcohol Policy" placeholder="Choose a policy" options={ALCOHOL_POLICIES} span />
      <TextareaControl field="musicRestrictions" label="Music Restrictions" placeholder="Amplified music until 10 pm, no confetti cannons…" span={false} />
      <TextareaControl field="decorRestrictions" label="Decor Restrictions" placeholder="No open flames, no nails in the walls…" span={false} />
    </FormGrid>
  );
}

const StyledCustom = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChip = styled(Badge)`
  padding-right: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  button {
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.surface}; }
    &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
    svg { width: 0.875rem; height: 0.875rem; }
  }
`;
