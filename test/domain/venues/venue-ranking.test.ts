import { describe, expect, it } from '@jest/globals';
import { compareRanked, RANKING_WEIGHTS, rankingFactsOf, recommendationScore, RECOMMENDED_ORDER_EXPLANATION, type VenueRankingFacts } from '../../../domain/venues/venue-ranking.js';
import { VenueMother } from '../../support/venue-mother.js';

const complete: VenueRankingFacts = {
  maxGuests: 150,
  rating: 4.8,
  reviewCount: 95,
  responseRate: 90,
  descriptionLength: 400,
  photoCount: 6,
  amenityCount: 8,
  packageCount: 3,
  styleCount: 2,
};

describe('recommendationScore', () => {
  it('weighs fit, rating, response and completeness, up to 100 points', () => {
    expect(RANKING_WEIGHTS.fit + RANKING_WEIGHTS.rating + RANKING_WEIGHTS.response + RANKING_WEIGHTS.completeness).toBe(100);
    expect(recommendationScore(complete, { guestCount: 150 })).toEqual({ fit: 30, rating: 36, response: 18, completeness: 10, total: 94 });
  });

  it('ranks a venue sized for the party above a hall far too big for it', () => {
    const small = recommendationScore({ ...complete, maxGuests: 100 }, { guestCount: 90 });
    const huge = recommendationScore({ ...complete, maxGuests: 600 }, { guestCount: 90 });
    expect(small.fit).toBe(27);
    expect(huge.fit).toBe(4);
    // Without a guest count every venue fits alike.
    expect(recommendationScore({ ...complete, maxGuests: 100 }, {}).fit).toBe(recommendationScore({ ...complete, maxGuests: 600 }, {}).fit);
  });

  it('trusts a rating in proportion to the reviews behind it: one 5.0 review is worth less than 180 at 4.8', () => {
    const one = recommendationScore({ ...complete, rating: 5, reviewCount: 1 }, {}).rating;
    const many = recommendationScore({ ...complete, rating: 4.8, reviewCount: 180 }, {}).rating;
    expect(one).toBe(6);
    expect(many).toBe(37);
    expect(recommendationScore({ ...complete, rating: 0, reviewCount: 0 }, {}).rating).toBe(0);
  });

  it('weighs the reply rate, and puts a venue without figures in the middle', () => {
    expect(recommendationScore({ ...complete, responseRate: 100 }, {}).response).toBe(20);
    expect(recommendationScore({ ...complete, responseRate: 30 }, {}).response).toBe(6);
    expect(recommendationScore({ ...complete, responseRate: null }, {}).response).toBe(10);
  });

  it('gives completeness points per item a full listing has', () => {
    const bare = { ...complete, descriptionLength: 50, photoCount: 1, amenityCount: 2, packageCount: 0, styleCount: 0 };
    expect(recommendationScore(bare, {}).completeness).toBe(0);
    expect(recommendationScore({ ...bare, packageCount: 1, photoCount: 5 }, {}).completeness).toBe(4);
  });

  it('says in one sentence what it weighs, and that nothing paid is', () => {
    expect(RECOMMENDED_ORDER_EXPLANATION.match(/[.;]/g)?.filter((c) => c === '.').length).toBe(1);
    for (const word of ['guest count', 'verified reviews', 'reply', 'complete', 'pay']) expect(RECOMMENDED_ORDER_EXPLANATION).toContain(word);
  });
});

describe('rankingFactsOf and compareRanked', () => {
  it('reads the facts of a venue, and orders by score, then rating, reviews, name and id', () => {
    const venue = VenueMother.create({ name: 'B', images: ['a', 'b'], amenities: ['x'], styles: [], description: 'x'.repeat(10) });
    expect(rankingFactsOf(venue, { responseRate: 50, packageCount: 2, uploadedPhotoCount: 3 })).toMatchObject({ photoCount: 5, amenityCount: 1, styleCount: 0, descriptionLength: 10, packageCount: 2, responseRate: 50 });
    const a = VenueMother.create({ name: 'A', rating: 4.5 });
    const c = VenueMother.create({ name: 'C', rating: 4.9 });
    const ranked = [
      { score: 70, venue },
      { score: 80, venue: a },
      { score: 70, venue: c },
    ].sort(compareRanked);
    expect(ranked.map((r) => r.venue.name)).toEqual(['A', 'C', 'B']);
  });

  it('never reads the featured flag', () => {
    const plain = VenueMother.create({ featured: false });
    const featured = { ...plain, featured: true };
    const more = { responseRate: 80, packageCount: 1, uploadedPhotoCount: 0 };
    expect(recommendationScore(rankingFactsOf(featured, more), {})).toEqual(recommendationScore(rankingFactsOf(plain, more), {}));
  });
});
