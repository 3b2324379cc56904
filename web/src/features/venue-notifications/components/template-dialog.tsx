import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { fillTemplate, TEMPLATE_LIMITS, TEMPLATE_VARIABLES, templatePreview, type TemplateVariable } from '@domain/venue-notifications/notification-template';
import { errorField, errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { CheckboxRow, FormActions, FormGrid, Input, LabeledField, Select, Textarea } from '@/ui/field';
import { toast } from '@/ui/toast/use-toast';
import { createTemplate, templatesKey, updateTemplate } from '../api/notification-templates';
import { usePreviewBookings } from '../api/preview-bookings';
import type { NotificationTemplate, SendTiming, TemplateType } from '../types';
import { TYPE_LABELS } from '../utils/template-labels';
import { bookingValues, pickPreviewBooking, sampleValues } from '../utils/template-values';

interface TemplateDialogProps {
  venue: { id: string; name: string };
  /** The template to edit; null for a new one. */
  editing: NotificationTemplate | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function TemplateDialog({ venue, editing, open, onOpenChange }: TemplateDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? 'Edit Template' : 'New Template'}
      description="Plain text: variables in double braces are filled in from each booking when the email goes out."
    >
      {open && <TemplateForm key={editing?.id ?? 'new'} venue={venue} editing={editing} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

interface FormState {
  name: string;
  type: TemplateType;
  subject: string;
  content: string;
  isActive: boolean;
  sendTiming: SendTiming;
  scheduleDays: string;
}

/** The spec's defaults for a new template: custom, sent immediately, active. */
const NEW_TEMPLATE: FormState = { name: '', type: 'custom', subject: '', content: '', isActive: true, sendTiming: 'immediate', scheduleDays: '' };

function initialState(template: NotificationTemplate | null): FormState {
  if (!template) return NEW_TEMPLATE;
  const { name, type, subject, content, isActive, sendTiming, scheduleDays } = template;
  return { name, type, subject, content, isActive, sendTiming, scheduleDays: scheduleDays === null ? '' : String(scheduleDays) };
}

function TemplateForm({ venue, editing, onDone }: { venue: { id: string; name: string }; editing: NotificationTemplate | null; onDone(): void }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<FormState>(() => initialState(editing));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  // Where a variable chip inserts: the field last focused, the content by default.
  const target = useRef<'subject' | 'content'>('content');
  const bookings = usePreviewBookings(venue.id);
  const previewBooking = bookings.data ? pickPreviewBooking(bookings.data) : null;
  const values = previewBooking ? bookingValues(previewBooking, venue) : sampleValues(venue.name);

  const set = <K extends keyof FormState>(field: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const insertVariable = (variable: TemplateVariable) => {
    const field = target.current;
    const element = field === 'subject' ? subjectRef.current : contentRef.current;
    const text = form[field];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const placeholder = `{{${variable}}}`;
    set(field, text.slice(0, start) + placeholder + text.slice(end));
    // Back to the field, the cursor after what was inserted.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const missing = (['name', 'subject', 'content'] as const).filter((field) => !form[field].trim());
    if (missing.length > 0) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Required.'])));
      return;
    }
    const days = form.scheduleDays.trim();
    if (form.sendTiming === 'schedule' && !/^\d+$/.test(days)) {
      setErrors({ scheduleDays: 'Enter how many days before the event, as a whole number.' });
      return;
    }
    const fields = {
      name: form.name.trim(),
      type: form.type,
      subject: form.subject.trim(),
      content: form.content.trim(),
      isActive: form.isActive,
      sendTiming: form.sendTiming,
      scheduleDays: form.sendTiming === 'schedule' ? Number(days) : null,
    };
    setSaving(true);
    try {
      if (editing) await updateTemplate(editing.id, { ...fields, venueId: venue.id });
      else await createTemplate({ ...fields, venueId: venue.id });
      await mutate(templatesKey(venue.id));
      toast({ title: 'Template Saved', description: `"${fields.name}" is saved.`, variant: 'success' });
      onDone();
    } catch (failure) {
      const field = errorField(failure);
      if (field && field in form) setErrors({ [field]: errorMessage(failure) });
      else toast({ title: 'Template not saved', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const errorId = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <StyledForm onSubmit={submit} aria-busy={saving} noValidate>
      <FormGrid>
        <LabeledField htmlFor={`${id}-name`} label="Template name" required error={errors.name} errorId={errorId('name')}>
          <Input id={`${id}-name`} value={form.name} maxLength={TEMPLATE_LIMITS.nameLength} onChange={(e) => set('name', e.target.value)} aria-invalid={errors.name ? true : undefined} aria-describedby={errorId('name')} />
        </LabeledField>
        <LabeledField htmlFor={`${id}-type`} label="Type" error={errors.type} errorId={errorId('type')}>
          <Select id={`${id}-type`} value={form.type} onChange={(e) => set('type', e.target.value as TemplateType)}>
            {(Object.keys(TYPE_LABELS) as TemplateType[]).map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </LabeledField>
        <LabeledField htmlFor={`${id}-timing`} label="When it is sent" error={errors.sendTiming} errorId={errorId('sendTiming')}>
          <Select id={`${id}-timing`} value={form.sendTiming} onChange={(e) => set('sendTiming', e.target.value as SendTiming)}>
            <option value="immediate">Immediately</option>
            <option value="schedule">Scheduled before the event</option>
          </Select>
        </LabeledField>
        {form.sendTiming === 'schedule' && (
          <LabeledField htmlFor={`${id}-days`} label="Days before the event" required error={errors.scheduleDays} errorId={errorId('scheduleDays')}>
            <Input
              id={`${id}-days`}
              inputMode="numeric"
              value={form.scheduleDays}
              onChange={(e) => set('scheduleDays', e.target.value.replace(/[^\d]/g, ''))}
              aria-invalid={errors.scheduleDays ? true : undefined}
              aria-describedby={errorId('scheduleDays')}
            />
          </LabeledField>
        )}
        <LabeledField htmlFor={`${id}-subject`} label="Subject" required span error={errors.subject} errorId={errorId('subject')}>
          <Input
            ref={subjectRef}
            id={`${id}-subject`}
            value={form.subject}
            maxLength={TEMPLATE_LIMITS.subjectLength}
            onFocus={() => (target.current = 'subject')}
            onChange={(e) => set('subject', e.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errorId('subject')}
          />
        </LabeledField>
        <LabeledField htmlFor={`${id}-content`} label="Message" required span error={errors.content} errorId={errorId('content')}>
          <Textarea
            ref={contentRef}
            id={`${id}-content`}
            rows={7}
            value={form.content}
            maxLength={TEMPLATE_LIMITS.contentLength}
            onFocus={() => (target.current = 'content')}
            onChange={(e) => set('content', e.target.value)}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errorId('content')}
          />
        </LabeledField>
      </FormGrid>
      <div>
        <StyledChipsLabel id={`${id}-variables`}>Insert a variable at the cursor</StyledChipsLabel>
        <StyledChips role="group" aria-labelledby={`${id}-variables`}>
          {TEMPLATE_VARIABLES.map((variable) => (
            <StyledChip key={variable} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => insertVariable(variable)}>
              {`{{${variable}}}`}
            </StyledChip>
          ))}
        </StyledChips>
      </div>
      <CheckboxRow>
        <input type="checkbox" checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} /> Active: send this template
      </CheckboxRow>
      <StyledPreview aria-live="polite" aria-labelledby={`${id}-preview`}>
        <h4 id={`${id}-preview`}>
          Preview {previewBooking ? `with ${previewBooking.customerName}'s booking` : 'with sample details (no bookings yet)'}
        </h4>
        <p>
          <strong>{fillTemplate(form.subject, values) || 'Subject'}</strong>
        </p>
        <StyledBody>{fillTemplate(form.content, values) || 'Your message appears here.'}</StyledBody>
        <small>Card preview: {templatePreview(form.content) || '—'}</small>
      </StyledPreview>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save Template'}
        </Button>
      </FormActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledChipsLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledChip = styled.button`
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.oak};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.oak};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledPreview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cream};
  overflow-wrap: anywhere;

  h4 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  small {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledBody = styled.p`
  white-space: pre-wrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
