import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { characters, CORE_CODE_POINTS, LATIN_CODE_POINTS, subtract, unicodeRange, type CodePointRange } from './unicode-ranges';

/** A face as @fontsource names its latin file: "inter-latin-400-normal". */
export interface FontFace {
  family: string;
  /** The @fontsource package's directory name: "inter". */
  pkg: string;
  weight: number;
  style: 'normal' | 'italic';
}

const VIRTUAL_ID = 'virtual:hcw-fonts.css';

/**
 * `import 'virtual:hcw-fonts.css'` gives the app's @font-face rules: for each face a core file, cut at
 * build time from @fontsource's latin file (subset-font, HarfBuzz), and the latin file itself for
 * the rest of its range, the two ranges disjoint. The files and the stylesheet are written to
 * `outDir` (node_modules/.cache/hcw-fonts), where Vite hashes and emits them like any other asset.
 */
export function subsetFonts(faces: FontFace[], outDir: string): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'hcw:subset-fonts',
    async configResolved() {
      fs.mkdirSync(outDir, { recursive: true });
      const coreText = characters(CORE_CODE_POINTS);
      const rest = subtract(LATIN_CODE_POINTS, CORE_CODE_POINTS);
      const rules: string[] = [];
      for (const face of faces) {
        const name = `${face.pkg}-latin-${face.weight}-${face.style}`;
        const latinFile = require.resolve(`@fontsource/${face.pkg}/files/${name}.woff2`);
        const coreFile = path.join(outDir, `${name}-core.woff2`);
        fs.writeFileSync(coreFile, await subsetFont(fs.readFileSync(latinFile), coreText, { targetFormat: 'woff2' }));
        rules.push(fontFace(face, path.relative(outDir, latinFile), rest), fontFace(face, `./${path.basename(coreFile)}`, CORE_CODE_POINTS));
      }
      fs.writeFileSync(path.join(outDir, 'fonts.css'), rules.join('\n'));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? path.join(outDir, 'fonts.css') : undefined;
    },
  };
}

function fontFace(face: FontFace, url: string, ranges: readonly CodePointRange[]): string {
  return `@font-face{font-family:'${face.family}';font-style:${face.style};font-display:swap;font-weight:${face.weight};src:url(${url.split(path.sep).join('/')}) format('woff2');unicode-range:${unicodeRange(ranges)}}`;
}
