/**
 * The mood board's palette suggestions: the wedding styles of the timeline form (traditional,
 * modern, rustic, vintage, boho, elegant) and the spec's romantic and bohemian, five colours each.
 */
export const MOODBOARD_PALETTE_STYLES = ['traditional', 'modern', 'rustic', 'vintage', 'boho', 'elegant', 'romantic', 'bohemian'] as const;
export type MoodboardPaletteStyle = (typeof MOODBOARD_PALETTE_STYLES)[number];

export interface PaletteColour {
  name: string;
  /** #rrggbb, as a colour item's content. */
  hex: string;
}

export interface MoodboardPalette {
  style: MoodboardPaletteStyle;
  label: string;
  colours: readonly PaletteColour[];
}

export const MOODBOARD_PALETTES: readonly MoodboardPalette[] = [
  {
    style: 'traditional',
    label: 'Traditional',
    colours: [
      { name: 'Ivory', hex: '#fffff0' },
      { name: 'Champagne', hex: '#f7e7ce' },
      { name: 'Navy', hex: '#1f2f57' },
      { name: 'Burgundy', hex: '#800020' },
      { name: 'Gold', hex: '#c9a227' },
    ],
  },
  {
    style: 'modern',
    label: 'Modern',
    colours: [
      { name: 'Charcoal', hex: '#36454f' },
      { name: 'White', hex: '#ffffff' },
      { name: 'Black', hex: '#111111' },
      { name: 'Emerald', hex: '#2e8b57' },
      { name: 'Silver', hex: '#c0c0c0' },
    ],
  },
  {
    style: 'rustic',
    label: 'Rustic',
    colours: [
      { name: 'Burnt orange', hex: '#cc5500' },
      { name: 'Sage', hex: '#8fa68e' },
      { name: 'Cream', hex: '#f7f1e6' },
      { name: 'Barn wood', hex: '#7b5b3a' },
      { name: 'Terracotta', hex: '#a84d2a' },
    ],
  },
  {
    style: 'vintage',
    label: 'Vintage',
    colours: [
      { name: 'Dusty rose', hex: '#c08081' },
      { name: 'Mauve', hex: '#b784a7' },
      { name: 'Antique lace', hex: '#faebd7' },
      { name: 'Sepia', hex: '#704214' },
      { name: 'Mint', hex: '#b5d3c2' },
    ],
  },
  {
    style: 'boho',
    label: 'Boho',
    colours: [
      { name: 'Rust', hex: '#b7410e' },
      { name: 'Mustard', hex: '#e1ad01' },
      { name: 'Sand', hex: '#d8c3a5' },
      { name: 'Olive', hex: '#708238' },
      { name: 'Blush', hex: '#e8b4b8' },
    ],
  },
  {
    style: 'elegant',
    label: 'Elegant',
    colours: [
      { name: 'Pearl', hex: '#f8f6f0' },
      { name: 'Blush', hex: '#f4c2c2' },
      { name: 'Gold', hex: '#d4af37' },
      { name: 'Deep plum', hex: '#4b2142' },
      { name: 'Slate', hex: '#5a6270' },
    ],
  },
  {
    style: 'romantic',
    label: 'Romantic',
    colours: [
      { name: 'Blush pink', hex: '#f6c6d0' },
      { name: 'Rose', hex: '#c2185b' },
      { name: 'Lavender', hex: '#b9a6d6' },
      { name: 'Ivory', hex: '#fffff0' },
      { name: 'Soft gold', hex: '#e6c87a' },
    ],
  },
  {
    style: 'bohemian',
    label: 'Bohemian',
    colours: [
      { name: 'Terracotta', hex: '#e2725b' },
      { name: 'Desert sage', hex: '#9caf88' },
      { name: 'Marigold', hex: '#eaa221' },
      { name: 'Teal', hex: '#2a7f7f' },
      { name: 'Clay', hex: '#b66a50' },
    ],
  },
];
