import styled from 'styled-components';
import { usePackages } from '@/shared/api/venue-packages';
import { BouquetIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { PackageCard } from './package-card';

interface PackageListProps {
  venueId: string;
  selectedDate: string | null;
}

/** The venue's wedding packages in the API's order: popular first, then by price. */
export function PackageList({ venueId, selectedDate }: PackageListProps) {
  const { data, error, isLoading, mutate } = usePackages(venueId);

  if (isLoading) {
    return (
      <StyledGrid role="status" aria-busy="true">
        <VisuallyHidden>Loading packages…</VisuallyHidden>
        {[0, 1].map((i) => (
          <StyledSkeletonCard key={i} aria-hidden="true">
            <Skeleton $width="2.5rem" $height="2.5rem" $round />
            <Skeleton $width="60%" $height="1.5rem" />
            <Skeleton />
            <Skeleton $width="40%" $height="1.75rem" />
            <Skeleton $width="80%" />
            <Skeleton $width="70%" />
          </StyledSkeletonCard>
        ))}
      </StyledGrid>
    );
  }
  if (error) {
    return (
      <LoadError title="Failed to fetch packages" onRetry={() => void mutate()}>
        The wedding packages of this venue could not be loaded.
      </LoadError>
    );
  }
  if (!data || data.length === 0) {
    return (
      <StateMessage icon={<BouquetIcon />} title="No packages yet">
        No wedding packages available for this venue.
      </StateMessage>
    );
  }
  return (
    <StyledGrid>
      {data.map((pkg) => (
        <PackageCard key={pkg.id} venueId={venueId} pkg={pkg} selectedDate={selectedDate} />
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledSkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
