import { describe, expect, it } from '@jest/globals';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { BASE_TIMELINE, TASK_CATEGORIES, TASK_PRIORITIES } from '../../../domain/planning/timeline-tasks.js';
import {
  TIMELINE_VENUE_TYPES,
  generateTimeline,
  isOutdoorVenueType,
  isTaskOverdue,
  parseGuestCount,
  taskDueDate,
} from '../../../domain/planning/timeline.js';

const weddingDate = '2025-10-18';
const titles = (tasks: { title: string }[]) => tasks.map((task) => task.title);
const COORDINATOR = 'Hire a day-of coordinator';
const WEATHER_PLAN = 'Make a weather contingency plan';

describe('generateTimeline', () => {
  const base = generateTimeline({ weddingDate, guestCount: 100, venueType: 'indoor' });

  it('plans exactly 20 tasks for an indoor wedding of 100 guests', () => {
    expect(base).toHaveLength(20);
    expect(BASE_TIMELINE).toHaveLength(20);
  });

  it('runs from a year out to the day before the wedding', () => {
    expect(base[0].weeksBeforeWedding).toBe(52);
    expect(base[0].dueDate).toBe('2024-10-19');
    expect(base[19].weeksBeforeWedding).toBe(0.14);
    expect(base[19].dueDate).toBe('2025-10-17');
  });

  it('sorts tasks latest-first by weeks before the wedding', () => {
    const weeks = base.map((task) => task.weeksBeforeWedding);
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a));
  });

  it('fills every field with known values', () => {
    for (const task of base) {
      expect(task.title).not.toBe('');
      expect(task.description).not.toBe('');
      expect(task.estimatedDuration).not.toBe('');
      expect(TASK_CATEGORIES).toContain(task.category);
      expect(TASK_PRIORITIES).toContain(task.priority);
    }
    expect(new Set(titles(base)).size).toBe(20);
  });

  it('adds no coordinator for exactly 150 guests', () => {
    expect(titles(generateTimeline({ weddingDate, guestCount: 150, venueType: 'indoor' }))).not.toContain(COORDINATOR);
  });

  it('adds a coordinator at 16 weeks for 151 guests, after the base task of the same week', () => {
    const tasks = generateTimeline({ weddingDate, guestCount: 151, venueType: 'indoor' });
    expect(tasks).toHaveLength(21);
    const index = titles(tasks).indexOf(COORDINATOR);
    expect(tasks[index]).toMatchObject({ weeksBeforeWedding: 16, dueDate: '2025-06-28', category: 'vendors', priority: 'high' });
    expect(tasks[index - 1].weeksBeforeWedding).toBe(16);
  });

  it.each(['outdoor', 'garden', 'beach', 'Outdoor'])('adds a weather plan at 8 weeks for a %s venue', (venueType) => {
    const tasks = generateTimeline({ weddingDate, guestCount: 100, venueType });
    expect(tasks).toHaveLength(21);
    expect(tasks.find((task) => task.title === WEATHER_PLAN)).toMatchObject({ weeksBeforeWedding: 8, dueDate: '2025-08-23' });
  });

  it.each(['indoor', 'ballroom', 'barn', ''])('adds no weather plan for a %s venue', (venueType) => {
    expect(titles(generateTimeline({ weddingDate, guestCount: 100, venueType }))).not.toContain(WEATHER_PLAN);
  });

  it('adds both extras for a large outdoor wedding', () => {
    const tasks = generateTimeline({ weddingDate, guestCount: 220, venueType: 'garden' });
    expect(tasks).toHaveLength(22);
    expect(titles(tasks)).toEqual(expect.arrayContaining([COORDINATOR, WEATHER_PLAN]));
  });

  it('asks for a wedding date when none is given', () => {
    expect(() => generateTimeline({ weddingDate: '', guestCount: 100, venueType: 'indoor' })).toThrow(InvalidInputError);
    expect(() => generateTimeline({ weddingDate: null, guestCount: 100, venueType: 'indoor' })).toThrow('Please select a wedding date first.');
    expect(() => generateTimeline({ weddingDate: '2025-02-30', guestCount: 100, venueType: 'indoor' })).toThrow(InvalidInputError);
  });

  it('gives the same plan every time', () => {
    expect(generateTimeline({ weddingDate, guestCount: 100, venueType: 'indoor' })).toEqual(base);
  });
});

describe('taskDueDate', () => {
  it('subtracts whole weeks as days', () => {
    expect(taskDueDate('2025-10-18', 2)).toBe('2025-10-04');
  });

  it('rounds fractional weeks to days: 0.14 weeks is one day', () => {
    expect(taskDueDate('2025-10-18', 0.14)).toBe('2025-10-17');
    expect(taskDueDate('2025-10-18', 0.5)).toBe('2025-10-14');
  });

  it('lands on the leap day in a leap year', () => {
    expect(taskDueDate('2024-03-01', 0.14)).toBe('2024-02-29');
    expect(taskDueDate('2023-03-01', 0.14)).toBe('2023-02-28');
  });
});

describe('isOutdoorVenueType', () => {
  it('counts outdoor, garden and beach as outdoor, the other form types as not', () => {
    const outdoor = TIMELINE_VENUE_TYPES.filter(isOutdoorVenueType);
    expect(outdoor).toEqual(['outdoor', 'beach', 'garden']);
  });
});

describe('parseGuestCount', () => {
  it('reads an integer and falls back to 0', () => {
    expect(parseGuestCount('180')).toBe(180);
    expect(parseGuestCount('120 guests')).toBe(120);
    expect(parseGuestCount('')).toBe(0);
    expect(parseGuestCount('lots')).toBe(0);
    expect(parseGuestCount(null)).toBe(0);
  });
});

describe('isTaskOverdue', () => {
  it('is overdue when not completed and due before today', () => {
    expect(isTaskOverdue({ isCompleted: false, dueDate: '2025-05-01' }, '2025-05-02')).toBe(true);
  });

  it('is not overdue on its due date, nor once completed', () => {
    expect(isTaskOverdue({ isCompleted: false, dueDate: '2025-05-01' }, '2025-05-01')).toBe(false);
    expect(isTaskOverdue({ isCompleted: true, dueDate: '2025-05-01' }, '2025-06-01')).toBe(false);
  });
});
