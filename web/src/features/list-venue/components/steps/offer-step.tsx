import styled from 'styled-components';
import { FormGrid } from '@/ui/field';
import { RemovableChips } from '@/ui/removable-chips';
import { MAX_AMENITIES, MAX_AMENITY_LENGTH } from '../../utils/listing-form';
import { ALCOHOL_POLICIES, AMENITY_CHOICES, asOptions, CATERING_SERVICES, RENTAL_ITEMS } from '../../utils/listing-options';
import { CheckboxGroup, SelectControl, TextareaControl } from '../form-controls';
import { ItemAdder } from '../item-adder';
import { fieldId, useListingForm } from '../listing-form-context';

export function OfferStep() {
  const { values, setList } = useListingForm();
  const custom = values.amenities.filter((amenity) => !AMENITY_CHOICES.includes(amenity));
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <CheckboxGroup
        field="amenities"
        legend="Amenities"
        options={asOptions(AMENITY_CHOICES)}
        hint="Couples can filter search by the first eight."
      />
      {custom.length > 0 && (
        <StyledCustom
          label="Amenities you added"
          items={custom}
          onRemove={(amenity) => setList('amenities', values.amenities.filter((a) => a !== amenity))}
        />
      )}
      <ItemAdder
        field="amenities"
        inputId={fieldId('amenities')}
        label="Another amenity"
        buttonLabel="Add"
        placeholder="Fire pit, chapel, shuttle service…"
        disabled={values.amenities.length >= MAX_AMENITIES}
        maxLength={MAX_AMENITY_LENGTH}
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

const StyledCustom = styled(RemovableChips)`
  grid-column: 1 / -1;
`;

