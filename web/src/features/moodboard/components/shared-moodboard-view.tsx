import { useId } from 'react';
import styled from 'styled-components';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ButtonLink } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { NotFoundCard } from '@/ui/not-found-card';
import { Page } from '@/ui/page';
import { PageHeader } from '@/ui/page-header';
import { HeadingSkeleton, LoadingShape, Skeleton } from '@/ui/skeleton';
import { useSharedMoodboard } from '../api/moodboard';
import type { SharedMoodboard } from '../types';
import { StaticBoard } from './static-board';

const SAVED = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** A couple's mood board opened from their shared link: to look at, not to change. */
export function SharedMoodboardView({ shareId }: { shareId: string }) {
  const { data, error, mutate } = useSharedMoodboard(shareId);
  if (error) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <NotFoundCard title="Mood Board Not Found" heading="Mood Board Not Found">
          <p>This link no longer works: the couple may have stopped sharing their board, or made a new link. Ask them for the latest one.</p>
          <ButtonLink to="/" $size="lg">
            Back to Home
          </ButtonLink>
        </NotFoundCard>
      );
    }
    return (
      <Page>
        <LoadError title="The mood board could not be loaded" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </LoadError>
      </Page>
    );
  }
  if (!data) {
    return (
      <Page>
        <LoadingShape label="Loading the shared mood board…">
          <StyledStack>
            <HeadingSkeleton widths={['10rem', 'min(28rem, 100%)', 'min(20rem, 100%)']} />
            <Skeleton $height="37.5rem" />
          </StyledStack>
        </LoadingShape>
      </Page>
    );
  }
  return <SharedBoard board={data} />;
}

function SharedBoard({ board }: { board: SharedMoodboard }) {
  const helpId = useId();
  return (
    <>
      <PageHeader eyebrow="Shared mood board" title={`${board.coupleName}: Mood Board`} intro="The colours, pictures and words of their wedding, shared read-only by the couple." />
      <Page>
        <StyledStack>
          <StyledNote id={helpId}>
            {board.updatedAt ? `Last saved ${SAVED.format(new Date(board.updatedAt))}. ` : ''}
            The board is 2000 px wide: scroll sideways to see all of it.
          </StyledNote>
          <StaticBoard
            items={board.items}
            label={`${board.coupleName}'s mood board`}
            describedBy={helpId}
            emptyTitle="This board is empty…"
            emptyText="The couple has not pinned anything to their board yet."
          />
          <StyledInvite>
            <p>Planning a wedding of your own? Collect your colours and ideas on a mood board for free.</p>
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
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
