import styled from 'styled-components';
import { Button } from '@/ui/button';

interface ShowMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

export function ShowMore({ shown, total, hasMore, loading, onMore }: ShowMoreProps) {
  return (
    <StyledFooter>
      <StyledProgress>
        Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {total === 1 ? 'venue' : 'venues'}
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
