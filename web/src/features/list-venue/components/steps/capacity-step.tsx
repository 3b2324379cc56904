import { FormGrid } from '@/ui/field';
import { NumberControl, TextareaControl } from '../form-controls';

export function CapacityStep() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <NumberControl field="maxGuests" label="Maximum Guests" placeholder="e.g. 150" />
      <NumberControl field="minGuests" label="Minimum Guests" placeholder="e.g. 20" />
      <NumberControl field="indoorCapacity" label="Indoor Capacity" placeholder="e.g. 120" hint="Seated guests indoors, for rainy days." />
      <NumberControl field="outdoorCapacity" label="Outdoor Capacity" placeholder="e.g. 200" />
      <NumberControl field="squareFootage" label="Square Footage" placeholder="e.g. 4500" />
      <NumberControl field="numberOfRooms" label="Number of Rooms" placeholder="e.g. 3" hint="Suites, lounges and halls." />
      <NumberControl field="price" label="Starting Price (USD)" placeholder="e.g. 5000" hint="In whole dollars, for a wedding day." span />
      <TextareaControl field="priceIncludes" label="What the Price Includes" placeholder="Venue for 10 hours, tables and chairs, setup and cleanup…" />
      <TextareaControl field="additionalFees" label="Additional Fees" placeholder="Security deposit, cleaning fee, overtime per hour…" />
    </FormGrid>
  );
}
