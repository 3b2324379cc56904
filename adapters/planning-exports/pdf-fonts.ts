import fs from 'node:fs';
import { createRequire } from 'node:module';

// The PDF's type: Inter for text and Fraunces for headings, embedded from the @fontsource
// packages the web app bundles. fontkit (under pdfkit) reads their WOFF files. Each file holds one
// script subset, so text is written in runs, each in the first subset that has its characters.
// Without the packages (an install without dev dependencies) the PDF falls back to Helvetica.

export type FontRole = 'text' | 'bold' | 'heading';

interface Face {
  name: string;
  file: string;
  ranges: [number, number][];
}

export interface FontRun {
  font: string;
  text: string;
}

export interface PdfFonts {
  /** Registers the embedded faces with a document (nothing for the built-in fallback). */
  register(doc: { registerFont(name: string, src: Buffer): unknown }): void;
  /** The text cut into runs, each with a font that has its characters; others become "?". */
  runs(text: string, role: FontRole): FontRun[];
}

const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'];
const ROLE_FACES: Record<FontRole, { family: 'inter' | 'fraunces'; weight: number }[]> = {
  text: [{ family: 'inter', weight: 400 }],
  bold: [{ family: 'inter', weight: 700 }],
  heading: [{ family: 'fraunces', weight: 600 }, { family: 'inter', weight: 700 }],
};
const REPLACEMENT = '?';

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
  });
}

const covers = (face: Face, codePoint: number) => face.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

/** Cuts text where the covering face changes; a character no face has is shown as "?" in the first face. */
function cut(text: string, faces: readonly Face[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const face = faces.find((candidate) => covers(candidate, codePoint));
    const font = (face ?? faces[0]).name;
    const shown = face ? char : REPLACEMENT;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += shown;
    else runs.push({ font, text: shown });
  }
  return runs;
}

function embeddedFonts(): PdfFonts | null {
  try {
    const require = createRequire(import.meta.url);
    const faces: Record<FontRole, Face[]> = { text: [], bold: [], heading: [] };
    for (const role of Object.keys(ROLE_FACES) as FontRole[]) {
      for (const { family, weight } of ROLE_FACES[role]) {
        const unicode = JSON.parse(fs.readFileSync(require.resolve(`@fontsource/${family}/unicode.json`), 'utf8')) as Record<string, string>;
        for (const subset of SUBSETS.filter((s) => unicode[s])) {
          const file = require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);
          faces[role].push({ name: `${family}-${weight}-${subset}`, file, ranges: parseRanges(unicode[subset]) });
        }
      }
    }
    const all = new Map(Object.values(faces).flat().map((face) => [face.name, face]));
    const buffers = new Map([...all.values()].map((face) => [face.name, fs.readFileSync(face.file)]));
    return {
      register: (doc) => buffers.forEach((buffer, name) => doc.registerFont(name, buffer)),
      runs: (text, role) => cut(text, faces[role]),
    };
  } catch {
    return null;
  }
}

/** What Helvetica can show: Latin-1 and the few Windows-1252 extras people type. */
const WIN_ANSI_EXTRAS = new Set([...'–—‘’‚“”„•…€™†‡‰‹›ŒœŠšŽžŸƒˆ˜']);
const HELVETICA: Record<FontRole, string> = { text: 'Helvetica', bold: 'Helvetica-Bold', heading: 'Helvetica-Bold' };

function builtInFonts(): PdfFonts {
  return {
    register: () => {},
    runs: (text, role) => {
      const shown = [...text].map((char) => {
        const code = char.codePointAt(0) ?? 0;
        return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char) ? char : REPLACEMENT;
      });
      return [{ font: HELVETICA[role], text: shown.join('') }];
    },
  };
}

let cached: PdfFonts | undefined;

/** The embedded Inter and Fraunces faces, or Helvetica when their packages are not installed. */
export function pdfFonts(): PdfFonts {
  cached ??= embeddedFonts() ?? builtInFonts();
  return cached;
}
