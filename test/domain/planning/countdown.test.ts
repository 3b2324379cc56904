import { describe, expect, it } from '@jest/globals';
import {
  MILESTONES,
  MILESTONE_CATEGORIES,
  MILESTONE_DAYS,
  countdownParts,
  daysUntil,
  isCurrentMilestone,
  isMilestoneDue,
  isMilestoneReached,
  milestoneDate,
  monthsUntil,
  newlyReachedMilestones,
  planningProgress,
  validateWeddingDate,
  weddingDayStart,
  weeksLeft,
} from '../../../domain/planning/countdown.js';

const milestone = (days: number) => ({ daysFromWedding: days });

describe('MILESTONES', () => {
  it('falls at 180, 120, 90, 60, 30, 14 and 7 days with the spec ids', () => {
    expect(MILESTONE_DAYS).toEqual([180, 120, 90, 60, 30, 14, 7]);
    expect(MILESTONES.map((m) => m.id)).toEqual(['6months', '4months', '3months', '2months', '1month', '2weeks', '1week']);
  });

  it('gives each milestone a title, description, known category and reward', () => {
    for (const m of MILESTONES) {
      expect(m.title).not.toBe('');
      expect(m.description).not.toBe('');
      expect(MILESTONE_CATEGORIES).toContain(m.category);
    }
  });

  it('offers the seven fun rewards in order', () => {
    const rewards = ['champagne', 'spa day', 'date night', 'getaway', 'photoshoot practice', 'couples massage', 'party'];
    MILESTONES.forEach((m, index) => expect(m.reward.toLowerCase()).toContain(rewards[index]));
  });
});

