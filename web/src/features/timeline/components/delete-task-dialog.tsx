import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { readAgainBehind } from '@/lib/read-again-behind';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormActions } from '@/ui/field';
import { useToast } from '@/ui/toast/use-toast';
import { deleteTask } from '../api/timeline-tasks';
import type { TimelineTask } from '../types';

interface DeleteTaskDialogProps {
  task: TimelineTask | null;
  onOpenChange(open: boolean): void;
  onDeleted(): Promise<void> | void;
}

export function DeleteTaskDialog({ task, onOpenChange, onDeleted }: DeleteTaskDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const { toast } = useToast();

  const remove = async () => {
    if (!task || deleting) return;
    setDeleting(true);
    try {
      await deleteTask(task.id);
      toast({ title: 'Task Deleted', description: `"${task.title}" is off your timeline.`, variant: 'success' });
      onOpenChange(false);
      readAgainBehind(onDeleted);
    } catch (error) {
      toast({ title: 'Task not deleted', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={task !== null} onOpenChange={onOpenChange} title="Delete Task" description={task ? `"${task.title}" will be removed from your timeline.` : undefined}>
      <StyledBody>
        <p>This cannot be undone.</p>
        <FormActions>
          <DialogClose asChild>
            <Button $variant="ghost">Keep Task</Button>
          </DialogClose>
          <Button onClick={() => void remove()} disabled={deleting}>
            {deleting ? 'Deleting…' : 'Delete Task'}
          </Button>
        </FormActions>
      </StyledBody>
    </Dialog>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
`;
