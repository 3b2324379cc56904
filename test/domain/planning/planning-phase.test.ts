import { describe, expect, it } from '@jest/globals';
import { planningPhase } from '../../../domain/planning/planning-phase.js';

describe('planningPhase', () => {
  it('is Early with more than 90 days left', () => {
    expect(planningPhase(365)).toBe('Early');
    expect(planningPhase(91)).toBe('Early');
  });

  it('is Active from 90 down to 31 days', () => {
    expect(planningPhase(90)).toBe('Active');
    expect(planningPhase(31)).toBe('Active');
  });

  it('is the Final Sprint from 30 days on, the day itself included', () => {
    expect(planningPhase(30)).toBe('Final Sprint');
    expect(planningPhase(0)).toBe('Final Sprint');
    expect(planningPhase(-1)).toBe('Final Sprint');
  });
});
