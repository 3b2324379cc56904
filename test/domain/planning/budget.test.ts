import { describe, expect, it } from '@jest/globals';
import {
  BUDGET_CATEGORIES,
  DEFAULT_BUDGET_CENTS,
  allocateBudget,
  allocateByShares,
  budgetHealth,
  budgetStatus,
} from '../../../domain/planning/budget.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('BUDGET_CATEGORIES', () => {
  it('gives the spec shares, adding up to 100%', () => {
    const shares = Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category.id, category.percentage]));
    expect(shares).toEqual({
      'venue-catering': 45,
      'photography-video': 12,
      'attire-beauty': 8,
      'flowers-decor': 8,
      music: 8,
      transportation: 3,
      stationery: 2,
      miscellaneous: 14,
    });
    expect(sum(BUDGET_CATEGORIES.map((category) => category.percentage))).toBe(100);
  });

  it('splits each category into subcategories that add up to its share', () => {
    for (const category of BUDGET_CATEGORIES) {
      expect(category.subcategories.length).toBeGreaterThan(1);
      expect(sum(category.subcategories.map((sub) => sub.percentage))).toBe(category.percentage);
    }
  });

  it('keeps a 7% emergency fund inside miscellaneous', () => {
    const misc = BUDGET_CATEGORIES.find((category) => category.id === 'miscellaneous');
    expect(misc?.subcategories.find((sub) => sub.id === 'emergency-fund')?.percentage).toBe(7);
  });

  it('uses unique ids', () => {
    const ids = BUDGET_CATEGORIES.flatMap((category) => [category.id, ...category.subcategories.map((sub) => sub.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('allocateByShares', () => {
  it('gives the leftover cent to the largest remainder', () => {
    expect(allocateByShares(10, [2, 1])).toEqual([7, 3]);
    expect(allocateByShares(100, [1, 2])).toEqual([33, 67]);
  });

  it('breaks remainder ties in favour of the earlier share', () => {
    expect(allocateByShares(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByShares(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('gives nothing to a zero share', () => {
    expect(allocateByShares(101, [0, 1, 1])).toEqual([0, 51, 50]);
  });

  it('refuses negative amounts and shares that cannot split', () => {
    expect(() => allocateByShares(-1, [1])).toThrow(InvalidInputError);
    expect(() => allocateByShares(100, [])).toThrow(RangeError);
    expect(() => allocateByShares(100, [0, 0])).toThrow(RangeError);
    expect(() => allocateByShares(100, [1.5, 1])).toThrow(RangeError);
  });
});

describe('allocateBudget', () => {
  it('splits the default $25,000 budget by the category shares', () => {
    expect(DEFAULT_BUDGET_CENTS).toBe(2_500_000);
    const byId = Object.fromEntries(allocateBudget(DEFAULT_BUDGET_CENTS).map((category) => [category.id, category.budgetedCents]));
    expect(byId).toEqual({
      'venue-catering': 1_125_000,
      'photography-video': 300_000,
      'attire-beauty': 200_000,
      'flowers-decor': 200_000,
      music: 200_000,
      transportation: 75_000,
      stationery: 50_000,
      miscellaneous: 350_000,
    });
  });

  it('scales subcategories with the total', () => {
    const misc = allocateBudget(5_000_000).find((category) => category.id === 'miscellaneous');
    expect(misc?.subcategories.find((sub) => sub.id === 'emergency-fund')?.budgetedCents).toBe(350_000);
  });

  it.each([0, 1, 7, 99, 101, 12_345, 2_500_001, 999_999, 5_000_000, 123_456_789])(
    'adds up exactly to a total of %i cents at both levels',
    (total) => {
      const categories = allocateBudget(total);
      expect(sum(categories.map((category) => category.budgetedCents))).toBe(total);
      for (const category of categories) {
        expect(sum(category.subcategories.map((sub) => sub.budgetedCents))).toBe(category.budgetedCents);
        // Each category is within a cent of its exact share.
        expect(Math.abs(category.budgetedCents * 100 - total * category.percentage)).toBeLessThan(100);
        for (const sub of category.subcategories) expect(Number.isInteger(sub.budgetedCents)).toBe(true);
      }
    },
  );

  it('hands a single cent to the largest share', () => {
    const categories = allocateBudget(1);
    expect(categories.find((category) => category.budgetedCents === 1)?.id).toBe('venue-catering');
  });

  it('gives the same split every time', () => {
    expect(allocateBudget(1_234_567)).toEqual(allocateBudget(1_234_567));
  });

  it('refuses a negative budget', () => {
    expect(() => allocateBudget(-100)).toThrow(InvalidInputError);
  });
});

describe('budgetStatus', () => {
  it('is not started when nothing is spent', () => {
    expect(budgetStatus(0, 100_000)).toBe('not-started');
    expect(budgetStatus(0, 0)).toBe('not-started');
  });

  it('is on track from the first cent up to exactly 90%', () => {
    expect(budgetStatus(1, 100_000)).toBe('on-track');
    expect(budgetStatus(90_000, 100_000)).toBe('on-track');
  });

  it('warns above 90% up to exactly 100%', () => {
    expect(budgetStatus(90_001, 100_000)).toBe('warning');
    expect(budgetStatus(100_000, 100_000)).toBe('warning');
  });

  it('is over above 100%', () => {
    expect(budgetStatus(100_001, 100_000)).toBe('over');
  });

  it('decides the 90% boundary exactly on odd amounts', () => {
    // 90% of 333 cents is 299.7 cents.
    expect(budgetStatus(299, 333)).toBe('on-track');
    expect(budgetStatus(300, 333)).toBe('warning');
  });

  it('is over when anything is spent on a category budgeted at zero', () => {
    expect(budgetStatus(1, 0)).toBe('over');
  });
});

describe('budgetHealth', () => {
  it('counts on-track, at-risk and over-budget categories', () => {
    const health = budgetHealth([
      { spentCents: 0, budgetedCents: 100 },
      { spentCents: 50, budgetedCents: 100 },
      { spentCents: 90, budgetedCents: 100 },
      { spentCents: 91, budgetedCents: 100 },
      { spentCents: 100, budgetedCents: 100 },
      { spentCents: 101, budgetedCents: 100 },
    ]);
    expect(health).toEqual({ onTrack: 2, atRisk: 2, over: 1, notStarted: 1 });
  });

  it('is all zeros for no categories', () => {
    expect(budgetHealth([])).toEqual({ onTrack: 0, atRisk: 0, over: 0, notStarted: 0 });
  });
});
