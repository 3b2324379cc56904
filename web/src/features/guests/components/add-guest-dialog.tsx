import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_LENGTH } from '@domain/guests/guest-fields';
import { readAgainBehind } from '@/lib/read-again-behind';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { CheckboxRow, Field, FieldError, FieldHint, FormActions, FormGrid, Input, Label, RequiredMark, Select, SelectOptions, Textarea } from '@/ui/field';
import { UserPlusIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/use-toast';
import { MEAL_OPTIONS } from '@/shared/options/meal-choices';
import { addGuest } from '../api/add-guest';
import { updateGuest } from '../api/update-guest';
import type { Guest } from '../types';
import { classifyGuestError } from '../utils/guest-error';
import { EMPTY_GUEST_FORM, guestFormValues, toGuestUpdate, toNewGuestRequest, type GuestFormValues, type GuestTextField } from '../utils/guest-form';

interface AddGuestDialogProps {
  bookingId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A listed guest to edit (the form opens filled with them); without one, a new guest. */
  guest?: Guest | null;
  /** After the guest is stored: revalidate what shows the list. */
  onSaved(): Promise<void> | void;
}

export function AddGuestDialog({ bookingId, open, onOpenChange, guest, onSaved }: AddGuestDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={guest ? 'Edit Guest' : 'Add Guest'}
      description={guest ? `Change ${guest.name}'s details; a blank field is cleared.` : 'Only the name is needed; add an email so the guest can receive an invitation.'}
    >
      <AddGuestForm key={guest?.id ?? 'new'} bookingId={bookingId} guest={guest ?? null} onDone={() => onOpenChange(false)} onSaved={onSaved} />
    </Dialog>
  );
}

type FieldErrors = Partial<Record<GuestTextField, string>>;

interface AddGuestFormProps {
  bookingId: string;
  guest: Guest | null;
  onDone(): void;
  onSaved: AddGuestDialogProps['onSaved'];
}

function AddGuestForm({ bookingId, guest, onDone, onSaved }: AddGuestFormProps) {
  const id = useId();
  const fieldId = (name: GuestTextField | 'plusOne' | 'meal') => `${id}-${name}`;
  const errorId = (name: GuestTextField) => `${id}-${name}-error`;
  const [values, setValues] = useState<GuestFormValues>(() => (guest ? guestFormValues(guest) : EMPTY_GUEST_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();

  const change = (name: GuestTextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Null when the name is blank: then nothing happens (the field is required).
    const update = guest ? toGuestUpdate(bookingId, values) : null;
    const request = guest ? null : toNewGuestRequest(bookingId, values);
    if ((!update && !request) || saving) return;
    setSaving(true);
    setErrors({});
    try {
      if (guest && update) {
        const saved = await updateGuest(guest.id, update);
        toast({ title: 'Guest Updated', description: `${saved.name}'s details are saved.`, variant: 'success' });
      } else if (request) {
        const added = await addGuest(request);
        toast({ title: 'Guest Added', description: `${added.name} is on your guest list.`, variant: 'success' });
      }
      onDone();
      readAgainBehind(onSaved);
    } catch (error) {
      const failure = classifyGuestError(error);
      if (failure.kind === 'field') {
        setErrors({ [failure.field]: failure.message });
        document.getElementById(fieldId(failure.field))?.focus();
      } else {
        toast({ title: guest ? 'Failed to save guest' : 'Failed to add guest', description: failure.message ?? 'Please try again.', variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  };

  const control = (name: GuestTextField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: change(name),
    maxLength: MAX_LENGTH[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

  const fieldError = (name: GuestTextField) => (errors[name] ? <FieldError id={errorId(name)}>{errors[name]}</FieldError> : null);

  return (
    <StyledForm onSubmit={submit} aria-busy={saving}>
      <FormGrid $twoColumnsFrom="26rem">
        <Field $span>
          <Label htmlFor={fieldId('name')}>
            Name <RequiredMark />
          </Label>
          <Input {...control('name')} required autoComplete="off" placeholder="Ana García" />
          {fieldError('name')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('email')}>Email</Label>
          <Input {...control('email')} type="email" autoComplete="off" placeholder="ana@example.com" />
          {fieldError('email')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('phone')}>Phone</Label>
          <Input {...control('phone')} type="tel" autoComplete="off" placeholder="(512) 555-0142" />
          {fieldError('phone')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('dietaryRestrictions')}>Dietary restrictions</Label>
          <Input {...control('dietaryRestrictions')} placeholder="Vegetarian, nut allergy…" />
          {fieldError('dietaryRestrictions')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('meal')}>Meal</Label>
          <Select id={fieldId('meal')} value={values.meal} onChange={(event) => setValues((current) => ({ ...current, meal: event.target.value }))}>
            <SelectOptions options={MEAL_OPTIONS} placeholder="Not chosen yet" />
          </Select>
        </Field>
        <Field>
          <Label htmlFor={fieldId('household')}>Household</Label>
          <Input {...control('household')} autoComplete="off" placeholder="The Garcías" />
          {fieldError('household')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('tableAssignment')}>Table assignment</Label>
          <Input {...control('tableAssignment')} placeholder="Table 4" />
          {fieldError('tableAssignment')}
        </Field>
        <Field $span>
          <CheckboxRow htmlFor={fieldId('plusOne')}>
            <input
              id={fieldId('plusOne')}
              type="checkbox"
              checked={values.plusOne}
              onChange={(event) => setValues((current) => ({ ...current, plusOne: event.target.checked }))}
            />
            Bringing a plus-one
          </CheckboxRow>
        </Field>
        {values.plusOne && (
          <Field $span>
            <Label htmlFor={fieldId('plusOneName')}>Plus-one&apos;s name</Label>
            <Input {...control('plusOneName')} autoComplete="off" placeholder="If you know it" />
            {fieldError('plusOneName')}
          </Field>
        )}
        <Field $span>
          <Label htmlFor={fieldId('specialRequests')}>Special requests</Label>
          <Textarea {...control('specialRequests')} rows={3} placeholder="Needs step-free seating, arriving late…" />
          {fieldError('specialRequests')}
        </Field>
      </FormGrid>
      <FieldHint $small>
        <RequiredMark /> Required.{guest ? '' : ' New guests start as pending until they answer.'}
      </FieldHint>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {guest ? (saving ? 'Saving...' : 'Save Changes') : <><UserPlusIcon /> {saving ? 'Adding...' : 'Add Guest'}</>}
        </Button>
      </FormActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  container-type: inline-size;
`;
