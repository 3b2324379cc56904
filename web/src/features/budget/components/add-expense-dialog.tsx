import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EXPENSE_LIMITS } from '@domain/planning/expense';
import { errorField, errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { CheckboxRow, Field, FieldError, FieldHint, FormActions, FormGrid, Input, Label, RequiredMark, Select, SelectOptions } from '@/ui/field';
import { WalletIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { addExpense } from '../api/expenses';
import type { BudgetCategory } from '../types';
import { usd } from '../utils/money';
import {
  EMPTY_EXPENSE_FORM,
  MISSING_INFORMATION,
  missingExpenseFields,
  toNewExpense,
  type ExpenseFormValues,
} from '../utils/expense-form';

interface AddExpenseDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  categories: readonly BudgetCategory[];
  /** After the expense is stored: read the budget again. */
  onAdded(): Promise<unknown>;
}

export function AddExpenseDialog({ open, onOpenChange, categories, onAdded }: AddExpenseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Expense" description="Record a payment or a quote; mark it paid once the money has gone out.">
      <AddExpenseForm categories={categories} onAdded={onAdded} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type FieldName = keyof Omit<ExpenseFormValues, 'paid'>;
type FieldErrors = Partial<Record<FieldName, string>>;

const MISSING_WORDS: Record<'categoryId' | 'amount' | 'description', string> = {
  categoryId: 'Choose a category.',
  amount: 'Enter the amount.',
  description: 'Say what the expense is for.',
};

const FORM_FIELDS: readonly FieldName[] = ['categoryId', 'subcategoryId', 'amount', 'description', 'vendor'];
const isFormField = (name: string | undefined): name is FieldName => (FORM_FIELDS as readonly (string | undefined)[]).includes(name);

function AddExpenseForm({ categories, onAdded, onDone }: { categories: readonly BudgetCategory[]; onAdded(): Promise<unknown>; onDone(): void }) {
  const id = useId();
  const fieldId = (name: FieldName | 'paid') => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const [values, setValues] = useState<ExpenseFormValues>(EMPTY_EXPENSE_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const category = categories.find((c) => c.id === values.categoryId);

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value, ...(name === 'categoryId' ? { subcategoryId: '' } : {}) }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const missing = missingExpenseFields(values);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((name) => [name, MISSING_WORDS[name]])));
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      document.getElementById(fieldId(missing[0]))?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const expense = await addExpense(toNewExpense(values));
      await onAdded();
      toast({ title: 'Expense Added', description: `${expense.description}, ${usd(expense.amount)}, is in your budget.`, variant: 'success' });
      onDone();
    } catch (error) {
      const field = errorField(error);
      if (isFormField(field)) {
        setErrors({ [field]: errorMessage(error) });
        document.getElementById(fieldId(field))?.focus();
      } else {
        toast({ title: 'Failed to add expense', description: errorMessage(error), variant: 'destructive' });
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
        <Field>
          <Label htmlFor={fieldId('categoryId')}>
            Category <RequiredMark />
          </Label>
          <Select {...described('categoryId')} value={values.categoryId} onChange={(event) => set('categoryId', event.target.value)}>
            <SelectOptions placeholder="Choose a category" options={categories.map((c) => ({ value: c.id, label: c.name }))} />
          </Select>
          {fieldError('categoryId')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('subcategoryId')}>
            Subcategory <StyledOptional>(optional)</StyledOptional>
          </Label>
          <Select
            {...described('subcategoryId')}
            value={values.subcategoryId}
            disabled={!category}
            onChange={(event) => set('subcategoryId', event.target.value)}
          >
            <SelectOptions
              placeholder={category ? 'None' : 'Choose a category first'}
              options={(category?.subcategories ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Select>
          {fieldError('subcategoryId')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('amount')}>
            Amount ($) <RequiredMark />
          </Label>
          <Input {...described('amount')} inputMode="decimal" autoComplete="off" placeholder="1250" value={values.amount} onChange={(event) => set('amount', event.target.value)} />
          {fieldError('amount')}
        </Field>
        <Field>
          <Label htmlFor={fieldId('vendor')}>
            Vendor <StyledOptional>(optional)</StyledOptional>
          </Label>
          <Input {...described('vendor')} maxLength={EXPENSE_LIMITS.vendorLength} autoComplete="off" placeholder="Bluebonnet Blooms" value={values.vendor} onChange={(event) => set('vendor', event.target.value)} />
          {fieldError('vendor')}
        </Field>
        <Field $span>
          <Label htmlFor={fieldId('description')}>
            Description <RequiredMark />
          </Label>
          <Input
            {...described('description')}
            maxLength={EXPENSE_LIMITS.descriptionLength}
            autoComplete="off"
            placeholder="Photographer deposit"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
          {fieldError('description')}
        </Field>
        <Field $span>
          <CheckboxRow htmlFor={fieldId('paid')}>
            <input id={fieldId('paid')} type="checkbox" checked={values.paid} onChange={(event) => setValues((current) => ({ ...current, paid: event.target.checked }))} />
            Already paid
          </CheckboxRow>
        </Field>
      </FormGrid>
      <FieldHint $small>
        <RequiredMark /> Required. An expense not marked paid shows as Pending.
      </FieldHint>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          <WalletIcon /> {saving ? 'Adding…' : 'Add Expense'}
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

const StyledOptional = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
