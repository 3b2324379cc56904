import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { RECOMMENDED_ORDER_EXPLANATION } from '@domain/venues/venue-ranking';
import type { VenueSort } from '@/types/api';
import { Button } from '@/ui/button';
import { Container } from '@/ui/container';
import { Select, SelectOptions } from '@/ui/field';
import { SparkleIcon } from '@/ui/icons';
import { useMediaQuery } from '@/ui/use-media-query';
import { useVenueSearch } from '../api/search-venues';
import { useSearchFilters } from '../hooks/use-search-filters';
import type { StyleMatches } from '../hooks/use-style-assistant';
import { activeFilterCount, clearFilters, filtersToRequest, SORT_OPTIONS, type SearchFilters } from '../utils/search-filters';
import { StyleAssistant } from './assistant/style-assistant';
import { FiltersDrawer } from './filters/filters-drawer';
import { SearchFiltersPanel } from './filters/search-filters-panel';
import { MatchResults } from './results/match-results';
import { SearchResults } from './results/search-results';
import type { VenueCardActions } from './results/venue-results-grid';
import { venueCountLabel } from '../utils/venue-count';

/**
 * The search page body: the style assistant, the filters (a sidebar on wide screens, a
 * drawer on small ones), the sort and the results, which the assistant's ranked matches
 * can replace until the filters change or the visitor goes back to all venues.
 */
export function VenueSearch({ actions }: { actions: VenueCardActions }) {
  const theme = useTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`);
  const { filters, setFilters } = useSearchFilters();
  const request = useMemo(() => filtersToRequest(filters), [filters]);
  const search = useVenueSearch(request);

  const [matches, setMatches] = useState<StyleMatches | null>(null);
  const [matchesShown, setMatchesShown] = useState(false);
  useLeaveMatchesWhenFiltersChange(JSON.stringify(request), () => setMatchesShown(false));

  const showingMatches = matchesShown && matches !== null && matches.venues.length > 0;
  const filterCount = activeFilterCount(filters);
  const clear = () => setFilters(clearFilters);

  const onMatches = (next: StyleMatches | null) => {
    setMatches(next);
    setMatchesShown(next !== null && next.venues.length > 0);
  };

  const panel = <SearchFiltersPanel filters={filters} setFilters={setFilters} />;

  return (
    <StyledContainer $wide>
      <StyleAssistant onMatches={onMatches} hasMatches={matches !== null} matchesShown={showingMatches} onShowMatches={setMatchesShown} />

      <StyledLayout>
        {isWide && (
          <StyledSidebar aria-labelledby="search-filters-title">
            <StyledSidebarTitle id="search-filters-title">Filters</StyledSidebarTitle>
            {panel}
          </StyledSidebar>
        )}

        <StyledResults aria-labelledby="search-results-title" aria-busy={search.isLoading}>
          <StyledToolbar>
            <StyledCount id="search-results-title" aria-live="polite">
              {showingMatches ? (
                <>
                  <SparkleIcon aria-hidden="true" /> {matches.venues.length} style {matches.venues.length === 1 ? 'match' : 'matches'}
                </>
              ) : search.isLoading ? (
                'Searching venues…'
              ) : search.error && search.venues.length === 0 ? (
                'Venues'
              ) : (
                venueCountLabel(search.total, search.moreThanTotal)
              )}
            </StyledCount>
            <StyledTools>
              {!isWide && (
                <FiltersDrawer activeCount={filterCount} total={search.isLoading ? undefined : search.total} moreThanTotal={search.moreThanTotal} isSearching={search.isLoading}>
                  {panel}
                </FiltersDrawer>
              )}
              {showingMatches ? (
                <Button $variant="outline" onClick={() => setMatchesShown(false)}>
                  Show all venues
                </Button>
              ) : (
                <SortSelect
                  value={filters.sort}
                  describedBy={filters.sort === 'recommended' ? RANKING_NOTE_ID : undefined}
                  onChange={(sort) => setFilters((current: SearchFilters) => ({ ...current, sort }))}
                />
              )}
            </StyledTools>
          </StyledToolbar>

          {showingMatches ? (
            <>
              <StyledMatchNote>Ranked by how well each venue fits your answers to the style assistant; the filters do not apply.</StyledMatchNote>
              <MatchResults key={matches.venues.map((venue) => venue.id).join()} venues={matches.venues} actions={actions} />
            </>
          ) : (
            <>
              {/* What the default order weighs, in the domain's own words (domain/venues/venue-ranking.ts). */}
              {filters.sort === 'recommended' && <StyledMatchNote id={RANKING_NOTE_ID}>{RECOMMENDED_ORDER_EXPLANATION}</StyledMatchNote>}
              <SearchResults search={search} actions={actions} onClearFilters={filterCount > 0 ? clear : undefined} availableOn={request.date} />
            </>
          )}
        </StyledResults>
      </StyledLayout>
    </StyledContainer>
  );
}

const RANKING_NOTE_ID = 'search-ranking-note';

function SortSelect({ value, describedBy, onChange }: { value: VenueSort; describedBy?: string; onChange: (sort: VenueSort) => void }) {
  return (
    <StyledSort>
      <StyledSortLabel htmlFor="search-sort">Sort by</StyledSortLabel>
      <Select id="search-sort" value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value as VenueSort)}>
        <SelectOptions options={SORT_OPTIONS} />
      </Select>
    </StyledSort>
  );
}

/** The matches answer the assistant, not the filters: touching a filter goes back to the search. */
function useLeaveMatchesWhenFiltersChange(requestKey: string, leave: () => void) {
  const previous = useRef(requestKey);
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  });
  useEffect(() => {
    if (previous.current === requestKey) return;
    previous.current = requestKey;
    leaveRef.current();
  }, [requestKey]);
}

const StyledContainer = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[16]};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 17.5rem minmax(0, 1fr);
  }
`;

const StyledSidebar = styled.aside`
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledSidebarTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledResults = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const StyledCount = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; color: ${({ theme }) => theme.colors.terracotta}; }
`;

const StyledTools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;

  ${({ theme }) => theme.media.sm} {
    width: auto;
  }
`;

const StyledSort = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  select { min-width: 0; }

  ${({ theme }) => theme.media.sm} {
    flex: none;
    select { width: auto; min-width: 12.5rem; }
  }
`;

/** On a phone the select speaks for itself ("Recommended"); the label stays for screen readers. */
const StyledSortLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const StyledMatchNote = styled.p`
  margin-top: -${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
