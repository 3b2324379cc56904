// Shared drawing pieces for the scene images: sky, hills, live oaks, lights, ground.
// Plain shapes and gradients only, so the images are safe under a strict CSP.
import type { Palette } from './scene-palettes.js';

export const WIDTH = 1200;
export const HEIGHT = 800;

export interface SceneContext {
  palette: Palette;
  variant: number;
  /** Deterministic per scene and variant. */
  rand: () => number;
  /** Mirror the arrangement on some variants. */
  flip: boolean;
  /** Adds a definition (gradient, shape, pattern) once under its id. */
  def: (id: string, markup: string) => void;
}

export type SceneArtist = (ctx: SceneContext) => string;

/** mulberry32: a tiny seeded generator, good enough for picture arrangement. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export const round = (n: number): number => Math.round(n);

/** Blend two #rrggbb colours; weight 0 gives `from`, 1 gives `to`. */
export function mixColor(from: string, to: string, weight: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const value = round(channel(from, i) * (1 - weight) + channel(to, i) * weight);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

export function between(rand: () => number, min: number, max: number): number {
  return min + rand() * (max - min);
}

/** x mirrored around the centre when the scene is flipped. */
export function mx(ctx: SceneContext, x: number): number {
  return ctx.flip ? WIDTH - x : x;
}

export function linear(id: string, stops: readonly string[], vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const marks = stops
    .map((color, i) => `<stop offset="${round((i / (stops.length - 1)) * 100)}%" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${marks}</linearGradient>`;
}

export function glowGradient(id: string, color: string, opacity = 1): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="#fff" stop-opacity="${opacity}"/>` +
    `<stop offset=".2" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

/** A smooth ridge line from left to right (Catmull-Rom through random peaks), closed to the bottom. */
export function ridgePath(rand: () => number, baseY: number, amplitude: number, points = 8, bottom = HEIGHT): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    pts.push([-80 + (i * (WIDTH + 160)) / (points - 1), baseY - rand() * amplitude]);
  }
  let d = `M-80 ${bottom}L${round(pts[0][0])} ${round(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const [p1, p2] = [pts[i], pts[i + 1]];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(p2[0])} ${round(p2[1])}`;
  }
  return `${d}L${WIDTH + 80} ${bottom}Z`;
}

export function sky(ctx: SceneContext): string {
  const { palette: p } = ctx;
  ctx.def('sky', linear('sky', p.sky));
  ctx.def('sun', glowGradient('sun', p.sun.glow, 0.8));
  const sunX = mx(ctx, p.sun.x);
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${p.sun.y}" r="${p.sun.r * 7}" fill="url(#sun)" opacity=".7"/>` +
    `<circle cx="${sunX}" cy="${p.sun.y}" r="${p.sun.r}" fill="${p.sun.core}"/>` +
    clouds(ctx)
  );
}

function clouds(ctx: SceneContext): string {
  const { rand, palette } = ctx;
  let out = '';
  const count = 2 + Math.floor(rand() * 3);
  for (let i = 0; i < count; i++) {
    const x = round(between(rand, 60, 1140));
    const y = round(between(rand, 70, 260));
    const w = round(between(rand, 70, 150));
    out +=
      `<g fill="${palette.cloud}" opacity=".55"><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${round(w / 6)}"/>` +
      `<ellipse cx="${x - round(w / 4)}" cy="${y - 10}" rx="${round(w / 2.4)}" ry="${round(w / 5)}"/>` +
      `<ellipse cx="${x + round(w / 5)}" cy="${y - 14}" rx="${round(w / 3)}" ry="${round(w / 4.5)}"/></g>`;
  }
  return out;
}

/** Rolling hills, farthest first; `layers` limits how many to draw (near ones cover the ground). */
export function hills(ctx: SceneContext, horizon = 470, layers = 4): string {
  const { rand, palette } = ctx;
  const bases = [horizon - 20, horizon + 15, horizon + 60, horizon + 120];
  const amplitudes = [95, 70, 55, 40];
  let out = '';
  for (let i = 0; i < layers; i++) {
    out += `<path d="${ridgePath(rand, bases[i], amplitudes[i], 7 + i)}" fill="${palette.hills[i]}"/>`;
    if (i === 1) out += oakLine(ctx, bases[i] + 8, palette.haze, 0.22, 6);
  }
  return out;
}

/** A scatter of small distant oaks along a ridge. */
export function oakLine(ctx: SceneContext, y: number, color: string, scale: number, count: number): string {
  useOak(ctx);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = round(between(ctx.rand, 40, 1160));
    out += oak(x, round(y + between(ctx.rand, -10, 14)), scale * between(ctx.rand, 0.8, 1.2), color);
  }
  return out;
}

export function useOak(ctx: SceneContext): void {
  ctx.def('oak', `<g id="oak">${OAK_SHAPE}</g>`);
}

