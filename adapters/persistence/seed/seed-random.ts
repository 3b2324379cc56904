/** The hash of no text: where hashedOn starts. */
export const NO_TEXT_HASHED = 2166136261;

/**
 * The FNV-1a hash of `texts`, one after the other, after what `hash` holds: hashedOn(hashedOn(
 * NO_TEXT_HASHED, a), b) and hashedOn(NO_TEXT_HASHED, a, b) are the hash of a + b when a does not end
 * in half a surrogate pair, so a seed can hash a key's common start once and its endings on their
 * own, without making a string per key (100,000 synthetic venues draw some 4 million times).
 */
export function hashedOn(hash: number, ...texts: string[]): number {
  for (const text of texts) {
    // Each code point's first UTF-16 unit (the low half of a surrogate pair is skipped), as a for-of
    // over the characters would give, without making a string per character.
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit >= 0xdc00 && unit <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
      hash = Math.imul(hash ^ unit, 16777619);
    }
  }
  return hash;
}

/** A stable number in [0, 1) for a hash of hashedOn (a murmur finaliser). */
export function drawOf(hash: number): number {
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296;
}

/** A stable number in [0, 1) for a text (FNV-1a, then a murmur finaliser). */
export function draw(text: string): number {
  return drawOf(hashedOn(NO_TEXT_HASHED, text));
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}
