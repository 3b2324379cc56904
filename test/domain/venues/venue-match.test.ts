import { describe, expect, it } from '@jest/globals';
import type { Venue } from '../../../domain/venues/venue.js';
import { FILTER_AMENITIES } from '../../../domain/venues/venue.js';
import { COLOR_SCHEMES, MUST_HAVE_FEATURES } from '../../../domain/venues/venue-match-options.js';
import type { StylePreferences } from '../../../domain/venues/venue-match.js';
import { MATCH_WEIGHTS, matchVenue, rankVenues } from '../../../domain/venues/venue-match.js';
import { VenueMother } from '../../support/venue-mother.js';

/** A venue that matches no preference: no styles, atmospheres, seasons or amenities. */
const plainVenue = (overrides: Partial<Venue> = {}): Venue =>
  VenueMother.create({
    name: 'Plain Hall',
    description: 'A hall.',
    location: 'Main Street',
    city: 'Kerrville',
    venueType: 'historic',
    styles: [],
    atmospheres: [],
    bestSeasons: [],
    amenities: [],
    priceCents: 2_000_000,
    rating: 4,
    reviewCount: 10,
    ...overrides,
  });

const fullPrefs: StylePreferences = {
  weddingStyle: 'rustic',
  atmosphere: 'cozy',
  colorScheme: ['sage', 'terracotta'],
  preferredSeason: 'fall',
  mustHaveFeatures: ['bridal-suite', 'dance-floor'],
  budgetPriority: 'low',
  inspiration: 'live oaks and twinkle lights',
};

const perfectRusticBarn = (overrides: Partial<Venue> = {}) =>
  plainVenue({
    venueType: 'barn',
    styles: ['rustic', 'bohemian'],
    atmospheres: ['cozy'],
    bestSeasons: ['fall'],
    amenities: ['Bridal Suite', 'Dance Floor'],
    priceCents: 650_000,
    description: 'A restored barn under live oaks strung with twinkle lights.',
    ...overrides,
  });

const scoreOf = (venue: Venue, prefs: StylePreferences) => matchVenue(venue, prefs).score;

describe('MUST_HAVE_FEATURES and COLOR_SCHEMES', () => {
  it('offers twelve features and twelve colours with unique ids', () => {
    expect(MUST_HAVE_FEATURES).toHaveLength(12);
    expect(COLOR_SCHEMES).toHaveLength(12);
    expect(new Set(MUST_HAVE_FEATURES.map((feature) => feature.id)).size).toBe(12);
    expect(new Set(COLOR_SCHEMES.map((color) => color.id)).size).toBe(12);
  });

  it('lets every search filter amenity satisfy some feature', () => {
    for (const amenity of FILTER_AMENITIES) {
      expect(MUST_HAVE_FEATURES.some((feature) => feature.amenities.includes(amenity))).toBe(true);
    }
  });
});

