import { describe, expect, it } from '@jest/globals';
import { draw, drawOf, hashedOn, NO_TEXT_HASHED } from '../../adapters/persistence/seed/seed-random.js';

describe('draw', () => {
  it('gives the numbers it gave when the demo and synthetic seeds were made, emoji and lone surrogates included', () => {
    // Computed with the first version, which hashed one character string at a time.
    const before: [string, number][] = [
      ['', 0.6689221884589642],
      ['syn|0|town', 0.10209017712622881],
      ['syn|99999|amenities|3|Bridal Suite', 0.1967923021875322],
      ['José Peña', 0.09519113134592772],
      ['Café 🎉 cake', 0.394220758927986],
      ['🎉🎉', 0.35517213586717844],
      ['\uD800', 0.3408006983809173],
      ['\uDC00', 0.8884298736229539],
      ['\uD800\uD800\uDC00', 0.3774007582105696],
      ['\uD83C\uDF89\uDC00', 0.3352906892541796],
    ];
    for (const [text, number] of before) expect(draw(text)).toBe(number);
  });

  it('stays in [0, 1) and differs for neighbouring keys', () => {
    const values = Array.from({ length: 1_000 }, (_, i) => draw(`syn|${i}|price`));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives a key hashed in parts the number of the key hashed whole, emoji and lone surrogates included', () => {
    const parts = ['syn|', '99999', '|amenities|', '3', '|', 'Bridal Suite', 'José Peña', '🎉', 'Café 🎉 cake', '\uD800\uD800\uDC00', '\uDC00', ''];
    for (let a = 0; a < parts.length; a++) {
      for (let b = 0; b < parts.length; b++) {
        // A part that ends in half a pair would join the next part's other half: the parts here do not.
        const whole = parts[a] + parts[b] + parts[(a + b) % parts.length];
        const inParts = drawOf(hashedOn(hashedOn(hashedOn(NO_TEXT_HASHED, parts[a]), parts[b]), parts[(a + b) % parts.length]));
        expect(inParts).toBe(draw(whole));
      }
    }
    expect(drawOf(hashedOn(hashedOn(NO_TEXT_HASHED, 'syn|99999|'), 'amenities|3|Bridal Suite'))).toBe(0.1967923021875322);
  });
});
