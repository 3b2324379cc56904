import { describe, expect, it } from '@jest/globals';
import { parseDollars } from '../../../domain/planning/money-input.js';
import { applyWeddingChanges, coupleName, weddingCountdown, weddingFromAccountDetails } from '../../../domain/planning/wedding.js';
import { MOTHER_NOW, PlanningMother } from './planning-mother.js';

const TODAY = '2026-11-21';

describe('weddingFromAccountDetails', () => {
  it('takes the date, partner, guests, budget range and town from sign-up step 3, with the default $25,000', () => {
    const account = PlanningMother.account();
    expect(weddingFromAccountDetails(account, 'w-1', MOTHER_NOW, TODAY)).toEqual({
      id: 'w-1',
      accountId: account.id,
      weddingDate: '2027-10-16',
      partnerName: 'Michael Chen',
      estimatedGuests: 150,
      budgetRange: '25k-50k',
      town: 'Fredericksburg',
      countdownHidden: false,
      budgetTotalCents: 2_500_000,
      createdAt: MOTHER_NOW,
      updatedAt: MOTHER_NOW,
    });
  });

  it('reads a guest count typed as text, and trims text', () => {
    const wedding = weddingFromAccountDetails(PlanningMother.account({ details: { estimatedGuests: ' 80 ', partnerName: '  Zoë ' } }), 'w', MOTHER_NOW, TODAY);
    expect(wedding).toMatchObject({ estimatedGuests: 80, partnerName: 'Zoë' });
  });

  it('leaves empty what is not a valid value: today or a past date, an unknown range, a fractional count, non-text', () => {
    const details = { weddingDate: TODAY, budget: '75k-100k', estimatedGuests: 12.5, partnerName: 42, location: '' };
    expect(weddingFromAccountDetails(PlanningMother.account({ details }), 'w', MOTHER_NOW, TODAY)).toMatchObject({
      weddingDate: null,
      budgetRange: null,
      estimatedGuests: null,
      partnerName: null,
      town: null,
    });
  });
});

describe('applyWeddingChanges', () => {
  const wedding = PlanningMother.wedding();
  const later = new Date(MOTHER_NOW.getTime() + 1000);

  it('changes what is given, keeps the rest and stamps the change', () => {
    const changed = applyWeddingChanges(wedding, { town: ' Wimberley ', partnerName: null, countdownHidden: true }, TODAY, later);
    expect(changed).toEqual({ ...wedding, town: 'Wimberley', partnerName: null, countdownHidden: true, updatedAt: later });
  });

  it('takes a date after today only, with the countdown message', () => {
    expect(applyWeddingChanges(wedding, { weddingDate: '2026-11-22' }, TODAY, later).weddingDate).toBe('2026-11-22');
    expect(() => applyWeddingChanges(wedding, { weddingDate: TODAY }, TODAY, later)).toThrow(expect.objectContaining({ code: 'PLANNING.INVALID_WEDDING_DATE', message: 'Please select a future date for your wedding.' }));
    expect(() => applyWeddingChanges(wedding, { weddingDate: '2027-02-30' }, TODAY, later)).toThrow(expect.objectContaining({ field: 'weddingDate' }));
  });

  it('takes the budget total in dollars, to the cent, never negative', () => {
    expect(applyWeddingChanges(wedding, { budgetTotal: '30000.5' }, TODAY, later).budgetTotalCents).toBe(3_000_050);
    expect(applyWeddingChanges(wedding, { budgetTotal: 0 }, TODAY, later).budgetTotalCents).toBe(0);
    expect(() => applyWeddingChanges(wedding, { budgetTotal: '-1' }, TODAY, later)).toThrow(expect.objectContaining({ code: 'PLANNING.INVALID_BUDGET_TOTAL' }));
  });

  it('refuses an unknown budget range, a negative guest count and overlong text', () => {
    expect(() => applyWeddingChanges(wedding, { budgetRange: 'over-100k' }, TODAY, later)).toThrow(expect.objectContaining({ field: 'budgetRange' }));
    expect(() => applyWeddingChanges(wedding, { estimatedGuests: -1 }, TODAY, later)).toThrow(expect.objectContaining({ field: 'estimatedGuests' }));
    expect(() => applyWeddingChanges(wedding, { town: 'x'.repeat(101) }, TODAY, later)).toThrow(expect.objectContaining({ field: 'town' }));
  });
});

describe('parseDollars', () => {
  const limits = { minCents: 1, maxCents: 100_000_000 };
  it('reads decimal strings and numbers to exact cents', () => {
    expect(parseDollars('PLANNING.INVALID_EXPENSE', 'amount', '1250.5', limits)).toBe(125_050);
    expect(parseDollars('PLANNING.INVALID_EXPENSE', 'amount', 0.29, limits)).toBe(29);
    expect(parseDollars('PLANNING.INVALID_EXPENSE', 'amount', ' 12 ', limits)).toBe(1200);
  });

  it('refuses more than two decimals, exponents, signs and amounts out of range', () => {
    for (const value of ['10.001', 0.125, 1e21, '1e3', '+5', '-5', '', 'twelve', 0, 1_000_000.01]) {
      expect(() => parseDollars('PLANNING.INVALID_EXPENSE', 'amount', value, limits)).toThrow(expect.objectContaining({ kind: 'INVALID_INPUT', field: 'amount' }));
    }
  });
});

describe('coupleName and weddingCountdown', () => {
  it('names the account holder and the partner when known', () => {
    expect(coupleName({ firstName: 'Sarah', lastName: 'Johnson' }, { partnerName: 'Michael' })).toBe('Sarah Johnson & Michael');
    expect(coupleName({ firstName: 'Sarah', lastName: 'Johnson' }, { partnerName: null })).toBe('Sarah Johnson');
  });

  it("counts the quick stats from the countdown's rules, and nothing without a date", () => {
    expect(weddingCountdown('2027-10-16', TODAY)).toEqual({ daysLeft: 329, weeksLeft: 47, monthsUntil: 11, planningPhase: 'Early', progressPercent: 9.9 });
    expect(weddingCountdown('2026-12-21', TODAY)).toMatchObject({ daysLeft: 30, planningPhase: 'Final Sprint' });
    expect(weddingCountdown('2026-11-01', TODAY)).toMatchObject({ daysLeft: 0, weeksLeft: 0, progressPercent: 100 });
    expect(weddingCountdown(null, TODAY)).toBeNull();
  });
});
