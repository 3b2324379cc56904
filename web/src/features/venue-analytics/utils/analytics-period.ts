// No aliased imports here nor in the other rules it shares a test with (analytics-format,
// analytics-insights, analytics-trend): they are unit-tested outside the web build.

/** The chosen period lives in the address (?period=12m), so a reload or a shared link keeps it. */
export const PERIOD_PARAM = 'period';

export const ANALYTICS_PERIODS = [
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '12m', label: 'Last 12 months' },
] as const;

/** The API's period keys. */
export type AnalyticsPeriodKey = (typeof ANALYTICS_PERIODS)[number]['value'];

export const DEFAULT_PERIOD: AnalyticsPeriodKey = '12m';

export function isPeriodKey(value: unknown): value is AnalyticsPeriodKey {
  return ANALYTICS_PERIODS.some((period) => period.value === value);
}

/** A hand-edited or stale ?period= falls back to the default instead of failing the page. */
export function parsePeriod(value: string | null): AnalyticsPeriodKey {
  return isPeriodKey(value) ? value : DEFAULT_PERIOD;
}

export function periodLabel(key: AnalyticsPeriodKey): string {
  return ANALYTICS_PERIODS.find((period) => period.value === key)?.label ?? key;
}
