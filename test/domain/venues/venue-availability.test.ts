import { describe, expect, it } from '@jest/globals';
import { availabilityDays } from '../../../domain/venues/venue-availability.js';

describe('availabilityDays', () => {
  const days = availabilityDays({
    start: '2026-11-19',
    end: '2026-11-24',
    today: '2026-11-21',
    takenDates: new Set(['2026-11-23']),
    priceCents: 850_000,
  });

  it('gives one day per date of the range', () => {
    expect(days.map((d) => d.date)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('closes past days and taken days, and keeps today open', () => {
    expect(days.map((d) => d.isAvailable)).toEqual([false, false, true, true, false, true]);
  });

  it('prices each day at the venue starting price', () => {
    expect(new Set(days.map((d) => d.priceCents))).toEqual(new Set([850_000]));
  });

  it('opens every free day of a range after today, and closes every day of a range before it', () => {
    const range = { start: '2027-05-01', end: '2027-05-03', takenDates: new Set<string>(), priceCents: 850_000 };
    expect(availabilityDays({ ...range, today: '2026-11-21' }).map((d) => d.isAvailable)).toEqual([true, true, true]);
    expect(availabilityDays({ ...range, today: '2027-06-01' }).map((d) => d.isAvailable)).toEqual([false, false, false]);
    expect(availabilityDays({ ...range, today: '2027-05-03' }).map((d) => d.isAvailable)).toEqual([false, false, true]);
  });
});