describe('matchVenue', () => {
  it('scores an empty preference set on rating alone, around the middle', () => {
    expect(scoreOf(plainVenue({ rating: 5 }), {})).toBe(55);
    expect(scoreOf(plainVenue({ rating: 4 }), {})).toBe(53);
    expect(scoreOf(plainVenue({ rating: 0 }), {})).toBe(45);
  });

  it('treats blank preferences like no preferences', () => {
    const blank: StylePreferences = { weddingStyle: null, colorScheme: [], mustHaveFeatures: [], inspiration: '  ', budgetPriority: null };
    expect(scoreOf(plainVenue(), blank)).toBe(scoreOf(plainVenue(), {}));
  });

  it('scores a venue with nothing in common low but not below zero', () => {
    expect(scoreOf(plainVenue({ rating: 4 }), fullPrefs)).toBe(8);
    expect(scoreOf(plainVenue({ rating: 0 }), fullPrefs)).toBe(0);
  });

  it('scores a venue that matches everything at the top', () => {
    expect(scoreOf(perfectRusticBarn({ rating: 5 }), fullPrefs)).toBe(100);
    expect(scoreOf(perfectRusticBarn({ rating: 4 }), fullPrefs)).toBe(98);
  });

  it('stays an integer between 0 and 100', () => {
    for (const rating of [0, 2.5, 3.7, 4.9, 5]) {
      const { score } = matchVenue(perfectRusticBarn({ rating, styles: ['romantic'] }), fullPrefs);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('gives the same result for the same inputs', () => {
    expect(matchVenue(perfectRusticBarn(), fullPrefs)).toEqual(matchVenue(perfectRusticBarn(), fullPrefs));
  });

  it('explains the match in true sentences, the weightiest first', () => {
    const { reasons } = matchVenue(perfectRusticBarn({ rating: 4.8, reviewCount: 127 }), fullPrefs);
    expect(reasons).toEqual([
      'Rustic barn setting fits your style',
      'Has a Bridal Suite and a Dance Floor',
      'Offers the cozy atmosphere you want',
      'Suits your sage green and terracotta palette',
      'Lovely in fall',
      'Starting at $6,500, easy on your budget',
      'Matches your inspiration: "live", "oaks" and "twinkle"',
      'Rated 4.8 from 127 reviews',
    ]);
  });

  it('gives no reason for what does not match', () => {
    const venue = perfectRusticBarn({ bestSeasons: ['spring'], amenities: ['Bridal Suite'], rating: 4 });
    const { reasons } = matchVenue(venue, fullPrefs);
    expect(reasons).toContain('Has a Bridal Suite');
    expect(reasons.some((reason) => reason.includes('Dance Floor'))).toBe(false);
    expect(reasons.some((reason) => reason.includes('fall'))).toBe(false);
    expect(reasons.some((reason) => reason.startsWith('Rated'))).toBe(false);
  });

  it('orders a partial must-have match below the full atmosphere match', () => {
    const venue = perfectRusticBarn({ amenities: ['Bridal Suite'] });
    const { reasons } = matchVenue(venue, fullPrefs);
    expect(reasons.indexOf('Offers the cozy atmosphere you want')).toBeLessThan(reasons.indexOf('Has a Bridal Suite'));
  });

  describe('style', () => {
    it('names the setting when the venue type carries the style', () => {
      expect(matchVenue(plainVenue({ styles: ['garden'], venueType: 'garden' }), { weddingStyle: 'garden' }).reasons[0]).toBe(
        'Garden setting fits your style',
      );
      expect(matchVenue(plainVenue({ styles: ['elegant'], venueType: 'ballroom' }), { weddingStyle: 'elegant' }).reasons[0]).toBe(
        'Elegant ballroom setting fits your style',
      );
    });

    it('says the venue suits the style when its type is unrelated', () => {
      expect(matchVenue(plainVenue({ styles: ['modern'], venueType: 'barn' }), { weddingStyle: 'modern' }).reasons[0]).toBe(
        'Suits your modern style',
      );
    });

    it('gives half credit to a venue whose type alone suits the style', () => {
      const listed = scoreOf(plainVenue({ styles: ['rustic'], venueType: 'barn' }), { weddingStyle: 'rustic' });
      const typeOnly = matchVenue(plainVenue({ styles: [], venueType: 'barn' }), { weddingStyle: 'rustic' });
      const none = scoreOf(plainVenue({ styles: [], venueType: 'ballroom' }), { weddingStyle: 'rustic' });
      expect(typeOnly.score).toBeLessThan(listed);
      expect(typeOnly.score).toBeGreaterThan(none);
      expect(typeOnly.reasons[0]).toBe('Its barn setting suits a rustic look');
    });
  });

  describe('must-have features', () => {
    it('accepts feature ids, labels or plain amenity names, each counted once', () => {
      const venue = plainVenue({ amenities: ['Catering Included', 'Wine Cellar'] });
      const prefs = { mustHaveFeatures: ['catering', 'On-site Catering', 'wine cellar', 'Dance Floor'] };
      expect(matchVenue(venue, prefs).reasons[0]).toBe('Has On-site Catering and Wine Cellar');
      // Two of three distinct wishes: catering, wine cellar, dance floor.
      expect(scoreOf(venue, prefs)).toBe(Math.round(90 * (2 / 3) + 10 * (4 / 5)));
    });

    it('is satisfied by any of the amenities a feature maps to', () => {
      const venue = plainVenue({ amenities: ['River View'] });
      expect(matchVenue(venue, { mustHaveFeatures: ['water-views'] }).reasons[0]).toBe('Has Lake or River Views');
    });
  });

  describe('colours', () => {
    it('ignores colours it does not know', () => {
      expect(scoreOf(plainVenue(), { colorScheme: ['neon'] })).toBe(scoreOf(plainVenue(), {}));
    });
  });

  describe('budget priority', () => {
    const cheap = plainVenue({ priceCents: 750_000 });
    const midRange = plainVenue({ priceCents: 1_500_000 });
    const premium = plainVenue({ priceCents: 2_800_000 });

    it('favours venues up to $8,000 when the venue gets a small share', () => {
      expect(scoreOf(cheap, { budgetPriority: 'low' })).toBeGreaterThan(scoreOf(midRange, { budgetPriority: 'low' }));
    });

    it('favours venues up to $15,000 for a medium share', () => {
      expect(scoreOf(midRange, { budgetPriority: 'medium' })).toBeGreaterThan(scoreOf(premium, { budgetPriority: 'medium' }));
      expect(scoreOf(cheap, { budgetPriority: 'medium' })).toBe(scoreOf(midRange, { budgetPriority: 'medium' }));
    });

    it('lets any price fit when the venue gets the biggest share', () => {
      expect(scoreOf(premium, { budgetPriority: 'high' })).toBe(scoreOf(cheap, { budgetPriority: 'high' }));
      expect(matchVenue(premium, { budgetPriority: 'high' }).reasons[0]).toBe('A premium venue worth the splurge');
    });
  });

  describe('inspiration', () => {
    it('finds inspiration keywords in the venue description, singular or plural', () => {
      const venue = plainVenue({ description: 'Rows of vines and a lavender field at sunset.' });
      const { reasons, score } = matchVenue(venue, { inspiration: 'Vine rows and sunsets' });
      expect(reasons[0]).toBe('Matches your inspiration: "vine", "rows" and "sunsets"');
      expect(score).toBe(98);
    });

    it('ignores filler words', () => {
      const venue = plainVenue({ description: 'A beautiful wedding venue we love.' });
      expect(matchVenue(venue, { inspiration: 'beautiful wedding venue, love' })).toEqual(matchVenue(venue, {}));
    });
  });

  describe('a venue that fits strictly better scores higher', () => {
    const increasing = (scores: number[]) => scores.every((score, index) => index === 0 || score > scores[index - 1]);

    it('rises with each preference dimension matched, all else equal', () => {
      // Each step adds one more thing fullPrefs asks for to the previous venue.
      const steps: Partial<Venue>[] = [
        {},
        { priceCents: 650_000 },
        { bestSeasons: ['fall'] },
        { atmospheres: ['cozy'] },
        { venueType: 'barn' },
        { styles: ['garden'] }, // suits sage green
        { styles: ['garden', 'bohemian'] }, // and terracotta
        { styles: ['garden', 'bohemian', 'rustic'] },
        { amenities: ['Bridal Suite'] },
        { amenities: ['Bridal Suite', 'Dance Floor'] },
        { description: 'Under the oaks.' },
        { description: 'Under the live oaks.' },
      ];
      let overrides: Partial<Venue> = {};
      const scores = steps.map((step) => {
        overrides = { ...overrides, ...step };
        return scoreOf(plainVenue(overrides), fullPrefs);
      });
      expect(increasing(scores)).toBe(true);
    });

    it('rises with each one of all twelve must-have features, with every other preference given', () => {
      const prefs = { ...fullPrefs, mustHaveFeatures: MUST_HAVE_FEATURES.map((feature) => feature.id) };
      const scores = MUST_HAVE_FEATURES.map((_, count) =>
        scoreOf(plainVenue({ amenities: MUST_HAVE_FEATURES.slice(0, count + 1).map((feature) => feature.amenities[0]) }), prefs),
      );
      const none = scoreOf(plainVenue(), prefs);
      expect(increasing([none, ...scores])).toBe(true);
    });

    it('rises with each colour of all twelve the venue style suits, with every other preference given', () => {
      const prefs = { ...fullPrefs, weddingStyle: 'garden' as const, colorScheme: COLOR_SCHEMES.map((color) => color.id) };
      // Every venue lists garden (so the style match is constant); more styles suit more colours.
      const styleSets = [['garden'], ['garden', 'bohemian'], ['garden', 'bohemian', 'modern'], ['garden', 'bohemian', 'modern', 'romantic'], ['garden', 'bohemian', 'modern', 'romantic', 'vintage']] as const;
      const matchedColours = styleSets.map((styles) => COLOR_SCHEMES.filter((color) => color.styles.some((style) => (styles as readonly string[]).includes(style))).length);
      expect(increasing(matchedColours)).toBe(true);
      const scores = styleSets.map((styles) => scoreOf(plainVenue({ venueType: 'garden', styles: [...styles] }), prefs));
      expect(increasing(scores)).toBe(true);
    });

    it('holds for every pair of constructed venues where one matches a superset of the other', () => {
      const prefs: StylePreferences = { ...fullPrefs, colorScheme: ['lavender'] }; // lavender suits romantic, not rustic
      const levels = [2, 3, 2, 2, 2, 2, 2, 3]; // season, style, atmosphere, colour, budget, suite, dance floor, inspiration
      const candidates: { fit: number[]; score: number }[] = [];
      const build = (fit: number[]) => {
        const [season, style, atmosphere, colour, budget, suite, dance, inspiration] = fit;
        return plainVenue({
          bestSeasons: season ? ['fall'] : ['spring'],
          venueType: style > 0 ? 'barn' : 'ballroom',
          styles: [...(style === 2 ? (['rustic'] as const) : []), ...(colour ? (['romantic'] as const) : [])],
          atmospheres: atmosphere ? ['cozy'] : ['grand'],
          priceCents: budget ? 700_000 : 2_000_000,
          amenities: [...(suite ? ['Bridal Suite'] : []), ...(dance ? ['Dance Floor'] : [])],
          description: ['A hall.', 'Under the oaks.', 'Under the live oaks.'][inspiration],
        });
      };
      const visit = (prefix: number[]) => {
        if (prefix.length === levels.length) {
          candidates.push({ fit: prefix, score: scoreOf(build(prefix), prefs) });
          return;
        }
        for (let level = 0; level < levels[prefix.length]; level += 1) visit([...prefix, level]);
      };
      visit([]);
      let comparisons = 0;
      for (const better of candidates) {
        for (const worse of candidates) {
          const dominates = better.fit.every((level, index) => level >= worse.fit[index]) && better.fit.some((level, index) => level > worse.fit[index]);
          if (!dominates) continue;
          comparisons += 1;
          if (better.score <= worse.score) throw new Error(`${better.fit} scored ${better.score}, not above ${worse.fit} at ${worse.score}`);
        }
      }
      expect(comparisons).toBeGreaterThan(10_000);
    });

    it('keeps every single step worth at least one point', () => {
      // The smallest steps: one of twelve colours or features out of all weights.
      const total = Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
      expect((90 * MATCH_WEIGHTS.colors) / 12 / total).toBeGreaterThan(1);
      expect((90 * MATCH_WEIGHTS.features) / 12 / total).toBeGreaterThan(1);
    });

    it('never lets a better rating alone beat a venue that matches one more preference', () => {
      const matching = scoreOf(plainVenue({ bestSeasons: ['fall'], rating: 3.5 }), fullPrefs);
      const betterRated = scoreOf(plainVenue({ rating: 5 }), fullPrefs);
      expect(matching).toBeGreaterThan(betterRated);
    });
  });
});

describe('rankVenues', () => {
  const venues = [
    plainVenue({ id: 'a', name: 'Bluebonnet Hall', rating: 4.5 }),
    perfectRusticBarn({ id: 'b', name: 'Cypress Barn', rating: 4 }),
    plainVenue({ id: 'c', name: 'Agave Hall', rating: 4.5 }),
    plainVenue({ id: 'd', name: 'Pecan Hall', rating: 4.9 }),
  ];

  it('puts the best match first and adds aiScore and matchReasons', () => {
    const ranked = rankVenues(venues, fullPrefs);
    expect(ranked[0].id).toBe('b');
    expect(ranked[0].aiScore).toBe(98);
    expect(ranked[0].matchReasons[0]).toBe('Rustic barn setting fits your style');
    expect(ranked[0].name).toBe('Cypress Barn');
  });

  it('breaks ties by rating, then by name', () => {
    const ranked = rankVenues(venues, {});
    expect(ranked.map((venue) => venue.id)).toEqual(['d', 'c', 'a', 'b']);
    expect(ranked[1].aiScore).toBe(ranked[2].aiScore);
  });

  it('sorts scores in descending order and leaves the input alone', () => {
    const before = JSON.stringify(venues);
    const scores = rankVenues(venues, fullPrefs).map((venue) => venue.aiScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(JSON.stringify(venues)).toBe(before);
  });
});
