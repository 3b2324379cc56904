import { useSearchParams } from 'react-router-dom';
import type { AnalyticsPeriodKey } from '../types';
import { parsePeriod, PERIOD_PARAM } from '../utils/analytics-period';

/** The period of the figures, kept in the address beside the page's other parameters (?venue=). */
export function useAnalyticsPeriod(): [AnalyticsPeriodKey, (period: AnalyticsPeriodKey) => void] {
  const [params, setParams] = useSearchParams();
  const set = (period: AnalyticsPeriodKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PERIOD_PARAM, period);
        return next;
      },
      { replace: true },
    );
  return [parsePeriod(params.get(PERIOD_PARAM)), set];
}
