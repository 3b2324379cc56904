import styled from 'styled-components';
import { Skeleton } from '../../../ui/skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { StyledAside, StyledDetails, StyledGalleryArea, StyledLayout } from './venue-detail-layout';

/** The page's shape while the venue loads, so nothing jumps when it arrives. */
export function VenueDetailSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading venue…</VisuallyHidden>
      <StyledHeader aria-hidden="true">
        <Skeleton $width="8rem" />
        <Skeleton $width="min(28rem, 80%)" $height="2.5rem" />
        <Skeleton $width="min(20rem, 60%)" />
      </StyledHeader>
      <StyledLayout aria-hidden="true">
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
    </div>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
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
