import { describe, expect, it } from '@jest/globals';
import { monthLabel, reviewDraftErrors } from '../../../web/src/features/reviews/utils/review-format.js';

describe('monthLabel', () => {
  it('reads a wedding month as people say it', () => {
    expect(monthLabel('2027-05')).toBe('May 2027');
    expect(monthLabel('2026-12')).toBe('December 2026');
  });
});

describe('reviewDraftErrors', () => {
  it('asks for stars, a title and enough text, each at its field', () => {
    expect(reviewDraftErrors({ stars: 0, title: ' ', text: 'Nice.' })).toEqual({
      stars: 'Choose from 1 to 5 stars.',
      title: 'Give your review a title.',
      text: 'Tell other couples a little more: at least 20 characters.',
    });
    expect(reviewDraftErrors({ stars: 4, title: 'Lovely', text: 'A lovely evening with our families.' })).toEqual({});
  });
});
