import { FormGrid } from '@/ui/field';
import { NumberControl, TextControl } from '../form-controls';

export function ContactStep() {
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <TextControl field="contactName" label="Contact Name" placeholder="e.g. Rosa Delgado" autoComplete="name" />
      <TextControl field="contactTitle" label="Title" placeholder="Owner, Events Manager…" autoComplete="organization-title" />
      <TextControl field="contactEmail" label="Contact Email" type="email" placeholder="e.g. events@yourvenue.com" autoComplete="email" />
      <TextControl field="contactPhone" label="Phone" type="tel" placeholder="e.g. (830) 555-0100" autoComplete="tel" />
      <TextControl field="alternatePhone" label="Alternate Phone" type="tel" placeholder="e.g. (830) 555-0101" />
      <TextControl field="website" label="Website" type="url" placeholder="https://yourvenue.com" autoComplete="url" />
      <TextControl field="socialMedia" label="Social Media" placeholder="@yourvenue on Instagram" />
      <TextControl field="businessHours" label="Business Hours" placeholder="Tue–Sat, 9 am – 6 pm" />
      <NumberControl field="yearsInBusiness" label="Years in Business" placeholder="e.g. 8" />
    </FormGrid>
  );
}
