import { FormGrid } from '@/ui/field';
import { VENUE_TYPE_OPTIONS } from '../../utils/listing-options';
import { SelectControl, TextareaControl, TextControl } from '../form-controls';

export function PlaceStep() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <TextControl field="name" label="Venue Name" placeholder="e.g. Live Oak Hollow" autoComplete="organization" span />
      <TextareaControl
        field="description"
        label="Description"
        rows={5}
        placeholder="What makes a wedding here special: the setting, the buildings, the views…"
      />
      <TextControl field="location" label="Full Address" placeholder="e.g. 1200 Ranch Road 12, Wimberley, TX 78676" autoComplete="street-address" span />
      <TextControl field="city" label="City" placeholder="e.g. Wimberley" autoComplete="address-level2" />
      <TextControl field="state" label="State" placeholder="e.g. TX" autoComplete="address-level1" />
      <TextControl field="zipCode" label="ZIP Code" placeholder="e.g. 78676" autoComplete="postal-code" inputMode="numeric" />
      <SelectControl field="venueType" label="Venue Type" placeholder="Choose a venue type" options={VENUE_TYPE_OPTIONS} />
    </FormGrid>
  );
}
