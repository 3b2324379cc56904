import styled from 'styled-components';
import { formatRating, reviewLabel } from '@/lib/format-rating';
import { DataTable } from '@/ui/data-table';
import { SearchIcon } from '@/ui/icons';
import type { CompetitorComparison, VenueAnalytics } from '../types';
import { countLabel, hoursLabel, monthLabel, ordinal } from '../utils/analytics-format';
import { money } from '../utils/analytics-money';
import { RatingChart } from './analytics-charts';
import { AnalyticsCard, ChartCard, ChartGrid } from './chart-card';

interface ComparisonRow {
  measure: string;
  yours: string;
  theirs: string;
}

const hours = (value: number | null) => (value === null ? '–' : hoursLabel(value));
const rating = (value: number | null) => (value === null ? '–' : value.toFixed(1));

function comparisonRows(c: CompetitorComparison): ComparisonRow[] {
  return [
    { measure: 'Price', yours: money(c.yourPrice), theirs: money(c.avgPrice) },
    { measure: 'Rating', yours: rating(c.yourRating), theirs: rating(c.avgRating) },
    { measure: 'Response time', yours: hours(c.yourResponseTime), theirs: hours(c.avgResponseTime) },
  ];
}

/** How the venue stands in its town: its place in search, its rating over time, and the town's averages. */
export function PerformanceTab({ analytics }: { analytics: VenueAnalytics }) {
  const { searchRanking, ratingTrend, competitorComparison } = analytics.performance;
  const town = searchRanking?.city ?? 'your town';
  return (
    <ChartGrid>
      <StyledFacts aria-labelledby="analytics-standing">
        <h3 id="analytics-standing">Where you stand</h3>
        <StyledRank>
          <SearchIcon aria-hidden="true" />
          {searchRanking ? (
            <p>
              <strong data-search-rank>
                {ordinal(searchRanking.rank)} of {searchRanking.outOf} in {searchRanking.city}
              </strong>
              <span>in the recommended search results of your town</span>
            </p>
          ) : (
            <p>
              <strong>Not in search yet</strong>
              <span>Your listing shows in search once it is published.</span>
            </p>
          )}
        </StyledRank>
        <p>
          Rated <strong>{formatRating(analytics.performance.rating, analytics.performance.reviewCount)}</strong> from{' '}
          {reviewLabel(analytics.performance.reviewCount)}.
        </p>
      </StyledFacts>
      <StyledFacts aria-labelledby="analytics-competitors">
        <h3 id="analytics-competitors">You and {town}</h3>
        <p>
          {competitorComparison.venues
            ? `Your figures beside the average of the ${countLabel(competitorComparison.venues, 'other published venue')} in ${town}.`
            : `No other published venue in ${town} to compare with yet.`}
        </p>
        <DataTable
          caption={`Your venue against the average of ${town}`}
          rows={comparisonRows(competitorComparison)}
          rowKey={(row) => row.measure}
          nowrap
          columns={[
            { header: 'Measure', rowHeader: true, cell: (row) => row.measure },
            { header: 'You', cell: (row) => row.yours },
            { header: 'Town average', cell: (row) => row.theirs },
          ]}
        />
      </StyledFacts>
      {ratingTrend.length > 0 ? (
        <ChartCard
          wide
          title="Rating over time"
          description="Your average rating at the end of each month."
          chart={<RatingChart title="Rating over time" description="Average rating by month" data={ratingTrend.map((r) => ({ label: monthLabel(r.month), rating: r.rating }))} />}
          table={
            <DataTable
              caption="Average rating by month"
              rows={ratingTrend}
              rowKey={(r) => r.month}
              nowrap
              columns={[
                { header: 'Month', rowHeader: true, cell: (r) => monthLabel(r.month) },
                { header: 'Rating', cell: (r) => r.rating.toFixed(1) },
                { header: 'Reviews', cell: (r) => r.reviewCount.toLocaleString('en-US') },
              ]}
            />
          }
        />
      ) : (
        <StyledFacts aria-labelledby="analytics-rating-trend">
          <h3 id="analytics-rating-trend">Rating over time</h3>
          <p>Your rating's history starts with your first reviews.</p>
        </StyledFacts>
      )}
    </ChartGrid>
  );
}

const StyledFacts = styled(AnalyticsCard)`
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  > p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  > p strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledRank = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sageLight};
  > svg { flex: none; width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; color: ${({ theme }) => theme.colors.oak}; }
  p { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[0.5]}; }
  strong { font-family: ${({ theme }) => theme.fonts.display}; font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.oakDeep}; }
  span { color: ${({ theme }) => theme.colors.ink}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;
