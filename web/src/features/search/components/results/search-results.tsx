import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { AlertIcon, SearchIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { StateMessage } from '@/ui/state-message';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { useVenueSearch } from '../../api/search-venues';
import { ShowMore } from './show-more';
import { VenueResultsGrid, VenueResultsSkeleton, type VenueCardActions } from './venue-results-grid';

interface SearchResultsProps {
  search: ReturnType<typeof useVenueSearch>;
  actions: VenueCardActions;
  /** Offered in the empty state when filters are set. */
  onClearFilters?: () => void;
  /** The wedding date searched for, if any. */
  availableOn?: string;
}

/** The filtered results: skeletons, error, empty state, cards and "Show more venues". */
export function SearchResults({ search, actions, onClearFilters, availableOn }: SearchResultsProps) {
  const { venues, total, moreThanTotal, error, isLoading, isLoadingMore, hasMore, loadMore, retry } = search;

  if (isLoading) {
    return (
      <div role="status">
        <VisuallyHidden>Searching venues…</VisuallyHidden>
        <VenueResultsSkeleton />
      </div>
    );
  }
  if (error && venues.length === 0) {
    return (
      <LoadError title="We couldn't load venues" onRetry={retry}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (venues.length === 0) {
    return (
      <StateMessage
        icon={<SearchIcon />}
        title="No venues found"
        action={onClearFilters && <Button $variant="outline" onClick={onClearFilters}>Clear filters</Button>}
      >
        Try adjusting your search criteria or filters.
      </StateMessage>
    );
  }
  return (
    <StyledStack>
      <VenueResultsGrid venues={venues} actions={actions} availableOn={availableOn} />
      {error && (
        <StyledInlineError role="alert">
          <AlertIcon /> Couldn't load more venues. {errorMessage(error)}
        </StyledInlineError>
      )}
      <ShowMore shown={venues.length} total={total} moreThanTotal={moreThanTotal} hasMore={hasMore || Boolean(error)} loading={isLoadingMore} onMore={error ? retry : loadMore} />
    </StyledStack>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const StyledInlineError = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
