import styled from 'styled-components';
import { LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';

/** The countdown's shape while the account or the wedding loads. */
export function CountdownLoading() {
  return (
    <LoadingShape label="Loading your countdown…">
      <StyledHero>
        <Skeleton $width="8rem" />
        <Skeleton $width="min(22rem, 80%)" $height="2.5rem" />
        <StyledTiles>
          {[0, 1, 2, 3].map((tile) => (
            <Skeleton key={tile} $height="5.5rem" />
          ))}
        </StyledTiles>
      </StyledHero>
    </LoadingShape>
  );
}

const StyledHero = styled(SkeletonStack)`
  align-items: center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 40rem;
`;
