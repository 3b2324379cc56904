import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { calendarDateIn } from '@domain/shared/calendar-date';
import { guestCountProblem } from '@/shared/contact/contact-fields';
import { HoneypotField } from '@/shared/contact/honeypot-field';
import { Button } from '@/ui/button';
import { Field, FieldError, FormAlert, FormGrid, Input, Label, RequiredMark, Textarea } from '@/ui/field';
import { MessageIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/use-toast';
import { useCreateVendorLead } from '../api/create-vendor-lead';
import type { CreatedVendorLead } from '../types';
import { classifyLeadError, EMPTY_LEAD, LEAD_MAX_LENGTH, toLeadPayload, type LeadField, type LeadFormValues } from '../utils/lead-payload';

interface ContactVendorFormProps {
  vendorId: string;
  vendorName: string;
  /** The venue page the couple writes from; without it they may name their venue. */
  venue?: { id: string; name: string | null } | null;
  onSent?: (lead: CreatedVendorLead) => void;
}

type FieldErrors = Partial<Record<LeadField, string>>;

/** A couple's message to a vendor: their date, venue, guest count and words; the vendor is mailed at once. */
export function ContactVendorForm({ vendorId, vendorName, venue, onSent }: ContactVendorFormProps) {
  const id = useId();
  const fieldId = (name: LeadField) => `${id}-${name}`;
  const errorId = (name: LeadField) => `${id}-${name}-error`;
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { trigger, isMutating } = useCreateVendorLead(vendorId);
  const { toast } = useToast();

  const change = (name: LeadField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  };

  const showFieldError = (field: LeadField, message: string) => {
    setFieldErrors({ [field]: message });
    document.getElementById(fieldId(field))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = toLeadPayload(values, venue?.id ?? null);
    if (!payload || isMutating) return;
    const guestProblem = guestCountProblem(values.guestCount);
    if (guestProblem) return showFieldError('guestCount', guestProblem);
    setFieldErrors({});
    setFormError(null);
    try {
      const created = await trigger(payload);
      toast({ title: 'Message sent', description: `${vendorName} has your message and replies to you by email.`, variant: 'success' });
      setValues(EMPTY_LEAD);
      onSent?.(created);
    } catch (error) {
      const failure = classifyLeadError(error);
      if (failure.kind === 'field') showFieldError(failure.field, failure.message);
      else if (failure.kind === 'rate-limited') setFormError(failure.message);
      else toast({ title: 'Error', description: 'Your message could not be sent. Please try again.', variant: 'destructive' });
    }
  };

  const control = (name: LeadField) => ({
    id: fieldId(name),
    name,
    maxLength: LEAD_MAX_LENGTH[name],
    value: values[name],
    onChange: change(name),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? errorId(name) : undefined,
  });

  const fieldError = (name: LeadField) => (fieldErrors[name] ? <FieldError id={errorId(name)}>{fieldErrors[name]}</FieldError> : null);

  return (
    <StyledForm onSubmit={submit} aria-busy={isMutating} aria-label={`Contact ${vendorName}`}>
      <FormGrid $twoColumnsFrom="26rem">
        <Field $span>
          <Label htmlFor={fieldId('coupleName')}>
            Your names <RequiredMark />
          </Label>
          <Input {...control('coupleName')} required autoComplete="name" placeholder="Maria & James" />
          {fieldError('coupleName')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('email')}>
            Email <RequiredMark />
          </Label>
          <Input {...control('email')} type="email" required autoComplete="email" placeholder="you@example.com" />
          {fieldError('email')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('phone')}>Phone</Label>
          <Input {...control('phone')} type="tel" autoComplete="tel" placeholder="(512) 555-0142" />
          {fieldError('phone')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('weddingDate')}>Wedding date</Label>
          <Input {...control('weddingDate')} type="date" min={calendarDateIn(new Date())} />
          {fieldError('weddingDate')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('guestCount')}>Guest count</Label>
          {/* No max attribute: the browser would refuse silently in a bubble; the form says why at the field. */}
          <Input {...control('guestCount')} type="number" inputMode="numeric" min={1} step={1} placeholder="120" />
          {fieldError('guestCount')}
        </Field>
        <Field $span>
          {venue ? (
            <StyledVenue>
              <span>Venue</span> {venue.name ?? 'The venue you are looking at'}
            </StyledVenue>
          ) : (
            <>
              <Label htmlFor={fieldId('venueName')}>Venue</Label>
              <Input {...control('venueName')} autoComplete="off" placeholder="Where you are celebrating, if you know" />
              {fieldError('venueName')}
            </>
          )}
        </Field>
        <Field $span>
          <Label htmlFor={fieldId('message')}>Message</Label>
          <Textarea {...control('message')} rows={4} placeholder={`Tell ${vendorName} what you have in mind: hours, style, questions about prices…`} />
          {fieldError('message')}
        </Field>
      </FormGrid>

      {/* Honeypot: hidden from people and assistive tech; a bot that fills it is refused. */}
      <HoneypotField id={fieldId('website')} value={values.website} onChange={change('website')} />

      {formError && <FormAlert>{formError}</FormAlert>}

      <Button type="submit" $size="lg" $block disabled={isMutating}>
        <MessageIcon /> {isMutating ? 'Sending...' : 'Send message'}
      </Button>
      <StyledNote>
        <RequiredMark /> Required. {vendorName} replies by email; your details go to this vendor only.
      </StyledNote>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  container-type: inline-size;
`;

const StyledVenue = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  span {
    margin-right: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
