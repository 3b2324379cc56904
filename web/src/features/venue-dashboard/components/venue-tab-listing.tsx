import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage } from '@/lib/api-client';
import { LISTING_FACT_GROUP_TITLES, LISTING_FACT_GROUPS, LISTING_FACT_LABELS, type ListingFactField, type ListingFactGroup } from '@/shared/options/listing-facts';
import { Button } from '@/ui/button';
import { FormAlert, Input, Select, SelectOptions, Textarea } from '@/ui/field';
import { LoadError } from '@/ui/load-error';
import { LoadingShape, Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { listingDetailsKey, useListingDetails, type OwnedListingDetails } from '../api/get-listing-details';
import { updateVenue } from '../api/update-venue';
import type { OwnedVenue } from '../types';
import {
  changedFields,
  listingFactLimit,
  listingFormFieldOf,
  listingFormValues,
  LISTING_TYPE_OPTIONS,
  MULTILINE_LISTING_FACTS,
  REQUIRED_LISTING_FACTS,
  toListingChange,
  validateListingForm,
  type ListingFormField,
  type ListingFormValues,
} from '../utils/listing-details-form';
import { revalidateVenue } from '../utils/revalidate-venue';
import type { FormErrors } from '../utils/venue-form';
import { FormField, SubHeading } from './venue-tab-form-parts';

const GROUPS = Object.keys(LISTING_FACT_GROUPS) as ListingFactGroup[];

const INPUT_TYPES: Partial<Record<ListingFactField, { type: string; autoComplete?: string }>> = {
  contactEmail: { type: 'email', autoComplete: 'email' },
  contactPhone: { type: 'tel', autoComplete: 'tel' },
  alternatePhone: { type: 'tel' },
  website: { type: 'url', autoComplete: 'url' },
  contactName: { type: 'text', autoComplete: 'name' },
};

/** The wizard's answers couples read on the venue page (kind of place, contact, terms, policies, parking, accessibility). */
export function VenueTabListing({ venue }: { venue: OwnedVenue }) {
  const { data, error, isLoading, mutate } = useListingDetails(venue.id);
  return (
    <StyledSection aria-labelledby="venue-listing-heading">
      <div>
        <SubHeading id="venue-listing-heading">What couples look for</SubHeading>
        <StyledIntro>Your answers from the listing form, shown under "Good to know" on your venue page.</StyledIntro>
      </div>
      {error && !data ? (
        <LoadError title="Your listing answers could not be loaded" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </LoadError>
      ) : isLoading || !data ? (
        <LoadingShape label="Loading your listing answers">
          <Skeleton $height="14rem" />
        </LoadingShape>
      ) : (
        <ListingForm key={JSON.stringify(data)} venue={venue} details={data} />
      )}
    </StyledSection>
  );
}

function ListingForm({ venue, details }: { venue: OwnedVenue; details: OwnedListingDetails }) {
  const { mutate } = useSWRConfig();
  const initial = useMemo(() => listingFormValues(details, venue.venueType), [details, venue.venueType]);
  const [values, setValues] = useState<ListingFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors<ListingFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = changedFields(values, initial).length > 0;

  const set = (field: ListingFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !dirty) return;
    const found = validateListingForm(values, initial);
    setErrors(found);
    setFormError(null);
    const form = event.currentTarget;
    if (Object.keys(found).length) {
      window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await updateVenue(venue.id, toListingChange(values, initial));
      await Promise.all([mutate(listingDetailsKey(venue.id)), revalidateVenue(mutate, venue.id)]);
      toast({ title: 'Venue Updated', description: 'Couples see the changes on your public page now.', variant: 'success' });
    } catch (error) {
      const message = errorMessage(error);
      const field = listingFormFieldOf(error instanceof ApiError ? error.body?.field : null);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      toast({ title: 'Could not save the venue', description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const control = (field: ListingFactField) => {
    const multiline = MULTILINE_LISTING_FACTS.includes(field);
    const required = REQUIRED_LISTING_FACTS.includes(field);
    const input = INPUT_TYPES[field];
    return (
      <FormField key={field} label={LISTING_FACT_LABELS[field]} required={required} span={multiline} error={errors[field]}>
        {(c) =>
          multiline ? (
            <Textarea id={c.id} rows={3} name={field} aria-required={required || undefined} value={values[field]} maxLength={listingFactLimit(field)} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set(field, e.target.value)} />
          ) : (
            <Input
              id={c.id}
              name={field}
              aria-required={required || undefined}
              type={input?.type ?? 'text'}
              autoComplete={input?.autoComplete ?? 'off'}
              value={values[field]}
              maxLength={listingFactLimit(field)}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
              onChange={(e) => set(field, e.target.value)}
            />
          )
        }
      </FormField>
    );
  };

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-label="What couples look for">
      {formError && <FormAlert>{formError}</FormAlert>}
      <StyledGrid>
        <FormField label="Venue type" error={errors.venueType} hint="Search files it under one of six types couples filter by.">
          {(c) => (
            <Select id={c.id} name="venueType" value={values.venueType} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('venueType', e.target.value)}>
              <SelectOptions options={LISTING_TYPE_OPTIONS} placeholder="Choose the kind of place" placeholderDisabled />
            </Select>
          )}
        </FormField>
      </StyledGrid>
      {GROUPS.map((group) => (
        <StyledFieldset key={group}>
          <legend>{LISTING_FACT_GROUP_TITLES[group]}</legend>
          <StyledGrid>{(LISTING_FACT_GROUPS[group] as readonly ListingFactField[]).map(control)}</StyledGrid>
        </StyledFieldset>
      ))}
      <StyledActions>
        <Button $variant="outline" disabled={saving || !dirty} onClick={() => { setValues(initial); setErrors({}); setFormError(null); }}>
          Reset
        </Button>
        <Button type="submit" disabled={saving || !dirty}>
          {saving ? 'Saving...' : 'Save Answers'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledIntro = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > button { flex: 1 1 9rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
