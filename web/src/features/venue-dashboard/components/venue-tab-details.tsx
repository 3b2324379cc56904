import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button } from '@/ui/button';
import { FormAlert, Input, Textarea } from '@/ui/field';
import { toast } from '@/ui/toast/use-toast';
import { updateVenue } from '../api/update-venue';
import type { OwnedVenue } from '../types';
import { splitApiError } from '../utils/api-field-error';
import { revalidateVenue } from '../utils/revalidate-venue';
import { toVenueChange, validateVenueForm, VENUE_LIMITS, venueFormValues, type FormErrors, type VenueFormField, type VenueFormValues } from '../utils/venue-form';
import { VenueTabAmenities } from './venue-tab-amenities';
import { FormField } from './venue-tab-form-parts';
import { VenueTabImages } from './venue-tab-images';
import { VenueTabListing } from './venue-tab-listing';

const FIELDS: readonly VenueFormField[] = ['name', 'description', 'location', 'city', 'maxGuests', 'capacity', 'price', 'amenities', 'images'];

/** The listing's public details, then the wizard's answers couples look for; a save shows on the public page at once. */
export function VenueTabDetails({ venue }: { venue: OwnedVenue }) {
  return (
    <StyledStack>
      <VenueDetailsForm venue={venue} />
      <VenueTabListing venue={venue} />
    </StyledStack>
  );
}

function VenueDetailsForm({ venue }: { venue: OwnedVenue }) {
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<VenueFormValues>(() => venueFormValues(venue));
  const [errors, setErrors] = useState<FormErrors<VenueFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends VenueFormField>(key: K, value: VenueFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validateVenueForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      focusFirstError(event.currentTarget);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateVenue(venue.id, toVenueChange(values));
      setValues(venueFormValues(saved));
      await revalidateVenue(mutate, venue.id);
      toast({ title: 'Venue Updated', description: 'Couples see the changes on your public page now.', variant: 'success' });
    } catch (error) {
      const { field, message } = splitApiError(error, FIELDS);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      toast({ title: 'Could not save the venue', description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label="Venue details">
      {formError && <FormAlert>{formError}</FormAlert>}
      <StyledGrid>
        <FormField label="Venue name" error={errors.name}>
          {(c) => <Input id={c.id} value={values.name} maxLength={VENUE_LIMITS.nameLength} autoComplete="off" aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('name', e.target.value)} />}
        </FormField>
        <FormField label="City" error={errors.city}>
          {(c) => <Input id={c.id} value={values.city} maxLength={VENUE_LIMITS.cityLength} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('city', e.target.value)} />}
        </FormField>
        <StyledWide label="Address" error={errors.location}>
          {(c) => <Input id={c.id} value={values.location} maxLength={VENUE_LIMITS.locationLength} autoComplete="street-address" aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('location', e.target.value)} />}
        </StyledWide>
        <StyledWide label="Description" error={errors.description} hint="What couples read first on your page.">
          {(c) => (
            <Textarea
              id={c.id}
              rows={6}
              value={values.description}
              maxLength={VENUE_LIMITS.descriptionLength}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </StyledWide>
      </StyledGrid>

      <StyledNumbers>
        <FormField label="Maximum guests" error={errors.maxGuests}>
          {(c) => <Input id={c.id} inputMode="numeric" value={values.maxGuests} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('maxGuests', e.target.value)} />}
        </FormField>
        <FormField label="Seated capacity" error={errors.capacity} hint="At most the maximum guests.">
          {(c) => <Input id={c.id} inputMode="numeric" value={values.capacity} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('capacity', e.target.value)} />}
        </FormField>
        <FormField label="Starting price (USD)" error={errors.price} hint="Whole dollars.">
          {(c) => (
            <StyledMoney>
              <span aria-hidden="true">$</span>
              <Input id={c.id} inputMode="numeric" value={values.price} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('price', e.target.value)} />
            </StyledMoney>
          )}
        </FormField>
      </StyledNumbers>

      <VenueTabAmenities value={values.amenities} onChange={(next) => set('amenities', next)} />
      <VenueTabImages value={values.images} onChange={(next) => set('images', next)} error={errors.images} />

      <StyledActions>
        <Button $variant="outline" disabled={saving} onClick={() => { setValues(venueFormValues(venue)); setErrors({}); setFormError(null); }}>
          Reset
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

function focusFirstError(form: HTMLFormElement) {
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledWide = styled(FormField)`
  ${({ theme }) => theme.media.md} { grid-column: 1 / -1; }
`;

const StyledNumbers = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const StyledMoney = styled.div`
  position: relative;
  span {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  input { padding-left: ${({ theme }) => theme.space[6]}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  > button { flex: 1 1 9rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
