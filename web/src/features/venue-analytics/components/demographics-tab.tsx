import { DataTable } from '@/ui/data-table';
import { StateMessage } from '@/ui/state-message';
import { UsersIcon } from '@/ui/icons';
import type { VenueAnalytics } from '../types';
import { axisTop, budgetRangeLabel, guestRangeLabel, percentLabel } from '../utils/analytics-format';
import { BarsChart, type BarDatum } from './analytics-charts';
import { ChartCard, ChartGrid } from './chart-card';

interface Row {
  label: string;
  count: number;
  percentage: number;
}

function ShareTable({ caption, heading, rows }: { caption: string; heading: string; rows: readonly Row[] }) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.label}
      nowrap
      columns={[
        { header: heading, rowHeader: true, cell: (row) => row.label },
        { header: 'Couples', cell: (row) => row.count.toLocaleString('en-US') },
        { header: 'Share', cell: (row) => percentLabel(row.percentage) },
      ]}
    />
  );
}

const bars = (rows: readonly Row[]): BarDatum[] => rows.map((row) => ({ label: row.label, value: row.count }));

/** Who the couples are: where they live, what they spend, how many guests they bring. */
export function DemographicsTab({ analytics }: { analytics: VenueAnalytics }) {
  const { topCities, budgetRanges, guestCounts } = analytics.demographics;
  const towns: Row[] = topCities.map((town) => ({ ...town, label: town.city }));
  const budgets: Row[] = budgetRanges.map((range) => ({ ...range, label: budgetRangeLabel(range.range) }));
  const guests: Row[] = guestCounts.map((range) => ({ ...range, label: guestRangeLabel(range.range) }));
  if (!towns.length && !budgets.length && !guests.length) {
    return (
      <StateMessage icon={<UsersIcon />} title="No couples to describe yet">
        Once couples inquire or book in this period, their home towns, budgets and guest counts show here.
      </StateMessage>
    );
  }
  return (
    <ChartGrid>
      <ChartCard
        wide
        title="Home towns"
        description="Where the couples who inquired or booked live, by the number of couples."
        chart={<BarsChart horizontal title="Home towns" description="Couples by home town" data={bars(towns)} valueName="Couples" top={axisTop(towns.map((t) => t.count), 1)} />}
        table={<ShareTable caption="Couples by home town" heading="Home town" rows={towns} />}
      />
      <ChartCard
        title="Budget ranges"
        description="Bookings by their total, in the budget ranges couples choose from when they sign up."
        chart={<BarsChart title="Budget ranges" description="Bookings by budget range" data={bars(budgets)} valueName="Couples" top={axisTop(budgets.map((b) => b.count), 1)} />}
        table={<ShareTable caption="Bookings by budget range" heading="Budget" rows={budgets} />}
      />
      <ChartCard
        title="Guest counts"
        description="Inquiries and bookings by the number of guests the couple expects."
        chart={<BarsChart title="Guest counts" description="Couples by guest count" data={bars(guests)} valueName="Couples" top={axisTop(guests.map((g) => g.count), 1)} />}
        table={<ShareTable caption="Couples by guest count" heading="Guests" rows={guests} />}
      />
    </ChartGrid>
  );
}
