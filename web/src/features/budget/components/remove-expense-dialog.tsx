import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormActions } from '@/ui/field';
import type { BudgetLine } from '../types';
import { usd } from '../utils/money';

interface RemoveExpenseDialogProps {
  line: BudgetLine | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(line: BudgetLine): void;
}

/** Removing cannot be undone: one question first. */
export function RemoveExpenseDialog({ line, busy, onCancel, onConfirm }: RemoveExpenseDialogProps) {
  return (
    <Dialog
      open={line !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Remove this expense?"
      description={line ? `${line.description}, ${usd(line.amount)}, leaves your budget.` : undefined}
    >
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Keep It</Button>
        </DialogClose>
        <Button disabled={busy} onClick={() => line && onConfirm(line)}>
          {busy ? 'Removing…' : 'Remove Expense'}
        </Button>
      </FormActions>
    </Dialog>
  );
}
