import styled from 'styled-components';
import { DataTable } from '@/ui/data-table';
import type { VenueAnalytics } from '../types';
import { axisTop, countLabel, dayLabel, dollars, monthLabel } from '../utils/analytics-format';
import { money, moneyFromDollars } from '../utils/analytics-money';
import { BarsChart, MonthlyChart } from './analytics-charts';
import { AnalyticsCard, ChartCard, ChartGrid } from './chart-card';

/** The spec's scales: monthly bars against 12 bookings, popular days against 28; more data stretches them. */
export const MONTHLY_BOOKINGS_SCALE = 12;
export const POPULAR_DAYS_SCALE = 28;

/** When couples marry here: bookings and revenue by month, by weekday, and the most asked-for dates. */
export function SeasonalityTab({ analytics }: { analytics: VenueAnalytics }) {
  const { monthlyBookings, weekdays, popularDates } = analytics.seasonality;
  const months = monthlyBookings.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <ChartGrid>
      <ChartCard
        wide
        title="Monthly bookings"
        description="Bookings confirmed in this period by the month of the wedding (bars), with their revenue (line)."
        chart={
          <MonthlyChart
            title="Monthly bookings"
            description="Bookings and revenue by wedding month"
            data={months.map((m) => ({ label: m.label, bookings: m.bookings, revenue: dollars(m.revenue) ?? 0 }))}
            bookingsTop={axisTop(months.map((m) => m.bookings), MONTHLY_BOOKINGS_SCALE)}
            formatMoney={moneyFromDollars}
          />
        }
        table={
          <DataTable
            caption="Bookings and revenue by wedding month"
            rows={months}
            rowKey={(m) => m.month}
            nowrap
            columns={[
              { header: 'Month', rowHeader: true, cell: (m) => m.label },
              { header: 'Bookings', cell: (m) => m.bookings.toLocaleString('en-US') },
              { header: 'Revenue', cell: (m) => money(m.revenue) },
            ]}
          />
        }
      />
      <ChartCard
        title="Popular days"
        description="Bookings by the weekday of the wedding."
        chart={
          <BarsChart
            title="Popular days"
            description="Bookings by weekday"
            data={weekdays.map((d) => ({ label: d.weekday.slice(0, 3), value: d.bookings }))}
            valueName="Bookings"
            top={axisTop(weekdays.map((d) => d.bookings), POPULAR_DAYS_SCALE)}
          />
        }
        table={
          <DataTable
            caption="Bookings by weekday"
            rows={weekdays}
            rowKey={(d) => d.weekday}
            nowrap
            columns={[
              { header: 'Weekday', rowHeader: true, cell: (d) => d.weekday },
              { header: 'Bookings', cell: (d) => d.bookings.toLocaleString('en-US') },
            ]}
          />
        }
      />
      <StyledDates aria-labelledby="analytics-popular-dates">
        <h3 id="analytics-popular-dates">Most requested dates</h3>
        {popularDates.length ? (
          <ol>
            {popularDates.map((d) => (
              <li key={d.date}>
                <time dateTime={d.date}>{dayLabel(d.date)}</time>
                <span>{countLabel(d.bookings, 'request')}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p>No dates were requested in this period.</p>
        )}
      </StyledDates>
    </ChartGrid>
  );
}

const StyledDates = styled(AnalyticsCard)`
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
  ol { display: flex; flex-direction: column; margin: 0; padding: 0; list-style: none; counter-reset: rank; }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2.5]} 0;
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    counter-increment: rank;
  }
  li:last-child { border-bottom: 0; }
  li::before { content: counter(rank) '.'; min-width: 1.5rem; color: ${({ theme }) => theme.colors.inkMuted}; }
  time { flex: 1 1 12rem; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; }
`;
