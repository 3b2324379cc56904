import styled from 'styled-components';
import { HeadingSkeleton, LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';

/** The page's shape while the venue loads, so nothing jumps when it arrives. */
export function BookingSkeleton() {
  return (
    <LoadingShape label="Loading booking…">
      <StyledHeader widths={['10rem', 'min(26rem, 85%)', 'min(20rem, 65%)']} />
      <StyledLayout>
        <StyledAside>
          <Skeleton $ratio="16 / 10" />
          <StyledLines>
            <Skeleton $width="70%" $height="1.5rem" />
            <Skeleton $width="85%" />
            <Skeleton $width="50%" />
          </StyledLines>
        </StyledAside>
        <StyledMain>
          <StyledSteps>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $width="2rem" $height="2rem" $round />
            ))}
          </StyledSteps>
          <Skeleton $width="12rem" $height="2rem" />
          <StyledFields>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} $height="2.75rem" />
            ))}
          </StyledFields>
          <Skeleton $height="16rem" />
        </StyledMain>
      </StyledLayout>
    </LoadingShape>
  );
}

const StyledHeader = styled(HeadingSkeleton)`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 21rem;
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) 23rem;
  }
`;

const panel = `
  display: flex;
  flex-direction: column;
`;

const StyledAside = styled.div`
  ${panel}
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    order: 2;
  }
  > span:first-child { border-radius: 0; }
`;

const StyledLines = styled(SkeletonStack)`
  padding: ${({ theme }) => theme.space[5]};
`;

const StyledMain = styled.div`
  ${panel}
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledSteps = styled.div`
  display: flex;
  justify-content: space-around;
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;
