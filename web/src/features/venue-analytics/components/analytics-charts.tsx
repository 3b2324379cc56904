import { Bar, BarChart, CartesianGrid, ComposedChart, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { useMediaQuery } from '@/ui/use-media-query';
import { AXIS_TICKS } from '../utils/analytics-format';

// The panel's charts on recharts, in the theme's colours, with the keyboard and screen-reader
// layer on (arrow keys walk the bars and announce each one's tooltip). Every chart is also shown
// as a table by its ChartCard.

export interface BarDatum {
  label: string;
  value: number;
}

interface BarsProps {
  /** The svg's title and description, for screen readers. */
  title: string;
  description: string;
  data: readonly BarDatum[];
  /** What a bar counts, in the tooltip ("Bookings"). */
  valueName: string;
  /** The value axis runs from 0 to at least this. */
  top: number;
  /** Long labels (home towns) read better as horizontal bars. */
  horizontal?: boolean;
  height?: number;
}

const TICK_FONT_SIZE = 12;

function useChartColors() {
  const { colors, fonts } = useTheme();
  return {
    bar: colors.oak,
    accent: colors.terracotta,
    line: colors.bluebonnet,
    grid: colors.border,
    tick: { fill: colors.inkMuted, fontSize: TICK_FONT_SIZE, fontFamily: fonts.body },
    tooltip: {
      contentStyle: { borderRadius: 10, borderColor: colors.border, background: colors.surface, color: colors.ink, fontFamily: fonts.body },
      cursor: { fill: colors.creamDeep },
    },
  };
}

export function BarsChart({ title, description, data, valueName, top, horizontal = false, height = 260 }: BarsProps) {
  const c = useChartColors();
  const rows = data.map((d) => ({ label: d.label, [valueName]: d.value }));
  if (horizontal) {
    return (
      <ResponsiveContainer width="100%" height={Math.max(height, data.length * 40 + 40)}>
        <BarChart data={rows} layout="vertical" accessibilityLayer title={title} desc={description} margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid horizontal={false} stroke={c.grid} />
          <XAxis type="number" domain={[0, top]} tickCount={AXIS_TICKS} allowDecimals={false} tick={c.tick} stroke={c.grid} />
          <YAxis type="category" dataKey="label" width={110} tick={c.tick} stroke={c.grid} />
          <Tooltip {...c.tooltip} />
          <Bar dataKey={valueName} fill={c.bar} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} accessibilityLayer title={title} desc={description} margin={{ top: 8, right: 8, bottom: 4, left: -16 }}>
        <CartesianGrid vertical={false} stroke={c.grid} />
        <XAxis dataKey="label" tick={c.tick} stroke={c.grid} interval="preserveStartEnd" />
        <YAxis domain={[0, top]} tickCount={AXIS_TICKS} allowDecimals={false} tick={c.tick} stroke={c.grid} />
        <Tooltip {...c.tooltip} />
        <Bar dataKey={valueName} fill={c.bar} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface MonthDatum {
  label: string;
  bookings: number;
  /** Whole dollars, for the line's height. */
  revenue: number;
}

interface MonthlyProps {
  title: string;
  description: string;
  data: readonly MonthDatum[];
  bookingsTop: number;
  formatMoney(dollars: number): string;
}

/** Bookings as bars against the left axis, revenue as a line against the right (hidden on a phone, where the tooltip carries it). */
export function MonthlyChart({ title, description, data, bookingsTop, formatMoney }: MonthlyProps) {
  const c = useChartColors();
  const roomy = useMediaQuery(useTheme().media.sm);
  const rows = data.map((d) => ({ label: d.label, Bookings: d.bookings, Revenue: d.revenue }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={rows} accessibilityLayer title={title} desc={description} margin={{ top: 8, right: roomy ? 8 : 4, bottom: 4, left: -16 }}>
        <CartesianGrid vertical={false} stroke={c.grid} />
        <XAxis dataKey="label" tick={c.tick} stroke={c.grid} interval="preserveStartEnd" />
        <YAxis yAxisId="bookings" domain={[0, bookingsTop]} tickCount={AXIS_TICKS} allowDecimals={false} tick={c.tick} stroke={c.grid} />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          hide={!roomy}
          width={70}
          tick={c.tick}
          stroke={c.grid}
          tickFormatter={(value: number) => formatMoney(value)}
        />
        <Tooltip {...c.tooltip} formatter={(value, name) => (name === 'Revenue' ? formatMoney(Number(value)) : value)} />
        <Bar yAxisId="bookings" dataKey="Bookings" fill={c.bar} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="revenue" dataKey="Revenue" stroke={c.accent} strokeWidth={2} dot={{ r: 3, fill: c.accent }} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export interface RatingDatum {
  label: string;
  rating: number;
}

/** The rating month by month; the axis starts a little under the lowest rating so a change of tenths shows. */
export function RatingChart({ title, description, data }: { title: string; description: string; data: readonly RatingDatum[] }) {
  const c = useChartColors();
  const lowest = Math.min(5, ...data.map((d) => d.rating));
  // Half-star ticks, starting at least a little under the lowest rating.
  const bottom = Math.max(0, Math.floor((lowest - 0.25) * 2) / 2);
  const ticks = Array.from({ length: (5 - bottom) * 2 + 1 }, (_, i) => bottom + i / 2);
  const rows = data.map((d) => ({ label: d.label, Rating: d.rating }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={rows} accessibilityLayer title={title} desc={description} margin={{ top: 8, right: 12, bottom: 4, left: -16 }}>
        <CartesianGrid vertical={false} stroke={c.grid} />
        <XAxis dataKey="label" tick={c.tick} stroke={c.grid} interval="preserveStartEnd" />
        <YAxis domain={[bottom, 5]} ticks={ticks} tick={c.tick} stroke={c.grid} tickFormatter={(value: number) => value.toFixed(1)} />
        <Tooltip {...c.tooltip} formatter={(value) => Number(value).toFixed(1)} />
        <Line dataKey="Rating" stroke={c.line} strokeWidth={2} dot={{ r: 3, fill: c.line }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
