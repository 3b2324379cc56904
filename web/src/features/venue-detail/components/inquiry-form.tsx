import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { calendarDateIn } from '@domain/shared/calendar-date';
import { Button } from '@/ui/button';
import { Field, FieldError, FormAlert, FormGrid, Input, Label, RequiredMark, Textarea } from '@/ui/field';
import { MessageIcon } from '@/ui/icons';
import { HoneypotField } from '@/shared/contact/honeypot-field';
import { useToast } from '@/ui/toast/use-toast';
import { useCreateInquiry, type CreatedInquiry } from '../api/create-inquiry';
import { classifyInquiryError } from '../utils/inquiry-error';
import { EMPTY_INQUIRY, guestCountProblem, INQUIRY_MAX_LENGTH, toInquiryPayload, type InquiryField, type InquiryFormValues } from '../utils/inquiry-payload';

interface InquiryFormProps {
  venueId: string | null | undefined;
  /** Called after the inquiry is stored, e.g. to close the dialog around the form. */
  onSent?: (inquiry: CreatedInquiry) => void;
  submitLabel?: string;
}

type FieldErrors = Partial<Record<InquiryField, string>>;

export function InquiryForm({ venueId, onSent, submitLabel = 'Send Inquiry' }: InquiryFormProps) {
  const id = useId();
  const fieldId = (name: InquiryField) => `${id}-${name}`;
  const errorId = (name: InquiryField) => `${id}-${name}-error`;
  const [values, setValues] = useState<InquiryFormValues>(EMPTY_INQUIRY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { trigger, isMutating } = useCreateInquiry();
  const { toast } = useToast();

  const change = (name: InquiryField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = toInquiryPayload(venueId, values);
    if (!payload || isMutating) return;
    const guestProblem = guestCountProblem(values.guestCount);
    if (guestProblem) {
      setFieldErrors({ guestCount: guestProblem });
      document.getElementById(fieldId('guestCount'))?.focus();
      return;
    }
    setFieldErrors({});
    setFormError(null);
    try {
      const created = await trigger(payload);
      toast({ title: 'Inquiry Sent!', description: 'Thank you for your inquiry! We will contact you soon.', variant: 'success' });
      setValues(EMPTY_INQUIRY);
      onSent?.(created);
    } catch (error) {
      const failure = classifyInquiryError(error);
      if (failure.kind === 'field') {
        setFieldErrors({ [failure.field]: failure.message });
        document.getElementById(fieldId(failure.field))?.focus();
      } else if (failure.kind === 'rate-limited') {
        setFormError(failure.message);
      } else {
        toast({ title: 'Error', description: 'Failed to send inquiry. Please try again.', variant: 'destructive' });
      }
    }
  };

  const control = (name: InquiryField) => ({
    id: fieldId(name),
    name,
    maxLength: INQUIRY_MAX_LENGTH[name],
    value: values[name],
    onChange: change(name),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? errorId(name) : undefined,
  });

  const fieldError = (name: InquiryField) => (fieldErrors[name] ? <FieldError id={errorId(name)}>{fieldErrors[name]}</FieldError> : null);

  return (
    <StyledForm onSubmit={submit} aria-busy={isMutating}>
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
          <Label htmlFor={fieldId('message')}>Message</Label>
          <Textarea
            {...control('message')}
            rows={4}
            placeholder="Tell the venue about your day: the season you have in mind, the feel you want, questions about packages…"
          />
          {fieldError('message')}
        </Field>
      </FormGrid>

      {/* Honeypot: hidden from people and assistive tech; a bot that fills it is refused. */}
      <HoneypotField id={fieldId('website')} value={values.website} onChange={change('website')} />

      {formError && <FormAlert>{formError}</FormAlert>}

      <Button type="submit" $size="lg" $block disabled={isMutating}>
        <MessageIcon /> {isMutating ? 'Sending...' : submitLabel}
      </Button>
      <StyledNote>
        <RequiredMark /> Required. The venue replies by email; your details go to this venue only.
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

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
