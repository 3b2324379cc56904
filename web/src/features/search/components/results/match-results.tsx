import { useState } from 'react';
import styled from 'styled-components';
import type { Venue } from '@/types/api';
import { SEARCH_PAGE_SIZE } from '../../api/search-venues';
import { ShowMore } from './show-more';
import { VenueResultsGrid, type VenueCardActions } from './venue-results-grid';

/** The assistant's ranked venues, in pages of the same size as the search's. */
export function MatchResults({ venues, actions }: { venues: readonly Venue[]; actions: VenueCardActions }) {
  const [shown, setShown] = useState(SEARCH_PAGE_SIZE);
  return (
    <StyledStack>
      <VenueResultsGrid venues={venues.slice(0, shown)} actions={actions} />
      <ShowMore
        shown={Math.min(shown, venues.length)}
        total={venues.length}
        hasMore={shown < venues.length}
        loading={false}
        onMore={() => setShown((count) => count + SEARCH_PAGE_SIZE)}
      />
    </StyledStack>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;
