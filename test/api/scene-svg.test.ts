import { describe, expect, it } from '@jest/globals';
import { SCENES, SCENE_VARIANTS, renderScene } from '../../adapters/http/media/scene-svg.js';

const SVG_NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"';
const MAX_BYTES = 12 * 1024;
const variants = Array.from({ length: SCENE_VARIANTS }, (_, i) => i + 1);

describe('renderScene', () => {
  it('offers venue and vendor scenes in five variants', () => {
    expect(SCENE_VARIANTS).toBe(5);
    expect(SCENES).toEqual(expect.arrayContaining(['barn', 'chapel', 'vineyard', 'lake', 'ballroom', 'oak-grove', 'camera', 'cake', 'bouquet', 'guitar']));
  });

  it.each(SCENES.flatMap((scene) => variants.map((variant) => [scene, variant] as const)))(
    'draws %s variant %i as a self-contained SVG document',
    (scene, variant) => {
      const svg = renderScene(scene, variant);
      expect(svg).not.toBeNull();
      const text = svg as string;
      expect(text.startsWith('<svg')).toBe(true);
      expect(text.endsWith('</svg>')).toBe(true);
      expect(text).toContain('viewBox="0 0 1200 800"');
      expect(text).toContain('preserveAspectRatio="xMidYMid slice"');
      // The namespace declaration is the only URL allowed in the document.
      expect(text.replace(SVG_NAMESPACE, '')).not.toMatch(/http|<script|<image|<foreignObject|<style|<text|@import|javascript:/i);
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_BYTES);
    },
  );

  it('only references definitions it declares', () => {
    for (const scene of SCENES) {
      for (const variant of variants) {
        const svg = renderScene(scene, variant) as string;
        const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
        const refs = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);
        expect(refs.filter((ref) => !ids.has(ref))).toEqual([]);
      }
    }
  });

  it('paints each variant differently and the same variant identically every time', () => {
    for (const scene of SCENES) {
      const drawings = variants.map((variant) => renderScene(scene, variant));
      expect(new Set(drawings).size).toBe(variants.length);
      expect(renderScene(scene, 3)).toBe(drawings[2]);
    }
  });

  it('returns null for an unknown scene or a variant out of range', () => {
    expect(renderScene('spaceship', 1)).toBeNull();
    expect(renderScene('constructor', 1)).toBeNull();
    expect(renderScene('barn', 0)).toBeNull();
    expect(renderScene('barn', SCENE_VARIANTS + 1)).toBeNull();
    expect(renderScene('barn', 1.5)).toBeNull();
  });
});
