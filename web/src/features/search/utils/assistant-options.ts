import { ATMOSPHERES, SEASONS, WEDDING_STYLES } from '@domain/venues/venue';
import type { BudgetPriority } from '@domain/venues/venue-match';
import { COLOR_SCHEMES, MUST_HAVE_FEATURES } from '@domain/venues/venue-match-options';
import type { Atmosphere, Season, WeddingStyle } from '@/types/api';

// What the assistant shows for each choice. The choices themselves come from the domain.

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const STYLE_DESCRIPTIONS: Record<WeddingStyle, string> = {
  romantic: 'Soft florals, candlelight and dreamy details',
  rustic: 'Barn beams, string lights and live oaks',
  elegant: 'Ballrooms, crystal and black tie',
  bohemian: 'Free-spirited, natural and relaxed',
  modern: 'Clean lines and striking design',
  vintage: 'Heirloom charm and historic walls',
  garden: 'Blooms, greenery and open sky',
  beach: 'Vows by the lake or river',
};

const ATMOSPHERE_DESCRIPTIONS: Record<Atmosphere, string> = {
  intimate: 'Close family and friends',
  grand: 'A big celebration with room to spare',
  outdoor: 'Under the Texas sky',
  cozy: 'Warm, snug and relaxed',
  luxurious: 'Full service and fine finishes',
  casual: 'Laid-back and easy-going',
};

export const STYLE_OPTIONS: readonly ChoiceOption<WeddingStyle>[] = WEDDING_STYLES.map((value) => ({
  value,
  label: title(value),
  description: STYLE_DESCRIPTIONS[value],
}));

export const ATMOSPHERE_OPTIONS: readonly ChoiceOption<Atmosphere>[] = ATMOSPHERES.map((value) => ({
  value,
  label: title(value),
  description: ATMOSPHERE_DESCRIPTIONS[value],
}));

export const SEASON_OPTIONS: readonly ChoiceOption<Season>[] = SEASONS.map((value) => ({ value, label: title(value) }));

export const BUDGET_PRIORITY_OPTIONS: readonly ChoiceOption<BudgetPriority>[] = [
  { value: 'low', label: 'Keep it modest', description: 'Most of the budget goes elsewhere' },
  { value: 'medium', label: 'Balanced', description: 'A fair share for the venue' },
  { value: 'high', label: 'Venue first', description: 'The venue is where we splurge' },
];

/** Swatches are picture, not text: each colour is named beside it. */
const SWATCHES: Record<string, string> = {
  blush: '#e9b8bb',
  ivory: '#f6f0df',
  sage: '#a3b596',
  'dusty-blue': '#93abc6',
  burgundy: '#7a2636',
  navy: '#22324f',
  gold: '#c9a44c',
  terracotta: '#c0633f',
  lavender: '#b9a6d3',
  emerald: '#2d6a4f',
  champagne: '#ead7b2',
  'black-white': 'linear-gradient(135deg, #1f1d1a 0 50%, #ffffff 50% 100%)',
};

export const COLOR_OPTIONS = COLOR_SCHEMES.map((color) => ({ value: color.id, label: color.label, swatch: SWATCHES[color.id] ?? '#ccc' }));

export const FEATURE_OPTIONS: readonly ChoiceOption<string>[] = MUST_HAVE_FEATURES.map((feature) => ({
  value: feature.id,
  label: feature.label,
}));
