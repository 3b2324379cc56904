import { FormGrid } from '@/ui/field';
import { BOOKING_LEAD_TIMES, MINIMUM_RENTALS, WEEKDAYS } from '../../utils/listing-options';
import { CheckboxGroup, SelectControl, TextareaControl, TextControl } from '../form-controls';

export function AvailabilityStep() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <CheckboxGroup field="availableDays" legend="Days You Host Weddings" options={WEEKDAYS} compact />
      <TextareaControl field="seasonalAvailability" label="Seasonal Availability" placeholder="Open March to November; winter weddings in the hall only…" />
      <SelectControl field="bookingLeadTime" label="Booking Lead Time" placeholder="How far ahead couples book" options={BOOKING_LEAD_TIMES} />
      <SelectControl field="minimumRental" label="Minimum Rental" placeholder="Shortest booking" options={MINIMUM_RENTALS} />
      <TextControl field="setupTime" label="Setup Time" placeholder="2 hours before the ceremony" />
      <TextControl field="eventDuration" label="Event Duration" placeholder="Up to 10 hours" />
      <TextareaControl field="cancellationPolicy" label="Cancellation Policy" placeholder="Full refund up to 180 days before the date…" />
      <TextControl field="depositAmount" label="Deposit" placeholder="25% to hold the date" />
      <TextControl field="paymentTerms" label="Payment Terms" placeholder="Balance due 30 days before the event" />
      <TextareaControl field="insuranceRequirements" label="Insurance Requirements" placeholder="One-day event liability policy of $1M…" />
    </FormGrid>
  );
}
