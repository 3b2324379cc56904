import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { errorField, errorMessage } from '@/lib/api-client';
import type { MyWedding } from '@/shared/api/my-wedding';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Field, FieldError, FieldHint, FormActions, FormGrid, Input, Label, RequiredMark, Select, SelectOptions, Textarea } from '@/ui/field';
import { SparkleIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/use-toast';
import { generateTimeline } from '../api/generate-timeline';
import type { Timeline } from '../types';
import { initialGenerateForm, toGenerateRequest, type GenerateFormValues } from '../utils/generate-form';
import { budgetRangeOptions, VENUE_TYPE_OPTIONS, WEDDING_STYLE_OPTIONS } from '../utils/timeline-options';

interface GenerateTimelineDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the couple's wedding already says, to fill the form. */
  wedding: MyWedding | undefined;
  timeline: Timeline;
  /** The date the current tasks were planned for, if any. */
  planDate: string | null;
  onGenerated(timeline: Timeline): Promise<void> | void;
}

export function GenerateTimelineDialog({ open, onOpenChange, wedding, timeline, planDate, onGenerated }: GenerateTimelineDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Generate Timeline"
      description="A month-by-month plan from your wedding date; the venue type and guest count add the tasks they call for."
    >
      <GenerateForm
        initial={initialGenerateForm(wedding, planDate)}
        regenerating={timeline.tasks.length > 0}
        onDone={() => onOpenChange(false)}
        onGenerated={onGenerated}
      />
    </Dialog>
  );
}

type FieldName = keyof GenerateFormValues;

function GenerateForm({
  initial,
  regenerating,
  onDone,
  onGenerated,
}: {
  initial: GenerateFormValues;
  regenerating: boolean;
  onDone(): void;
  onGenerated: GenerateTimelineDialogProps['onGenerated'];
}) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const [values, setValues] = useState<GenerateFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();

  const set = <K extends FieldName>(name: K, value: GenerateFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const request = toGenerateRequest(values);
    if (!request) {
      toast({ title: 'Missing Information', description: 'Please select a wedding date first.', variant: 'destructive' });
      setErrors({ weddingDate: 'Please select a wedding date first.' });
      document.getElementById(fieldId('weddingDate'))?.focus();
      return;
    }
    setSaving(true);
    try {
      const timeline = await generateTimeline(request);
      const count = timeline.tasks.length;
      toast({
        title: 'Timeline Generated',
        description: `${count} ${count === 1 ? 'task' : 'tasks'} planned for your wedding on ${formatLongDate(request.weddingDate!)}.`,
        variant: 'success',
      });
      await onGenerated(timeline);
      onDone();
    } catch (error) {
      const field = errorField(error);
      if (field && field in values) {
        setErrors({ [field]: errorMessage(error) });
        document.getElementById(fieldId(field as FieldName))?.focus();
      } else {
        toast({ title: 'Timeline not generated', description: errorMessage(error), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  };

  const described = (name: FieldName) => ({
    id: fieldId(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const fieldError = (name: FieldName) => (errors[name] ? <FieldError id={errorId(name)}>{errors[name]}</FieldError> : null);

  return (
    <StyledForm onSubmit={submit} aria-busy={saving} noValidate>
      <FormGrid $twoColumnsFrom="28rem">
        <Field>
          <Label htmlFor={fieldId('coupleName')}>Couple name</Label>
          <Input {...described('coupleName')} value={values.coupleName} maxLength={200} onChange={(e) => set('coupleName', e.target.value)} placeholder="Sarah & Michael" />
          {fieldError('coupleName')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('weddingDate')}>
            Wedding date <RequiredMark />
          </Label>
          <Input {...described('weddingDate')} type="date" value={values.weddingDate} onChange={(e) => set('weddingDate', e.target.value)} />
          {fieldError('weddingDate')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('venueType')}>Venue type</Label>
          <Select {...described('venueType')} value={values.venueType} onChange={(e) => set('venueType', e.target.value as GenerateFormValues['venueType'])}>
            <SelectOptions options={VENUE_TYPE_OPTIONS} />
          </Select>
          {fieldError('venueType')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('guestCount')}>Guest count</Label>
          <Input
            {...described('guestCount')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.guestCount}
            onChange={(e) => set('guestCount', e.target.value)}
            placeholder="100"
          />
          {fieldError('guestCount')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('budgetRange')}>Budget range</Label>
          <Select {...described('budgetRange')} value={values.budgetRange} onChange={(e) => set('budgetRange', e.target.value as GenerateFormValues['budgetRange'])}>
            <SelectOptions options={budgetRangeOptions(values.budgetRange)} placeholder="Not decided yet" />
          </Select>
          {fieldError('budgetRange')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('weddingStyle')}>Wedding style</Label>
          <Select {...described('weddingStyle')} value={values.weddingStyle} onChange={(e) => set('weddingStyle', e.target.value as GenerateFormValues['weddingStyle'])}>
            <SelectOptions options={WEDDING_STYLE_OPTIONS} placeholder="Not decided yet" />
          </Select>
          {fieldError('weddingStyle')}
        </Field>
        <Field $span>
          <Label htmlFor={fieldId('customRequests')}>Custom requests</Label>
          <Textarea
            {...described('customRequests')}
            rows={3}
            maxLength={1000}
            value={values.customRequests}
            onChange={(e) => set('customRequests', e.target.value)}
            placeholder="A sunset ceremony, a taco truck for the late-night snack…"
          />
          {fieldError('customRequests')}
        </Field>
      </FormGrid>
      <FieldHint $small>
        <RequiredMark /> Required. More than 150 guests adds a day-of coordinator; an outdoor, garden or beach venue adds a weather plan.
        {regenerating && ' Generating again moves the planned tasks to the new date and keeps what you have completed, your notes and your own tasks.'}
      </FieldHint>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          <SparkleIcon /> {saving ? 'Generating…' : 'Generate Timeline'}
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