describe('daysUntil', () => {
  it('counts whole days to the wedding', () => {
    expect(daysUntil('2025-10-18', '2025-10-01')).toBe(17);
  });

  it('is zero on the day and negative after', () => {
    expect(daysUntil('2025-10-18', '2025-10-18')).toBe(0);
    expect(daysUntil('2025-10-18', '2025-10-20')).toBe(-2);
  });

  it('counts the leap day', () => {
    expect(daysUntil('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysUntil('2023-03-01', '2023-02-28')).toBe(1);
    expect(daysUntil('2025-01-01', '2024-01-01')).toBe(366);
  });
});

describe('countdownParts', () => {
  const wedding = new Date('2025-10-18T16:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(wedding, new Date('2025-10-16T13:29:15Z'))).toEqual({ days: 2, hours: 2, minutes: 30, seconds: 45 });
  });

  it('drops the milliseconds of a part-second', () => {
    expect(countdownParts(wedding, new Date('2025-10-18T15:59:59.500Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(wedding, new Date('2025-10-18T15:59:58.999Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows zeros at and after the wedding', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(wedding, wedding)).toEqual(zero);
    expect(countdownParts(wedding, new Date('2026-01-01T00:00:00Z'))).toEqual(zero);
  });
});

describe('isMilestoneReached', () => {
  it('is reached at its threshold and within the day after', () => {
    expect(isMilestoneReached(milestone(180), 180)).toBe(true);
    expect(isMilestoneReached(milestone(180), 179.5)).toBe(true);
  });

  it('is not reached before its threshold', () => {
    expect(isMilestoneReached(milestone(180), 181)).toBe(false);
    expect(isMilestoneReached(milestone(180), 180.01)).toBe(false);
  });

  it('is no longer in its window a full day later', () => {
    expect(isMilestoneReached(milestone(180), 179)).toBe(false);
  });
});

describe('isCurrentMilestone', () => {
  it('is current for the seven days after its threshold', () => {
    expect(isCurrentMilestone(milestone(30), 30)).toBe(true);
    expect(isCurrentMilestone(milestone(30), 24)).toBe(true);
    expect(isCurrentMilestone(milestone(30), 23.5)).toBe(true);
  });

  it('is not current before the threshold or a week after', () => {
    expect(isCurrentMilestone(milestone(30), 31)).toBe(false);
    expect(isCurrentMilestone(milestone(30), 23)).toBe(false);
  });

  it('hands over from two weeks to one week without overlap', () => {
    expect(isCurrentMilestone(milestone(14), 7)).toBe(false);
    expect(isCurrentMilestone(milestone(7), 7)).toBe(true);
  });
});

describe('newlyReachedMilestones', () => {
  it('returns the milestone whose day it is', () => {
    expect(newlyReachedMilestones(30).map((m) => m.id)).toEqual(['1month']);
  });

  it('returns nothing between milestones', () => {
    expect(newlyReachedMilestones(45)).toEqual([]);
  });

  it('skips a milestone already completed', () => {
    expect(newlyReachedMilestones(30, ['1month'])).toEqual([]);
  });
});

describe('planningProgress', () => {
  it('is 0% a year out and 100% on the day', () => {
    expect(planningProgress(365)).toBe(0);
    expect(planningProgress(0)).toBe(100);
  });

  it('is proportional in between', () => {
    expect(planningProgress(182.5)).toBeCloseTo(50);
    expect(planningProgress(73)).toBeCloseTo(80);
  });

  it('is clamped to 0..100', () => {
    expect(planningProgress(500)).toBe(0);
    expect(planningProgress(-10)).toBe(100);
  });
});

describe('weeksLeft', () => {
  it('rounds up to whole weeks', () => {
    expect(weeksLeft(7)).toBe(1);
    expect(weeksLeft(8)).toBe(2);
    expect(weeksLeft(1)).toBe(1);
  });

  it('is zero on and after the day', () => {
    expect(weeksLeft(0)).toBe(0);
    expect(weeksLeft(-3)).toBe(0);
  });
});

describe('monthsUntil', () => {
  it('rounds up to 30-day months', () => {
    expect(monthsUntil(30)).toBe(1);
    expect(monthsUntil(31)).toBe(2);
    expect(monthsUntil(365)).toBe(13);
  });

  it('is zero on and after the day', () => {
    expect(monthsUntil(0)).toBe(0);
    expect(monthsUntil(-0.5)).toBe(0);
  });
});

describe('validateWeddingDate', () => {
  const today = '2025-03-01';

  it('asks for a date when none is given', () => {
    const required = { ok: false, title: 'Wedding Date Required', message: 'Please select your wedding date to start the countdown' };
    expect(validateWeddingDate('', today)).toEqual(required);
    expect(validateWeddingDate('   ', today)).toEqual(required);
    expect(validateWeddingDate(null, today)).toEqual(required);
    expect(validateWeddingDate(undefined, today)).toEqual(required);
  });

  it('refuses today and past dates', () => {
    const invalid = { ok: false, title: 'Invalid Date', message: 'Please select a future date for your wedding.' };
    expect(validateWeddingDate(today, today)).toEqual(invalid);
    expect(validateWeddingDate('2024-12-31', today)).toEqual(invalid);
  });

  it('refuses a date that does not exist', () => {
    expect(validateWeddingDate('2025-02-29', '2024-01-01')).toMatchObject({ ok: false, title: 'Invalid Date' });
    expect(validateWeddingDate('next june', today)).toMatchObject({ ok: false, title: 'Invalid Date' });
  });

  it('accepts tomorrow and a leap day', () => {
    expect(validateWeddingDate('2025-03-02', today)).toEqual({ ok: true, date: '2025-03-02' });
    expect(validateWeddingDate('2028-02-29', today)).toEqual({ ok: true, date: '2028-02-29' });
  });
});

describe('weddingDayStart', () => {
  it('is midnight in the Hill Country: 05:00 UTC in summer time, 06:00 UTC in winter', () => {
    expect(weddingDayStart('2027-05-15').toISOString()).toBe('2027-05-15T05:00:00.000Z');
    expect(weddingDayStart('2027-01-15').toISOString()).toBe('2027-01-15T06:00:00.000Z');
  });

  it('keeps the midnight of the days the clocks change (they change at 2 a.m.)', () => {
    expect(weddingDayStart('2027-03-14').toISOString()).toBe('2027-03-14T06:00:00.000Z');
    expect(weddingDayStart('2027-11-07').toISOString()).toBe('2027-11-07T05:00:00.000Z');
  });

  it('reads midnight in the zone it is given', () => {
    expect(weddingDayStart('2027-05-15', 'UTC').toISOString()).toBe('2027-05-15T00:00:00.000Z');
    expect(weddingDayStart('2027-05-15', 'Asia/Tokyo').toISOString()).toBe('2027-05-14T15:00:00.000Z');
  });

  it('lets the timer reach zero as the wedding day begins', () => {
    const start = weddingDayStart('2027-05-15');
    expect(countdownParts(start, new Date(start.getTime() - 1000))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(start, start)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('milestoneDate', () => {
  it('falls so many days before the wedding', () => {
    expect(milestoneDate('2027-05-15', milestone(180))).toBe('2026-11-16');
    expect(milestoneDate('2027-05-15', milestone(7))).toBe('2027-05-08');
  });
});

describe('isMilestoneDue', () => {
  it('is due from its day on, and stays due until the wedding and after', () => {
    expect(isMilestoneDue(milestone(120), 121)).toBe(false);
    expect(isMilestoneDue(milestone(120), 120)).toBe(true);
    expect(isMilestoneDue(milestone(120), 35)).toBe(true);
    expect(isMilestoneDue(milestone(120), 0)).toBe(true);
  });

  it('counts every milestone once the wedding has come', () => {
    expect(MILESTONES.filter((m) => isMilestoneDue(m, 0))).toHaveLength(MILESTONES.length);
    expect(MILESTONES.filter((m) => isMilestoneDue(m, 181))).toHaveLength(0);
  });
});
