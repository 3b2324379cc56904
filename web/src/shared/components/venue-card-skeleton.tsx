import styled from 'styled-components';
import { Skeleton } from '@/ui/skeleton';

export function VenueCardSkeleton() {
  return (
    <StyledCard aria-hidden="true">
      <Skeleton $ratio="4 / 3" />
      <StyledBody>
        <Skeleton $width="70%" $height="1.5rem" />
        <Skeleton $width="45%" />
        <Skeleton />
        <Skeleton $width="85%" />
        <StyledRow>
          <Skeleton $width="5rem" $height="1.5rem" $round />
          <Skeleton $width="6rem" $height="1.5rem" $round />
          <Skeleton $width="4.5rem" $height="1.5rem" $round />
        </StyledRow>
        <StyledRow>
          <Skeleton $width="7rem" $height="1.75rem" />
          <Skeleton $width="6.5rem" $height="2.25rem" $round />
        </StyledRow>
      </StyledBody>
    </StyledCard>
  );
}

const StyledCard = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  > span:first-child { border-radius: 0; }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

const StyledRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  &:first-of-type { justify-content: flex-start; }
`;
