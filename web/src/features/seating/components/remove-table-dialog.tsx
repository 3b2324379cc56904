import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormActions } from '@/ui/field';

interface RemoveTableDialogProps {
  table: { id: string; name: string; guestCount: number } | null;
  onCancel(): void;
  onConfirm(tableId: string): void;
}

/** One question before a table goes: its guests lose their seats. */
export function RemoveTableDialog({ table, onCancel, onConfirm }: RemoveTableDialogProps) {
  const guests = table?.guestCount ?? 0;
  return (
    <Dialog
      open={table !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Remove ${table?.name ?? 'this table'}?`}
      description={guests ? `Its ${guests === 1 ? 'guest goes' : `${guests} guests go`} back to the guests without a seat.` : 'Nobody is seated at it.'}
    >
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Keep It</Button>
        </DialogClose>
        <Button onClick={() => table && onConfirm(table.id)}>Remove Table</Button>
      </FormActions>
    </Dialog>
  );
}
