import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { VenuePackage } from '@/types/api';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { CheckboxRow, FormAlert, Input, Textarea } from '@/ui/field';
import type { PackageInput } from '../api/venue-package-editing';
import { splitApiError } from '../utils/api-field-error';
import {
  emptyPackageForm,
  PACKAGE_LIMITS,
  packageFormValues,
  toPackageInput,
  validatePackageForm,
  type PackageFormField,
  type PackageFormValues,
} from '../utils/package-form';
import type { FormErrors } from '../utils/venue-form';
import { FormField } from './venue-tab-form-parts';

const FIELDS: readonly PackageFormField[] = ['name', 'description', 'basePrice', 'maxGuests', 'includedServices', 'isPopular'];

interface PackageDialogProps {
  open: boolean;
  /** The package being edited; null adds a new one. */
  editing: VenuePackage | null;
  venueMaxGuests: number;
  onOpenChange(open: boolean): void;
  /** Throws the API error when the save is refused. */
  onSave(input: PackageInput): Promise<void>;
}

export function VenueTabPackageDialog({ open, editing, venueMaxGuests, onOpenChange, onSave }: PackageDialogProps) {
  const [values, setValues] = useState<PackageFormValues>(() => emptyPackageForm(venueMaxGuests));
  const [errors, setErrors] = useState<FormErrors<PackageFormField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setValues(editing ? packageFormValues(editing) : emptyPackageForm(venueMaxGuests));
    setErrors({});
    setFormError(null);
  }, [open, editing, venueMaxGuests]);

  const set = <K extends PackageFormField>(key: K, value: PackageFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validatePackageForm(values, venueMaxGuests);
    setErrors(found);
    setFormError(null);
    const form = event.currentTarget;
    if (Object.keys(found).length) {
      window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await onSave(toPackageInput(values));
    } catch (error) {
      const { field, message } = splitApiError(error, FIELDS);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Package' : 'Add Package'}
      description="Couples compare packages on your public page and pick one when they book."
    >
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField label="Package name" error={errors.name}>
          {(c) => <Input id={c.id} value={values.name} maxLength={PACKAGE_LIMITS.nameLength} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('name', e.target.value)} />}
        </FormField>
        <FormField label="Description" error={errors.description}>
          {(c) => (
            <Textarea
              id={c.id}
              rows={3}
              value={values.description}
              maxLength={PACKAGE_LIMITS.descriptionLength}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </FormField>
        <StyledPair>
          <FormField label="Price (USD)" error={errors.basePrice} hint="Whole dollars.">
            {(c) => <Input id={c.id} inputMode="numeric" value={values.basePrice} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('basePrice', e.target.value)} />}
          </FormField>
          <FormField label="Max guests" error={errors.maxGuests} hint={`Up to ${venueMaxGuests.toLocaleString('en-US')}.`}>
            {(c) => <Input id={c.id} inputMode="numeric" value={values.maxGuests} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} onChange={(e) => set('maxGuests', e.target.value)} />}
          </FormField>
        </StyledPair>
        <FormField label="Included services" error={errors.includedServices} hint="One per line.">
          {(c) => (
            <Textarea
              id={c.id}
              rows={5}
              value={values.includedServices}
              maxLength={PACKAGE_LIMITS.services * (PACKAGE_LIMITS.serviceLength + 1)}
              placeholder={'Ceremony site\nTables and chairs\nDay-of coordinator'}
              aria-invalid={c.invalid || undefined}
              aria-describedby={c.describedBy}
              onChange={(e) => set('includedServices', e.target.value)}
            />
          )}
        </FormField>
        <CheckboxRow>
          <input type="checkbox" checked={values.isPopular} onChange={(e) => set('isPopular', e.target.checked)} />
          Most popular (shown first, with a badge)
        </CheckboxRow>
        <StyledActions>
          <DialogClose asChild>
            <Button $variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Save Package' : 'Add Package'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
  > button { flex: 1 1 9rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
