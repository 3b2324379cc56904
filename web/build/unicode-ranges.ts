/** A run of Unicode code points, first and last included. */
export type CodePointRange = readonly [number, number];

/**
 * What the pages' text uses: printable ASCII, the punctuation the interface writes (… · – — “ ” ‘ ’
 * → ← ↑ ↓ ‹ › © ★ •, a no-break space) and Latin-1's letters (× and ÷ among them), which people's and
 * places' names bring (José, Peña, Café). Each face's "core" file holds only these glyphs: two
 * thirds of @fontsource's latin file (Inter 400: 15.5 against 23.7 KB); without the accented letters
 * it was 13.7, but most pages then fetched the full file as well, for a venue's or a guest's name.
 */
export const CORE_CODE_POINTS: readonly CodePointRange[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xc0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x2190, 0x2193],
  [0x2605, 0x2605],
];

// @fontsource's latin subset (its index.css). What is not in the core stays in the original file,
// which the browser downloads only for a page whose text needs it (an "é" in a guest's name).
export const LATIN_CODE_POINTS: readonly CodePointRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export function characters(ranges: readonly CodePointRange[]): string {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join('');
}

/** The code points of `ranges` that are not in `minus`, as sorted, merged ranges. */
export function subtract(ranges: readonly CodePointRange[], minus: readonly CodePointRange[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [first, last] of ranges) {
    for (let point = first; point <= last; point++) {
      if (minus.some(([a, b]) => point >= a && point <= b)) continue;
      const previous = out.at(-1);
      if (previous && previous[1] === point - 1) previous[1] = point;
      else out.push([point, point]);
    }
  }
  return out;
}

/** As CSS writes it: "U+0020-007E,U+00A0" (uppercase hex, at least four digits). */
export function unicodeRange(ranges: readonly CodePointRange[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}