/** Clumps along the top of a wide dome and a scalloped underside: the live oak's outline. */
function oakCanopy(): string {
  let shape = '<ellipse cx="0" cy="-94" rx="100" ry="26"/>';
  const radii = [16, 20, 24, 20, 26, 22, 25, 20, 22, 18, 16];
  for (let i = 0; i < radii.length; i++) {
    const angle = Math.PI + (i / (radii.length - 1)) * Math.PI;
    const x = round(Math.cos(angle) * 98);
    const y = round(-96 + Math.sin(angle) * (28 + (i % 3) * 5));
    shape += `<circle cx="${x}" cy="${y}" r="${radii[i]}"/>`;
  }
  for (const x of [-96, -62, -26, 10, 46, 82]) shape += `<circle cx="${x}" cy="-${76 + (Math.abs(x) % 4)}" r="${12 + (Math.abs(x) % 5)}"/>`;
  return shape;
}

const CANOPY = oakCanopy();
const OAK_SHAPE =
  '<path d="M-13 0C-9-16-8-30-10-44L10-44C9-28 10-14 14 0Z"/>' +
  '<path d="M-6-40C-26-50-50-56-72-72M4-42C24-48 46-58 68-74M0-42C-2-60 4-76 6-96" fill="none" stroke-width="9" stroke-linecap="round"/>' +
  CANOPY;

/** A live oak: trunk base at (x, y), about 200 wide and 140 tall at scale 1. */
export function oak(x: number, y: number, scale: number, color: string, shadow = false): string {
  const t = `translate(${x} ${y}) scale(${scale.toFixed(2)})`;
  const ground = shadow ? `<ellipse cx="${x}" cy="${y}" rx="${round(95 * scale)}" ry="${round(9 * scale)}" fill="#000" opacity=".14"/>` : '';
  return `${ground}<use href="#oak" transform="${t}" fill="${color}" stroke="${color}"/>`;
}

/** A foreground live oak: each leaf clump is lit from above. */
export function nearOak(ctx: SceneContext, x: number, y: number, scale: number): string {
  useOak(ctx);
  const lit = mixColor(ctx.palette.oak, ctx.palette.grass, 0.55);
  ctx.def('oakg', `<linearGradient id="oakg" x2="0" y2="1"><stop offset="0" stop-color="${lit}"/><stop offset=".6" stop-color="${ctx.palette.oak}"/></linearGradient>`);
  return oak(x, y, scale, 'url(#oakg)', true);
}

/** The near ground: a gently curved meadow from y to the bottom, with bluebonnets in spring. */
export function meadow(ctx: SceneContext, y: number): string {
  const { palette: p, rand } = ctx;
  ctx.def('mead', linear('mead', [p.grass, p.grassDark]));
  let out = `<path d="${ridgePath(rand, y, 18, 5)}" fill="url(#mead)"/>`;
  if (p.bluebonnets) out += bluebonnets(ctx, y + 40);
  return out;
}

export function bluebonnets(ctx: SceneContext, y: number): string {
  ctx.def('bf', '<g id="bf"><path d="M0 22V6" stroke="#4f7d3a" stroke-width="2"/><ellipse rx="4" ry="9" fill="#3f5fb8"/><circle cy="-8" r="2.2" fill="#fff"/></g>');
  let flowers = '';
  const spots = [[10, 40, 1], [34, 22, 0.8], [58, 46, 1.1], [80, 18, 0.7], [104, 38, 1], [128, 26, 0.9], [146, 50, 1], [70, 56, 0.9], [22, 60, 0.8], [116, 62, 1]];
  for (const [x, top, s] of spots) flowers += `<use href="#bf" transform="translate(${x} ${top}) scale(${s})"/>`;
  ctx.def(
    'bb',
    `<pattern id="bb" width="156" height="70" patternUnits="userSpaceOnUse">${flowers}<circle cx="92" cy="60" r="4" fill="#e7683c"/><circle cx="44" cy="34" r="3" fill="#f2c94c"/></pattern>`,
  );
  ctx.def('bbs', '<pattern id="bbs" href="#bb" patternTransform="scale(.55)"/>');
  return (
    `<path d="${ridgePath(ctx.rand, y, 20, 5)}" fill="url(#bbs)" opacity=".85"/>` +
    `<path d="${ridgePath(ctx.rand, y + 70, 24, 5)}" fill="url(#bb)"/>`
  );
}

/** A strand of string lights hanging between two points. */
export function stringLights(ctx: SceneContext, x1: number, y1: number, x2: number, y2: number, sag: number, bulbs = 11): string {
  const { palette: p } = ctx;
  ctx.def('bulb', glowGradient('bulb', p.light));
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  let out = `<path d="M${round(x1)} ${round(y1)}Q${round(cx)} ${round(cy)} ${round(x2)} ${round(y2)}" fill="none" stroke="#2b2a26" stroke-width="1.5" opacity=".7"/>`;
  const r = p.evening ? 13 : 8;
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2;
    out += `<circle cx="${round(x)}" cy="${round(y + 4)}" r="${r}" fill="url(#bulb)"/>`;
  }
  return out;
}

/** A soft darkening at the edges that pulls the eye to the subject. */
export function vignette(ctx: SceneContext): string {
  ctx.def(
    'vig',
    '<radialGradient id="vig" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#1b140c" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#1b140c" stop-opacity=".35"/></radialGradient>',
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vig)"/>`;
}

/** A wash of sky colour over the background, as if out of focus behind a still life. */
export function haze(ctx: SceneContext, opacity = 0.35): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${ctx.palette.sky[2]}" opacity="${opacity}"/>`;
}
