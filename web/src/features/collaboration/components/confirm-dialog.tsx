import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormActions } from '@/ui/field';

export interface ConfirmQuestion {
  title: string;
  description: string;
  confirm: string;
  /** While the change is on its way. */
  confirming: string;
  cancel: string;
}

interface ConfirmDialogProps {
  question: ConfirmQuestion | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Removing someone or leaving cannot be undone by a click: one question first. */
export function ConfirmDialog({ question, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={question !== null} onOpenChange={(open) => !open && onCancel()} title={question?.title ?? ''} description={question?.description}>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">{question?.cancel ?? 'Cancel'}</Button>
        </DialogClose>
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? question?.confirming : question?.confirm}
        </Button>
      </FormActions>
    </Dialog>
  );
}
