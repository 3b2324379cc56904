import { FormGrid } from '@/ui/field';
import { BUDGET_OPTIONS, VENDOR_TYPE_OPTIONS, VENUE_TYPE_OPTIONS } from '../../utils/account-options';
import { InputControl, SelectControl, TextareaControl } from './sign-up-controls';
import { useSignUpForm } from './sign-up-form-context';
import { SpecialtyChips } from './specialty-chips';

/** Step 3: what we ask depends on the account type chosen in step 1. */
export function DetailsStep() {
  const { values } = useSignUpForm();
  switch (values.accountType) {
    case 'customer':
      return <WeddingDetails />;
    case 'venue':
      return <VenueInformation />;
    case 'vendor':
      return <BusinessInformation />;
  }
}

function WeddingDetails() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <InputControl field="partnerName" label="Partner's Name" autoComplete="off" />
      <InputControl field="weddingDate" label="Wedding Date" type="date" />
      <InputControl field="estimatedGuests" label="Estimated Guests" type="number" inputMode="numeric" min={0} step={1} placeholder="100" />
      <SelectControl field="budget" label="Budget" placeholder="Select your budget" options={BUDGET_OPTIONS} />
      <InputControl field="location" label="Preferred Location" span placeholder="e.g. Fredericksburg, Wimberley, Dripping Springs" />
    </FormGrid>
  );
}

function VenueInformation() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <InputControl field="venueName" label="Venue Name" required span autoComplete="organization" />
      <SelectControl field="venueType" label="Venue Type" placeholder="Select venue type" options={VENUE_TYPE_OPTIONS} />
      <InputControl field="maxCapacity" label="Maximum Capacity" type="number" inputMode="numeric" min={0} step={1} placeholder="150" />
      <InputControl field="startingPrice" label="Starting Price ($)" type="number" inputMode="decimal" min={0} step="any" placeholder="5000" />
      <InputControl field="venueLocation" label="Venue Location" placeholder="City, TX" />
      <TextareaControl field="venueDescription" label="Venue Description" span rows={3} placeholder="What makes your venue special?" />
    </FormGrid>
  );
}

function BusinessInformation() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <InputControl field="businessName" label="Business Name" required span autoComplete="organization" />
      <SelectControl field="vendorType" label="Service Type" placeholder="Select service type" options={VENDOR_TYPE_OPTIONS} />
      <InputControl field="yearsExperience" label="Years of Experience" type="number" inputMode="numeric" min={0} step={1} placeholder="5" />
      <InputControl field="portfolioUrl" label="Portfolio Website" type="url" span autoComplete="url" placeholder="https://yourportfolio.com" />
      <InputControl field="serviceArea" label="Service Area" span placeholder="e.g. Austin and the Hill Country" />
      <SpecialtyChips />
    </FormGrid>
  );
}
