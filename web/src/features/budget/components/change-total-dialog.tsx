import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { myBudgetKey } from '@/shared/api/my-budget';
import { myWeddingKey, updateMyWedding } from '@/shared/api/my-wedding';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Field, FieldError, FieldHint, FormActions, Input, Label } from '@/ui/field';
import { toast } from '@/ui/toast/use-toast';
import { usd } from '../utils/money';

interface ChangeTotalDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The current total, "25000.00". */
  total: string;
}

export function ChangeTotalDialog({ open, onOpenChange, total }: ChangeTotalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change Budget Total" description="Every category and subcategory is scaled to the new total.">
      <ChangeTotalForm total={total} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** "25000.00" -> "25000", "1250.50" stays: what the couple would type. */
const typed = (decimal: string) => decimal.replace(/\.00$/, '');

function ChangeTotalForm({ total, onDone }: { total: string; onDone(): void }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [value, setValue] = useState(typed(total));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const amount = value.trim().replace(/^\$/, '').replace(/,/g, '');
    if (!amount) {
      setError('Enter your total budget in dollars.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const wedding = await updateMyWedding({ budgetTotal: amount });
      await Promise.all([mutate(myWeddingKey, wedding, { revalidate: false }), mutate(myBudgetKey)]);
      toast({ title: 'Budget Updated', description: `Your total budget is now ${usd(wedding.budgetTotal)}.`, variant: 'success' });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm onSubmit={submit} aria-busy={saving} noValidate>
      <Field>
        <Label htmlFor={`${id}-total`}>Total budget ($)</Label>
        <Input
          id={`${id}-total`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : <FieldHint id={`${id}-hint`} $small>Now {usd(total)}. Whole dollars or dollars and cents.</FieldHint>}
      </Field>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save Total'}
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
