// One palette per image variant: the time of day and season a scene is painted in.

export interface Palette {
  /** Sky gradient, top to horizon. */
  sky: readonly [string, string, string];
  sun: { x: number; y: number; r: number; core: string; glow: string };
  /** Hill layers, farthest first. */
  hills: readonly [string, string, string, string];
  grass: string;
  grassDark: string;
  /** Near live oaks and their hazier distant cousins. */
  oak: string;
  haze: string;
  /** Warm lamp and bulb colour. */
  light: string;
  water: readonly [string, string];
  stone: string;
  stoneShade: string;
  cloud: string;
  /** Evening light: bulbs glow brighter and walls fall into shade. */
  evening: boolean;
  /** Spring: bluebonnets in the foreground. */
  bluebonnets: boolean;
}

export const PALETTES: readonly Palette[] = [
  {
    // 1: dawn
    sky: ['#8fa5cc', '#e8b9b6', '#fbe2c6'],
    sun: { x: 300, y: 440, r: 44, core: '#fff4dc', glow: '#ffd6a8' },
    hills: ['#b4b8bd', '#9eaa9d', '#7f9274', '#627856'],
    grass: '#718c56',
    grassDark: '#506b3d',
    oak: '#3d5134',
    haze: '#8f9b8d',
    light: '#ffe3a3',
    water: ['#d9c6cf', '#a9b6cb'],
    stone: '#e9dcc4',
    stoneShade: '#c7b79c',
    cloud: '#fbe6e2',
    evening: false,
    bluebonnets: false,
  },
  {
    // 2: golden hour
    sky: ['#6c9ac6', '#efc283', '#fadfa6'],
    sun: { x: 900, y: 410, r: 58, core: '#fff1c4', glow: '#ffc46a' },
    hills: ['#c4b890', '#a9a672', '#879050', '#67753b'],
    grass: '#8e9546',
    grassDark: '#5f6b2d',
    oak: '#3a4525',
    haze: '#a6a37b',
    light: '#ffd27a',
    water: ['#f0cc8e', '#8fa9b8'],
    stone: '#efdbb4',
    stoneShade: '#cfb287',
    cloud: '#ffe7bf',
    evening: false,
    bluebonnets: false,
  },
  {
    // 3: clear blue midday
    sky: ['#3f7fc4', '#88b8e2', '#dfecf2'],
    sun: { x: 960, y: 130, r: 38, core: '#ffffff', glow: '#fff6d2' },
    hills: ['#a3bab8', '#88a487', '#6d8d5c', '#587b45'],
    grass: '#7b9b4e',
    grassDark: '#567b36',
    oak: '#2f4a2a',
    haze: '#8ca698',
    light: '#fff3c9',
    water: ['#8cc1de', '#3f82b8'],
    stone: '#ebdfc6',
    stoneShade: '#c9b795',
    cloud: '#ffffff',
    evening: false,
    bluebonnets: false,
  },
  {
    // 4: dusk
    sky: ['#27305c', '#9a5d84', '#f2a26b'],
    sun: { x: 700, y: 500, r: 50, core: '#ffd19a', glow: '#f28a5b' },
    hills: ['#7d6b88', '#5f5a72', '#464d53', '#323e37'],
    grass: '#4b5a3c',
    grassDark: '#33412a',
    oak: '#202a20',
    haze: '#6b6479',
    light: '#ffd07c',
    water: ['#e59d74', '#5d5580'],
    stone: '#d9c2a5',
    stoneShade: '#a68f77',
    cloud: '#f3b3a1',
    evening: true,
    bluebonnets: false,
  },
  {
    // 5: spring morning, bluebonnet season
    sky: ['#79b4dc', '#c0e0ea', '#f3f4dd'],
    sun: { x: 240, y: 170, r: 36, core: '#fffdf0', glow: '#fff2bd' },
    hills: ['#b5c9b4', '#9aba91', '#7ca86b', '#5f9250'],
    grass: '#86b35a',
    grassDark: '#5c8d3d',
    oak: '#34532d',
    haze: '#a0bba1',
    light: '#fff0b8',
    water: ['#b3dbe6', '#5f9fc9'],
    stone: '#efe3c9',
    stoneShade: '#cebc99',
    cloud: '#ffffff',
    evening: false,
    bluebonnets: true,
  },
];
