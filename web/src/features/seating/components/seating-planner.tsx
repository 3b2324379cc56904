import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useSeating } from '../api/seating';
import { SeatingBoard } from './seating-board';

interface SeatingPlannerProps {
  bookingId: string;
  /** What the wedding says the caller may do; the plan's own answer must agree. */
  canEdit: boolean;
}

/** One booking's seating: loading, a failed read, or the board. */
export function SeatingPlanner({ bookingId, canEdit }: SeatingPlannerProps) {
  const { data, error, mutate } = useSeating(bookingId);
  if (error && !data) {
    return (
      <LoadError title="Your seating plan could not be loaded" onRetry={() => void mutate()}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (!data) return <SeatingSkeleton />;
  return <SeatingBoard bookingId={bookingId} seating={data} canEdit={canEdit && data.canEdit} />;
}

export function SeatingSkeleton() {
  return (
    <StyledSkeleton role="status">
      <VisuallyHidden>Loading your seating plan…</VisuallyHidden>
      <Skeleton $width="14rem" $height="2rem" />
      <StyledGrid>
        <Skeleton $height="16rem" />
        <Skeleton $height="12rem" />
        <Skeleton $height="12rem" />
      </StyledGrid>
    </StyledSkeleton>
  );
}

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
