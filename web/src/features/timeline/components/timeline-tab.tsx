import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { addDays, calendarDateIn } from '@domain/shared/calendar-date';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useBusyIds } from '@/lib/use-busy-ids';
import { useMyWedding } from '@/shared/api/my-wedding';
import { usePlanningPermissions } from '@/shared/api/planning-access';
import { Button, ButtonLink } from '@/ui/button';
import { ListChecksIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { LoadingShape, Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useToast } from '@/ui/toast/use-toast';
import { timelineKey, useRefreshTimeline, useTimeline } from '../api/get-timeline';
import { updateTask } from '../api/timeline-tasks';
import type { Timeline, TimelineTask } from '../types';
import { filterTasks, hasFilters, NO_FILTERS, type TaskFilters } from '../utils/task-filters';
import { planWeddingDate } from '../utils/task-timing';
import { DeleteTaskDialog } from './delete-task-dialog';
import { GenerateTimelineDialog } from './generate-timeline-dialog';
import { ProgressCard } from './progress-card';
import { ShareTimelineDialog } from './share-timeline-dialog';
import { TimelineActions, type TimelineDialog } from './timeline-actions';
import { AddTaskDialog, EditTaskDialog } from './task-dialogs';
import { TaskList } from './task-list';
import { TimelineFilters } from './timeline-filters';

/**
 * The couple's timeline without a page header: the /timeline page and the planning dashboard's
 * Timeline tab both show it. It reads GET /api/my/timeline itself.
 */
export function TimelineTab() {
  const { data: timeline, error, mutate } = useTimeline();
  if (error) {
    if (hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED')) {
      return (
        <StateMessage title="Sign in to see your timeline" action={<ButtonLink to="/sign-in?next=/timeline">Sign In</ButtonLink>}>
          Your planning timeline is kept with your account.
        </StateMessage>
      );
    }
    if (hasErrorCode(error, 'AUTH.FORBIDDEN')) {
      return <StateMessage title="The timeline is for couples">Sign in with the account you are planning your wedding with.</StateMessage>;
    }
    return (
      <LoadError title="Your timeline could not be loaded" onRetry={() => void mutate()}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (!timeline) return <TimelineSkeleton />;
  return <TimelineWorkspace timeline={timeline} />;
}

function TimelineWorkspace({ timeline }: { timeline: Timeline }) {
  const tasksHeadingId = useId();
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<TimelineDialog | null>(null);
  const [editing, setEditing] = useState<TimelineTask | null>(null);
  const [deleting, setDeleting] = useState<TimelineTask | null>(null);
  const [busyIds, setBusy] = useBusyIds();
  const [today] = useState(() => calendarDateIn(new Date()));
  const wedding = useMyWedding(true);
  // A collaborator who may only view and comment (family, friends) sees the plan without its controls.
  const { canEdit } = usePlanningPermissions();
  const refresh = useRefreshTimeline();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  const shown = filterTasks(timeline.tasks, filters, today);
  const weddingDate = planWeddingDate(timeline.tasks, timeline.weddingDate);

  const toggle = async (task: TimelineTask, isCompleted: boolean) => {
    setBusy(task.id, true);
    // The box turns at once; the progress follows with the server's answer.
    await mutate<Timeline>(
      timelineKey,
      (current) => current && { ...current, tasks: current.tasks.map((other) => (other.id === task.id ? { ...other, isCompleted, isOverdue: false } : other)) },
      { revalidate: false },
    );
    try {
      await updateTask(task.id, { isCompleted });
      toast({ title: 'Task Updated', description: isCompleted ? `"${task.title}" is done.` : `"${task.title}" is open again.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Task not updated', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      await refresh();
      setBusy(task.id, false);
    }
  };

  const dialogProps = (name: TimelineDialog) => ({ open: dialog === name, onOpenChange: (open: boolean) => setDialog(open ? name : null) });

  return (
    <StyledWorkspace>
      <TimelineActions onOpen={setDialog} hasTasks={timeline.tasks.length > 0} shared={timeline.sharedSince !== null} canEdit={canEdit} />
      {timeline.tasks.length > 0 && <ProgressCard progress={timeline.progress} weddingDate={weddingDate} />}

      <StyledTasks aria-labelledby={tasksHeadingId}>
        <StyledTasksTitle id={tasksHeadingId}>Tasks</StyledTasksTitle>
        {timeline.tasks.length > 0 && <TimelineFilters filters={filters} onChange={setFilters} shown={shown.length} total={timeline.tasks.length} />}
        {shown.length === 0 ? (
          <StateMessage
            icon={<ListChecksIcon />}
            title="No Tasks Found"
            action={
              hasFilters(filters) ? (
                <Button $variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              ) : canEdit ? (
                <Button onClick={() => setDialog('generate')}>Generate Timeline</Button>
              ) : undefined
            }
          >
            {hasFilters(filters)
              ? 'No task matches these filters. Try adjusting the filters, or generate a timeline to fill in the plan.'
              : canEdit
                ? 'Generate a timeline from your wedding date to get a month-by-month checklist, or add a task of your own.'
                : 'The couple has not made a timeline yet. Their tasks will show here once they do.'}
          </StateMessage>
        ) : (
          <TaskList
            tasks={shown}
            weddingDate={weddingDate}
            actionsFor={
              canEdit
                ? (task) => ({
                    busy: busyIds.has(task.id),
                    onToggle: (done) => void toggle(task, done),
                    onEdit: () => setEditing(task),
                    onDelete: task.source === 'own' ? () => setDeleting(task) : undefined,
                  })
                : undefined
            }
          />
        )}
      </StyledTasks>

      <GenerateTimelineDialog {...dialogProps('generate')} wedding={wedding.data} timeline={timeline} planDate={weddingDate} onGenerated={(next) => refresh(next)} />
      <AddTaskDialog {...dialogProps('add')} defaultDueDate={addDays(today, 7)} onSaved={() => refresh()} />
      <ShareTimelineDialog {...dialogProps('share')} sharedSince={timeline.sharedSince} onChanged={() => refresh()} />
      <EditTaskDialog task={editing} onOpenChange={(open) => !open && setEditing(null)} onSaved={() => refresh()} />
      <DeleteTaskDialog task={deleting} onOpenChange={(open) => !open && setDeleting(null)} onDeleted={() => refresh()} />
    </StyledWorkspace>
  );
}

function TimelineSkeleton() {
  return (
    <LoadingShape label="Loading your timeline…">
      <StyledWorkspace>
        <Skeleton $height="2.75rem" $width="min(40rem, 100%)" />
        <Skeleton $height="11rem" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} $height="7rem" />
        ))}
      </StyledWorkspace>
    </LoadingShape>
  );
}

const StyledWorkspace = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledTasks = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledTasksTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;
