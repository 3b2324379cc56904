import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { MonthEmailFigures } from '../types';
import { monthLabel } from '../utils/email-figures';

// Loaded on its own (recharts is big) when the Analytics tab shows figures; the month table
// under it carries the same numbers for screen readers and keyboards.

const TICK_FONT_SIZE = 12;

/** Each month's mails as one stacked bar: delivered, failed, still sending. */
export function EmailMonthChart({ months }: { months: readonly MonthEmailFigures[] }) {
  const { colors, fonts } = useTheme();
  const tick = { fill: colors.inkMuted, fontSize: TICK_FONT_SIZE, fontFamily: fonts.body };
  const rows = months.map((m) => ({ label: monthLabel(m.month, 'short'), Delivered: m.delivered, Failed: m.failed, 'Still sending': m.pending }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart
        data={rows}
        accessibilityLayer
        title="Emails by month"
        desc="Delivered, failed and still-sending emails for each month; the table below gives the numbers."
        margin={{ top: 8, right: 8, bottom: 4, left: -16 }}
      >
        <CartesianGrid vertical={false} stroke={colors.border} />
        <XAxis dataKey="label" tick={tick} stroke={colors.border} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={tick} stroke={colors.border} />
        <Tooltip contentStyle={{ borderRadius: 10, borderColor: colors.border, background: colors.surface, color: colors.ink, fontFamily: fonts.body }} cursor={{ fill: colors.creamDeep }} />
        <Legend wrapperStyle={{ fontFamily: fonts.body, fontSize: TICK_FONT_SIZE }} />
        <Bar dataKey="Delivered" stackId="mail" fill={colors.oak} isAnimationActive={false} />
        <Bar dataKey="Failed" stackId="mail" fill={colors.terracotta} isAnimationActive={false} />
        <Bar dataKey="Still sending" stackId="mail" fill={colors.borderStrong} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
