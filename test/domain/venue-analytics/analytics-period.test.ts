import { describe, expect, it } from '@jest/globals';
import {
  addMonths,
  analyticsPeriod,
  instantsOf,
  lastDayOf,
  parseAnalyticsPeriod,
  periodMonths,
  previousPeriod,
  startOfDayIn,
} from '../../../domain/venue-analytics/analytics-period.js';
import { DomainError } from '../../../domain/shared/domain-error.js';

describe('analyticsPeriod', () => {
  it('ends today and runs back 30 days, 90 days, or a year from tomorrow a year ago', () => {
    expect(analyticsPeriod('30d', '2026-11-25')).toEqual({ key: '30d', from: '2026-10-27', to: '2026-11-25' });
    expect(analyticsPeriod('90d', '2026-11-25')).toEqual({ key: '90d', from: '2026-08-28', to: '2026-11-25' });
    expect(analyticsPeriod('12m', '2026-11-25')).toEqual({ key: '12m', from: '2025-11-26', to: '2026-11-25' });
  });

  it('keeps a year after a leap day to the end of February', () => {
    expect(analyticsPeriod('12m', '2028-02-29')).toEqual({ key: '12m', from: '2027-03-01', to: '2028-02-29' });
  });
});

describe('previousPeriod', () => {
  it('is the period of the same length just before', () => {
    expect(previousPeriod(analyticsPeriod('30d', '2026-11-25'))).toEqual({ key: '30d', from: '2026-09-27', to: '2026-10-26' });
    expect(previousPeriod(analyticsPeriod('90d', '2026-11-25'))).toEqual({ key: '90d', from: '2026-05-30', to: '2026-08-27' });
    expect(previousPeriod(analyticsPeriod('12m', '2026-11-25'))).toEqual({ key: '12m', from: '2024-11-26', to: '2025-11-25' });
  });
});

describe('periodMonths', () => {
  it('gives twelve months up to this one for 12m, and the months touched otherwise', () => {
    const year = periodMonths(analyticsPeriod('12m', '2026-11-25'));
    expect(year).toHaveLength(12);
    expect([year[0], year[11]]).toEqual(['2025-12', '2026-11']);
    expect(periodMonths(analyticsPeriod('30d', '2026-11-25'))).toEqual(['2026-10', '2026-11']);
    expect(periodMonths(analyticsPeriod('90d', '2026-01-10'))).toEqual(['2025-10', '2025-11', '2025-12', '2026-01']);
  });

  it('counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });
});

describe('parseAnalyticsPeriod', () => {
  it('takes 30d, 90d and 12m, and 12m when none is given', () => {
    expect(parseAnalyticsPeriod('30d')).toBe('30d');
    expect(parseAnalyticsPeriod(undefined)).toBe('12m');
  });

  it('refuses anything else, naming period', () => {
    for (const value of ['7d', '12M', ' 30d', 30]) {
      try {
        parseAnalyticsPeriod(value);
        throw new Error('accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).field).toBe('period');
        expect((error as DomainError).code).toBe('ANALYTICS.INVALID_PERIOD');
      }
    }
  });
});

describe('startOfDayIn', () => {
  it('is midnight in Texas, in summer time and in winter time', () => {
    expect(startOfDayIn('2026-07-04').toISOString()).toBe('2026-07-04T05:00:00.000Z');
    expect(startOfDayIn('2026-12-25').toISOString()).toBe('2026-12-25T06:00:00.000Z');
  });

  it('finds the day that starts on a daylight-saving change', () => {
    expect(startOfDayIn('2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfDayIn('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    const { start, end } = instantsOf({ from: '2026-11-01', to: '2026-11-01' });
    expect(end.getTime() - start.getTime()).toBe(25 * 3_600_000);
  });
});
