import { useId, useState } from 'react';
import styled from 'styled-components';
import { calendarDateIn } from '@domain/shared/calendar-date';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button, ButtonLink } from '@/ui/button';
import { AlertIcon, ListChecksIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';
import { HeadingSkeleton, LoadingShape, Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useSharedTimeline } from '../api/timeline-share';
import type { SharedTimeline } from '../types';
import { filterTasks, hasFilters, NO_FILTERS, type TaskFilters } from '../utils/task-filters';
import { planWeddingDate } from '../utils/task-timing';
import { ProgressCard } from './progress-card';
import { TaskList } from './task-list';
import { TimelineFilters } from './timeline-filters';

/** A couple's timeline opened from their shared link: read-only, without their notes. */
export function SharedTimelineView({ token }: { token: string }) {
  const { data, error, mutate } = useSharedTimeline(token);
  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeader eyebrow="Shared wedding timeline" title="Wedding Planning Timeline" intro="A couple's plan, shared read-only." />
        <Page>
          {gone ? (
            <StateMessage
              icon={<AlertIcon />}
              title="This link no longer works"
              action={<ButtonLink to="/">Go to the home page</ButtonLink>}
            >
              The couple may have stopped sharing their timeline or made a new link. Ask them for the latest one.
            </StateMessage>
          ) : (
            <LoadError title="The timeline could not be loaded" onRetry={() => void mutate()}>
              {errorMessage(error)}
            </LoadError>
          )}
        </Page>
      </>
    );
  }
  if (!data) {
    return (
      <Page>
        <LoadingShape label="Loading the shared timeline…">
          <StyledStack>
            <HeadingSkeleton widths={['10rem', 'min(28rem, 100%)', 'min(20rem, 100%)']} />
            <Skeleton $height="11rem" />
            <Skeleton $height="18rem" />
          </StyledStack>
        </LoadingShape>
      </Page>
    );
  }
  return <SharedTimelineBody timeline={data} />;
}

function SharedTimelineBody({ timeline }: { timeline: SharedTimeline }) {
  const headingId = useId();
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const [today] = useState(() => calendarDateIn(new Date()));
  const shown = filterTasks(timeline.tasks, filters, today);
  const weddingDate = planWeddingDate(timeline.tasks, timeline.weddingDate);
  const intro = 'Shared read-only by the couple: their plan and progress, without their private notes.';
  return (
    <>
      <PageHeader eyebrow="Shared wedding timeline" title={`${timeline.coupleName}: Wedding Timeline`} intro={intro} />
      <Page>
        <StyledStack>
          <ProgressCard progress={timeline.progress} weddingDate={weddingDate} />
          <StyledTasks aria-labelledby={headingId}>
            <StyledTitle id={headingId}>Tasks</StyledTitle>
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
                  ) : undefined
                }
              >
                {hasFilters(filters) ? 'No task matches these filters. Try adjusting them.' : 'The couple has not planned any tasks yet.'}
              </StateMessage>
            ) : (
              <TaskList tasks={shown} weddingDate={weddingDate} />
            )}
          </StyledTasks>
          <StyledInvite>
            <p>Planning a wedding of your own? Make your own month-by-month timeline for free.</p>
            <ButtonLink to="/sign-up" $variant="outline">
              Start planning
            </ButtonLink>
          </StyledInvite>
        </StyledStack>
      </Page>
    </>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledTasks = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledInvite = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.creamDeep};
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
`;
