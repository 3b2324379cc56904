import styled from 'styled-components';
import { LoadingShape, Skeleton } from '@/ui/skeleton';

/** The panel's shape while the figures (or the chart code) load. */
export function AnalyticsSkeleton() {
  return (
    <LoadingShape label="Loading analytics…">
      <StyledShape>
        <StyledCards>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} $height="6.5rem" />
          ))}
        </StyledCards>
        <Skeleton $width="min(26rem, 100%)" $height="2.75rem" $round />
        <Skeleton $height="20rem" />
      </StyledShape>
    </LoadingShape>
  );
}

const StyledShape = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
`;
