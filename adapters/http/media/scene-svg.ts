// Renders the demo images (/media/scenes/{scene}-{variant}.svg): Hill Country scenes drawn
// from plain shapes and gradients, with no fonts, images, scripts or outside references,
// so they are safe to serve under a strict Content-Security-Policy.
import { BUILDING_SCENES } from './building-scenes.js';
import { LANDSCAPE_SCENES } from './landscape-scenes.js';
import { PALETTES } from './scene-palettes.js';
import { type SceneArtist, type SceneContext, HEIGHT, WIDTH, hashText, seededRandom, vignette } from './scene-kit.js';
import { VENDOR_SCENES } from './vendor-scenes.js';

const ARTISTS: Record<string, SceneArtist> = { ...BUILDING_SCENES, ...LANDSCAPE_SCENES, ...VENDOR_SCENES };

export const VENUE_SCENES = [
  'barn',
  'chapel',
  'garden',
  'vineyard',
  'lake',
  'river',
  'hilltop',
  'ballroom',
  'courtyard',
  'oak-grove',
  'dancehall',
  'estate',
] as const;

export const VENDOR_SCENE_NAMES = ['camera', 'cake', 'bouquet', 'table', 'guitar'] as const;

export const SCENES: readonly string[] = [...VENUE_SCENES, ...VENDOR_SCENE_NAMES];

export const SCENE_VARIANTS = PALETTES.length;

export function isScene(scene: string): boolean {
  return SCENES.includes(scene);
}

/** The SVG document for a scene and variant (1..SCENE_VARIANTS), or null if there is none. */
export function renderScene(scene: string, variant: number): string | null {
  const artist = Object.hasOwn(ARTISTS, scene) ? ARTISTS[scene] : undefined;
  if (!artist || !Number.isInteger(variant) || variant < 1 || variant > SCENE_VARIANTS) return null;
  const defs = new Map<string, string>();
  const ctx: SceneContext = {
    palette: PALETTES[variant - 1],
    variant,
    rand: seededRandom(hashText(scene) + variant * 7919),
    flip: variant === 2 || variant === 4,
    def: (id, markup) => {
      if (!defs.has(id)) defs.set(id, markup);
    },
  };
  const body = artist(ctx) + vignette(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" ` +
    `preserveAspectRatio="xMidYMid slice" role="img" aria-label="${scene.replace('-', ' ')}">` +
    `<defs>${[...defs.values()].join('')}</defs>${body}</svg>`
  );
}
