import { describe, expect, it } from '@jest/globals';
import { characters, CORE_CODE_POINTS, LATIN_CODE_POINTS, subtract, unicodeRange, type CodePointRange } from '../../../web/build/unicode-ranges.js';

const points = (ranges: readonly CodePointRange[]) => new Set([...characters(ranges)].map((char) => char.codePointAt(0)));

describe('the font files the build cuts', () => {
  it('splits latin into a core and a rest that never overlap and together cover all of it', () => {
    const core = points(CORE_CODE_POINTS);
    const rest = points(subtract(LATIN_CODE_POINTS, CORE_CODE_POINTS));
    expect([...core].filter((point) => rest.has(point))).toEqual([]);
    expect(new Set([...core, ...rest])).toEqual(points([...LATIN_CODE_POINTS, ...CORE_CODE_POINTS]));
  });

  it('keeps in the core every character the interface itself writes', () => {
    const core = points(CORE_CODE_POINTS);
    for (const char of 'Search Venues… $42,000 · 1–3 “Yes” it’s → ← ↑ ↓ × © ★ • José Peña Brontë') expect(core.has(char.codePointAt(0))).toBe(true);
    // Rarer characters load the full latin file when a page shows one.
    expect(core.has('€'.codePointAt(0))).toBe(false);
  });

  it('merges neighbouring code points and writes ranges as CSS does', () => {
    expect(subtract([[0x41, 0x46]], [[0x43, 0x43]])).toEqual([[0x41, 0x42], [0x44, 0x46]]);
    expect(subtract([[0x41, 0x42], [0x43, 0x44]], [])).toEqual([[0x41, 0x44]]);
    expect(unicodeRange([[0x20, 0x7e], [0xa0, 0xa0], [0x2026, 0x2026]])).toBe('U+0020-007E,U+00A0,U+2026');
  });
});
