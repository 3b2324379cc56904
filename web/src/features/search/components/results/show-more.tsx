import styled from 'styled-components';
import { Button } from '@/ui/button';
import { venueCountLabel } from '../../utils/venue-count';

interface ShowMoreProps {
  shown: number;
  total: number;
  /** The server stopped counting at `total`: "of 1,000+ venues". */
  moreThanTotal?: boolean;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

export function ShowMore({ shown, total, moreThanTotal, hasMore, loading, onMore }: ShowMoreProps) {
  return (
    <StyledFooter>
      <StyledProgress>
        Showing {shown.toLocaleString('en-US')} of {venueCountLabel(total, moreThanTotal)}
      </StyledProgress>
      {hasMore && (
        <Button $variant="outline" $size="lg" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? 'Loading more venues…' : 'Show more venues'}
        </Button>
      )}
    </StyledFooter>
  );
}

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledProgress = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
