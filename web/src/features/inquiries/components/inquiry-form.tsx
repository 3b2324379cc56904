import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { calendarDateIn } from '../../../../../domain/shared/calendar-date.js';
import { Button } from '../../../ui/button';
import { Field, Input, Label } from '../../../ui/field';
import { AlertIcon, MessageIcon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast/use-toast';
import { useCreateInquiry, type CreatedInquiry } from '../api/create-inquiry';
import { classifyInquiryError } from '../utils/inquiry-error';
import { EMPTY_INQUIRY, toInquiryPayload, type InquiryField, type InquiryFormValues } from '../utils/inquiry-payload';

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
    value: values[name],
    onChange: change(name),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? errorId(name) : undefined,
  });

  const fieldError = (name: InquiryField) =>
    fieldErrors[name] ? (
      <StyledFieldError id={errorId(name)}>
        <AlertIcon /> {fieldErrors[name]}
      </StyledFieldError>
    ) : null;

  return (
    <StyledForm onSubmit={submit} aria-busy={isMutating}>
      <StyledGrid>
        <FormField $span>
          <Label htmlFor={fieldId('coupleName')}>
            Your names <Required />
          </Label>
          <Input {...control('coupleName')} required autoComplete="name" placeholder="Maria & James" />
          {fieldError('coupleName')}
        </FormField>
        <FormField>
          <Label htmlFor={fieldId('email')}>
            Email <Required />
          </Label>
          <Input {...control('email')} type="email" required autoComplete="email" placeholder="you@example.com" />
          {fieldError('email')}
        </FormField>
        <FormField>
          <Label htmlFor={fieldId('phone')}>Phone</Label>
          <Input {...control('phone')} type="tel" autoComplete="tel" placeholder="(512) 555-0142" />
          {fieldError('phone')}
        </FormField>
        <FormField>
          <Label htmlFor={fieldId('weddingDate')}>Wedding date</Label>
          <Input {...control('weddingDate')} type="date" min={calendarDateIn(new Date())} />
          {fieldError('weddingDate')}
        </FormField>
        <FormField>
          <Label htmlFor={fieldId('guestCount')}>Guest count</Label>
          <Input {...control('guestCount')} type="number" inputMode="numeric" min={1} step={1} placeholder="120" />
          {fieldError('guestCount')}
        </FormField>
        <FormField $span>
          <Label htmlFor={fieldId('message')}>Message</Label>
          <StyledTextarea
            {...control('message')}
            as="textarea"
            rows={4}
            placeholder="Tell the venue about your day: the season you have in mind, the feel you want, questions about packages…"
          />
          {fieldError('message')}
        </FormField>
      </StyledGrid>

      {/* Honeypot: hidden from people and assistive tech; a bot that fills it is refused. */}
      <StyledHoneypot aria-hidden="true">
        <label htmlFor={fieldId('website')}>Website</label>
        <input {...control('website')} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
      </StyledHoneypot>

      {formError && (
        <StyledFormError role="alert">
          <AlertIcon /> {formError}
        </StyledFormError>
      )}

      <Button type="submit" $size="lg" $block disabled={isMutating}>
        <MessageIcon /> {isMutating ? 'Sending...' : submitLabel}
      </Button>
      <StyledNote>
        <Required /> Required. The venue replies by email; your details go to this venue only.
      </StyledNote>
    </StyledForm>
  );
}

function Required() {
  return (
    <StyledRequired aria-hidden="true" title="required">
      *
    </StyledRequired>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  container-type: inline-size;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @container (min-width: 26rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field; $span makes it take the whole row of the two-column layout. */
const FormField = styled(Field)<{ $span?: boolean }>`
  @container (min-width: 26rem) {
    grid-column: ${({ $span }) => ($span ? '1 / -1' : 'auto')};
  }
`;

const StyledTextarea = styled(Input)`
  min-height: 7rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;

const StyledFormError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;

const StyledHoneypot = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
