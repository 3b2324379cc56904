import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CHAT_BUDGET_SPLIT, chatBudgetSplit, venueShareCents } from '../../../domain/planning/assistant/chat-budget-split.js';

const centsOf = (total: number) => Object.fromEntries(chatBudgetSplit(total).map((part) => [part.id, part.cents]));

describe('chatBudgetSplit', () => {
  it("keeps the spec's shares (65, 10, 9, 4, 4) and names the 8% they leave", () => {
    expect(CHAT_BUDGET_SPLIT.map((share) => [share.label, share.percentage])).toEqual([
      ['Venue & catering', 65],
      ['Photography', 10],
      ['Flowers', 9],
      ['Attire', 4],
      ['Music', 4],
      ['Everything else', 8],
    ]);
  });

  it('splits $25,000 into whole dollars', () => {
    expect(centsOf(2_500_000)).toEqual({
      'venue-catering': 1_625_000,
      photography: 250_000,
      flowers: 225_000,
      attire: 100_000,
      music: 100_000,
      'everything-else': 200_000,
    });
  });

  it('splits $33,333.33 with the odd cents going to the largest remainders', () => {
    expect(centsOf(3_333_333)).toEqual({
      'venue-catering': 2_166_667,
      photography: 333_333,
      flowers: 300_000,
      attire: 133_333,
      music: 133_333,
      'everything-else': 266_667,
    });
  });

  it('adds up to the total, to the cent, for any total a wedding may have', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        const parts = chatBudgetSplit(total).map((part) => part.cents);
        expect(parts.reduce((sum, cents) => sum + cents, 0)).toBe(total);
        expect(parts.every((cents) => Number.isInteger(cents) && cents >= 0)).toBe(true);
      }),
    );
  });

  it("gives the venue search the venue and catering share", () => {
    expect(venueShareCents(2_500_000)).toBe(1_625_000);
  });
});
