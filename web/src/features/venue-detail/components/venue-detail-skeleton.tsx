import styled from 'styled-components';
import { HeadingSkeleton, LoadingShape, Skeleton } from '@/ui/skeleton';
import { StyledAside, StyledDetails, StyledGalleryArea, StyledLayout } from './venue-detail-layout';

/** The page's shape while the venue loads, so nothing jumps when it arrives. */
export function VenueDetailSkeleton() {
  return (
    <LoadingShape label="Loading venue…">
      <StyledHeader widths={['8rem', 'min(28rem, 80%)', 'min(20rem, 60%)']} />
      <StyledLayout>
        <StyledGalleryArea>
          <Skeleton $ratio="16 / 10" />
          <StyledThumbs>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} $ratio="4 / 3" />
            ))}
          </StyledThumbs>
        </StyledGalleryArea>
        <StyledAside>
          <StyledCard>
            <Skeleton $width="70%" $height="2rem" />
            <Skeleton $height="3rem" />
            <Skeleton $height="3.25rem" $round />
            <Skeleton $height="3.25rem" $round />
          </StyledCard>
        </StyledAside>
        <StyledDetails>
          <Skeleton $width="10rem" $height="1.75rem" />
          <Skeleton />
          <Skeleton />
          <Skeleton $width="75%" />
        </StyledDetails>
      </StyledLayout>
    </LoadingShape>
  );
}

const StyledHeader = styled(HeadingSkeleton)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledThumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
