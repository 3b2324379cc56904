/** A stable number in [0, 1) for a text (FNV-1a, then a murmur finaliser). */
export function draw(text: string): number {
  let hash = 2166136261;
  // Each code point's first UTF-16 unit (the low half of a surrogate pair is skipped), as a
  // for-of over the characters would give, without making a string per character: seeding 100,000
  // venues draws some 5 million times.
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
    hash = Math.imul(hash ^ unit, 16777619);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}
