import { describe, expect, it } from '@jest/globals';
import {
  distributionOf,
  isEditable,
  ratingSummary,
  reviewerName,
  validReviewInput,
  weddingTookPlace,
} from '../../../domain/reviews/review.js';
import { demoReviewFigures, demoReviewStars } from '../../../adapters/persistence/seed/demo-reviews.js';

const GOOD = { stars: 5, title: 'Perfect day', text: 'Everything went beautifully from start to finish.' };

describe('ratingSummary', () => {
  it('averages the stars to one decimal, halves up, and counts them', () => {
    expect(ratingSummary(distributionOf([5, 4]))).toEqual({ rating: 4.5, reviewCount: 2 });
    expect(ratingSummary(distributionOf([5, 5, 4]))).toEqual({ rating: 4.7, reviewCount: 3 });
    // 89 / 20 = 4.45 exactly: rounds up.
    expect(ratingSummary(distributionOf([...Array(9).fill(5), ...Array(11).fill(4)]))).toEqual({ rating: 4.5, reviewCount: 20 });
  });

  it('gives 0 from no reviews, which the site shows as "New"', () => {
    expect(ratingSummary(distributionOf([]))).toEqual({ rating: 0, reviewCount: 0 });
  });
});

describe('validReviewInput', () => {
  it('trims the title and text', () => {
    expect(validReviewInput({ ...GOOD, title: '  Perfect day  ' }).title).toBe('Perfect day');
  });

  it.each([
    [{ ...GOOD, stars: 0 }, 'stars'],
    [{ ...GOOD, stars: 6 }, 'stars'],
    [{ ...GOOD, stars: 3.5 }, 'stars'],
    [{ ...GOOD, title: '  ' }, 'title'],
    [{ ...GOOD, title: 'x'.repeat(121) }, 'title'],
    [{ ...GOOD, text: 'Short but sweet.' }, 'text'],
    [{ ...GOOD, text: 'x'.repeat(4001) }, 'text'],
    [{ ...GOOD, text: 'A lovely evening\u0000 with friends and family.' }, 'text'],
  ])('refuses %j, naming %s', (input, field) => {
    expect(() => validReviewInput(input)).toThrow(expect.objectContaining({ code: 'REVIEW.INVALID_DETAILS', field }));
  });
});

describe('weddingTookPlace', () => {
  it('counts a completed booking, and a confirmed one whose date has passed', () => {
    expect(weddingTookPlace({ status: 'completed', eventDate: '2026-10-10' }, '2026-11-21')).toBe(true);
    expect(weddingTookPlace({ status: 'confirmed', eventDate: '2026-11-20' }, '2026-11-21')).toBe(true);
  });

  it('does not count the wedding day itself, a pending request or a cancelled booking', () => {
    expect(weddingTookPlace({ status: 'confirmed', eventDate: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(weddingTookPlace({ status: 'pending', eventDate: '2026-10-10' }, '2026-11-21')).toBe(false);
    expect(weddingTookPlace({ status: 'cancelled', eventDate: '2026-10-10' }, '2026-11-21')).toBe(false);
  });
});

describe('isEditable', () => {
  it('allows edits for 30 days after posting', () => {
    const createdAt = new Date('2026-11-01T12:00:00Z');
    expect(isEditable({ createdAt }, new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(isEditable({ createdAt }, new Date('2026-12-01T12:00:01Z'))).toBe(false);
  });
});

describe('reviewerName', () => {
  it('shows a first name and last initial', () => {
    expect(reviewerName('Sarah Johnson')).toBe('Sarah J.');
    expect(reviewerName('  Ana María de la Cruz ')).toBe('Ana C.');
    expect(reviewerName('Cher')).toBe('Cher');
  });
});

describe('demoReviewStars', () => {
  it.each([
    [4.4, 33],
    [4.6, 131],
    [4.9, 248],
    [5.0, 38],
  ])('gives a rating of %s from a realistic number of reviews', (rating, reviews) => {
    const stars = demoReviewStars({ name: `Venue ${rating}`, rating, reviews });
    expect(stars.length).toBeGreaterThanOrEqual(6);
    expect(stars.length).toBeLessThanOrEqual(45);
    expect(demoReviewFigures({ name: `Venue ${rating}`, rating, reviews })).toEqual({ rating, reviewCount: stars.length });
  });
});
