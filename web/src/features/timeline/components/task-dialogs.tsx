import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TASK_LIMITS } from '@domain/planning/timeline-task';
import { errorField, errorMessage } from '@/lib/api-client';
import { readAgainBehind } from '@/lib/read-again-behind';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Field, FieldError, FieldHint, FormActions, FormGrid, Input, Label, RequiredMark, Select, SelectOptions, Textarea } from '@/ui/field';
import { useToast } from '@/ui/toast/use-toast';
import { addTask, updateTask } from '../api/timeline-tasks';
import type { TaskCategory, TaskPriority, TimelineTask } from '../types';
import { CATEGORY_OPTIONS, PRIORITY_OPTIONS } from '../utils/timeline-options';

interface TaskFormValues {
  title: string;
  category: TaskCategory;
  priority: TaskPriority;
  dueDate: string;
  description: string;
  notes: string;
}

type FieldName = keyof TaskFormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

interface DialogBase {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(): Promise<void> | void;
}

/** A task of the couple's own: a title, a category and a due date, and optionally more. */
export function AddTaskDialog({ open, onOpenChange, onSaved, defaultDueDate }: DialogBase & { defaultDueDate: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Task" description="Add something the plan does not cover; it takes its place by its due date.">
      <TaskForm
        mode="add"
        initial={{ title: '', category: 'other', priority: 'medium', dueDate: defaultDueDate, description: '', notes: '' }}
        onDone={() => onOpenChange(false)}
        onSaved={onSaved}
      />
    </Dialog>
  );
}

/** A task's notes and due date. */
export function EditTaskDialog({ task, onOpenChange, onSaved }: Omit<DialogBase, 'open'> & { task: TimelineTask | null }) {
  return (
    <Dialog open={task !== null} onOpenChange={onOpenChange} title="Edit Task" description={task?.title}>
      {task && (
        <TaskForm
          mode="edit"
          taskId={task.id}
          initial={{ title: task.title, category: task.category, priority: task.priority, dueDate: task.dueDate, description: task.description, notes: task.notes }}
          onDone={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

interface TaskFormProps {
  mode: 'add' | 'edit';
  taskId?: string;
  initial: TaskFormValues;
  onDone(): void;
  onSaved: DialogBase['onSaved'];
}

function TaskForm({ mode, taskId, initial, onDone, onSaved }: TaskFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const [values, setValues] = useState<TaskFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();

  const set = <K extends FieldName>(name: K, value: TaskFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (mode === 'add' && !values.title.trim()) found.title = 'Give the task a title.';
    if (!values.dueDate) found.dueDate = 'Choose the day the task is due.';
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = check();
    if (Object.keys(found).length) {
      setErrors(found);
      document.getElementById(fieldId(Object.keys(found)[0] as FieldName))?.focus();
      return;
    }
    setSaving(true);
    try {
      if (mode === 'add') {
        const task = await addTask({
          title: values.title.trim(),
          category: values.category,
          priority: values.priority,
          dueDate: values.dueDate,
          description: values.description.trim() || null,
          notes: values.notes.trim() || null,
        });
        toast({ title: 'Task Added', description: `"${task.title}" is on your timeline.`, variant: 'success' });
      } else {
        const task = await updateTask(taskId!, { notes: values.notes.trim() || null, dueDate: values.dueDate });
        toast({ title: 'Task Updated', description: `"${task.title}" is saved.`, variant: 'success' });
      }
      onDone();
      readAgainBehind(onSaved);
    } catch (error) {
      const field = errorField(error);
      if (field && field in values) {
        setErrors({ [field]: errorMessage(error) });
        document.getElementById(fieldId(field as FieldName))?.focus();
      } else {
        toast({ title: mode === 'add' ? 'Task not added' : 'Task not updated', description: errorMessage(error), variant: 'destructive' });
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
      <FormGrid $twoColumnsFrom="26rem">
        {mode === 'add' && (
          <>
            <Field $span>
              <Label htmlFor={fieldId('title')}>
                Title <RequiredMark />
              </Label>
              <Input {...described('title')} value={values.title} maxLength={TASK_LIMITS.titleLength} onChange={(e) => set('title', e.target.value)} placeholder="Book the mariachi band" />
              {fieldError('title')}
            </Field>
            <Field>
              <Label htmlFor={fieldId('category')}>Category</Label>
              <Select {...described('category')} value={values.category} onChange={(e) => set('category', e.target.value as TaskCategory)}>
                <SelectOptions options={CATEGORY_OPTIONS} />
              </Select>
              {fieldError('category')}
            </Field>
            <Field>
              <Label htmlFor={fieldId('priority')}>Priority</Label>
              <Select {...described('priority')} value={values.priority} onChange={(e) => set('priority', e.target.value as TaskPriority)}>
                <SelectOptions options={PRIORITY_OPTIONS} />
              </Select>
              {fieldError('priority')}
            </Field>
          </>
        )}
        <Field $span={mode === 'edit'}>
          <Label htmlFor={fieldId('dueDate')}>
            Due date <RequiredMark />
          </Label>
          <Input {...described('dueDate')} type="date" value={values.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
          {fieldError('dueDate')}
        </Field>
        {mode === 'add' && (
          <Field $span>
            <Label htmlFor={fieldId('description')}>Description</Label>
            <Input
              {...described('description')}
              value={values.description}
              maxLength={TASK_LIMITS.descriptionLength}
              onChange={(e) => set('description', e.target.value)}
              placeholder="What needs doing"
            />
            {fieldError('description')}
          </Field>
        )}
        <Field $span>
          <Label htmlFor={fieldId('notes')}>Notes</Label>
          <Textarea
            {...described('notes')}
            rows={4}
            value={values.notes}
            maxLength={TASK_LIMITS.notesLength}
            onChange={(e) => set('notes', e.target.value)}
            placeholder="Quotes, phone numbers, who is on it…"
          />
          {fieldError('notes')}
        </Field>
      </FormGrid>
      <FieldHint $small>
        <RequiredMark /> Required. Notes stay private: a shared timeline does not show them.
      </FieldHint>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : mode === 'add' ? 'Add Task' : 'Save Task'}
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
