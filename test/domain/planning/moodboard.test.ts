import { describe, expect, it } from '@jest/globals';
import { MOODBOARD_PALETTE_STYLES, MOODBOARD_PALETTES } from '../../../domain/planning/moodboard-palettes.js';
import { detectUploadType } from '../../../domain/planning/moodboard-image.js';
import {
  isHexColour,
  MOODBOARD_CANVAS,
  MOODBOARD_LIMITS,
  moodboardItemsFrom,
  NEW_ITEM_SIZES,
  newItemPosition,
  uploadedImageIds,
  uploadedImagePath,
  type MoodboardItemInput,
} from '../../../domain/planning/moodboard.js';
import { DomainError } from '../../../domain/shared/domain-error.js';

const IMAGE_ID = 'Zq3x8b2LwQm9VtY4kR7nPa1sD5fG6hJ0cE_u-yT8iOo';

function item(overrides: Partial<MoodboardItemInput> = {}): MoodboardItemInput {
  return { id: 'item-1', type: 'color', content: '#A84D2A', position: { x: 10, y: 20 }, size: { width: 100, height: 100 }, ...overrides };
}

/** The refusal moodboardItemsFrom gives, as { code, field }. */
function refusal(inputs: readonly MoodboardItemInput[]): { code: string; field: string | undefined } {
  try {
    moodboardItemsFrom(inputs);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('new items', () => {
  it('are 100x100 for a colour and 200x150 for every other type, as the spec sizes them', () => {
    expect(NEW_ITEM_SIZES).toEqual({
      color: { width: 100, height: 100 },
      image: { width: 200, height: 150 },
      text: { width: 200, height: 150 },
      inspiration: { width: 200, height: 150 },
    });
  });

  it('go to the first free spot from the top-left corner, down the column before the next, never touching another', () => {
    const placed: { position: { x: number; y: number }; size: { width: number; height: number } }[] = [];
    const place = (size: { width: number; height: number }) => {
      const position = newItemPosition(placed, size);
      placed.push({ position, size });
      return position;
    };
    expect(place(NEW_ITEM_SIZES.color)).toEqual({ x: 16, y: 16 });
    expect(place(NEW_ITEM_SIZES.text)).toEqual({ x: 16, y: 136 });
    expect(place(NEW_ITEM_SIZES.text)).toEqual({ x: 16, y: 316 });
    // The column is full below 600 px: the next goes to its right.
    expect(place(NEW_ITEM_SIZES.text)).toEqual({ x: 236, y: 16 });
  });

  it('land wholly on the 600 px high canvas even when the board is full, cascading from the corner', () => {
    const placed: { position: { x: number; y: number }; size: { width: number; height: number } }[] = [];
    for (let count = 0; count < MOODBOARD_LIMITS.maxItems; count++) {
      const size = NEW_ITEM_SIZES.image;
      const position = newItemPosition(placed, size);
      placed.push({ position, size });
      expect(position.x + size.width).toBeLessThanOrEqual(MOODBOARD_CANVAS.width);
      expect(position.y + size.height).toBeLessThanOrEqual(MOODBOARD_CANVAS.height);
    }
    expect(placed.at(-1)!.position.x).toBeLessThan(MOODBOARD_CANVAS.width);
    expect(MOODBOARD_CANVAS.height).toBe(600);
  });
});

describe('moodboardItemsFrom', () => {
  it('keeps the items in order, trims text, lower-cases colours and turns blank titles into none', () => {
    const items = moodboardItemsFrom([
      item(),
      item({ id: 'words', type: 'text', content: '  Golden hour by the river  ', size: { width: 200, height: 150 }, title: '   ', description: ' Vows at sunset ' }),
      item({ id: 'pic', type: 'image', content: 'https://images.example.com/oak.jpg', size: { width: 200, height: 150 }, title: 'Live oak' }),
      item({ id: 'mine', type: 'inspiration', content: uploadedImagePath(IMAGE_ID), size: { width: 200, height: 150 } }),
    ]);
    expect(items.map((i) => i.id)).toEqual(['item-1', 'words', 'pic', 'mine']);
    expect(items[0]).toEqual({ id: 'item-1', type: 'color', content: '#a84d2a', position: { x: 10, y: 20 }, size: { width: 100, height: 100 }, title: null, description: null });
    expect(items[1]).toMatchObject({ content: 'Golden hour by the river', title: null, description: 'Vows at sunset' });
    expect(items[2].title).toBe('Live oak');
  });

  it('takes an empty board', () => {
    expect(moodboardItemsFrom([])).toEqual([]);
  });

  it.each([
    ['a colour that is not #rrggbb', item({ content: 'terracotta' }), 'items.0.content'],
    ['a three-digit colour', item({ content: '#abc' }), 'items.0.content'],
    ['a blank text', item({ type: 'text', content: '   ' }), 'items.0.content'],
    ['a text of 501 characters', item({ type: 'text', content: 'a'.repeat(501), size: { width: 200, height: 150 } }), 'items.0.content'],
    ['a picture that is no link', item({ type: 'image', content: 'oak.jpg' }), 'items.0.content'],
    ['a javascript: link', item({ type: 'inspiration', content: 'javascript:alert(1)' }), 'items.0.content'],
    ['a link of 2049 characters', item({ type: 'image', content: `https://example.com/${'a'.repeat(2029)}` }), 'items.0.content'],
    ['a made-up upload path', item({ type: 'image', content: '/api/moodboard-images/../../etc' }), 'items.0.content'],
    ['an unknown type', item({ type: 'video' }), 'items.0.type'],
    ['an id with a space', item({ id: 'my item' }), 'items.0.id'],
    ['an id of 65 characters', item({ id: 'a'.repeat(65) }), 'items.0.id'],
    ['a title of 101 characters', item({ title: 't'.repeat(101) }), 'items.0.title'],
    ['a description of 501 characters', item({ description: 'd'.repeat(501) }), 'items.0.description'],
    ['a width under 40', item({ size: { width: 39, height: 100 } }), 'items.0.size.width'],
    ['a height over 600', item({ size: { width: 100, height: 601 }, position: { x: 0, y: 0 } }), 'items.0.size.height'],
    ['a fractional width', item({ size: { width: 100.5, height: 100 } }), 'items.0.size.width'],
    ['a negative x', item({ position: { x: -1, y: 0 } }), 'items.0.position.x'],
    ['an item hanging off the right edge', item({ position: { x: 1901, y: 0 } }), 'items.0.position.x'],
    ['an item hanging off the bottom', item({ position: { x: 0, y: 501 } }), 'items.0.position.y'],
    ['a missing position', item({ position: undefined as never }), 'items.0.position'],
  ])('refuses %s, naming the field', (_what, input, field) => {
    expect(refusal([input])).toEqual({ code: 'PLANNING.INVALID_MOODBOARD', field });
  });

  it('lets an item touch the right and bottom edges', () => {
    const [placed] = moodboardItemsFrom([item({ position: { x: 1900, y: 500 } })]);
    expect(placed.position).toEqual({ x: 1900, y: 500 });
  });

  it('refuses two items with one id, naming the second', () => {
    expect(refusal([item(), item({ id: 'other' }), item()])).toEqual({ code: 'PLANNING.INVALID_MOODBOARD', field: 'items.2.id' });
  });

  it(`holds at most ${MOODBOARD_LIMITS.maxItems} items`, () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => item({ id: `i${i}` }));
    expect(moodboardItemsFrom(many(MOODBOARD_LIMITS.maxItems))).toHaveLength(200);
    expect(refusal(many(MOODBOARD_LIMITS.maxItems + 1))).toEqual({ code: 'PLANNING.MOODBOARD_ITEM_LIMIT_REACHED', field: 'items' });
  });
});

describe('uploadedImageIds', () => {
  it("lists the uploaded pictures a board's picture items show, once each", () => {
    const items = moodboardItemsFrom([
      item({ id: 'a', type: 'image', content: uploadedImagePath(IMAGE_ID), size: { width: 200, height: 150 } }),
      item({ id: 'b', type: 'inspiration', content: uploadedImagePath(IMAGE_ID), size: { width: 200, height: 150 } }),
      item({ id: 'c', type: 'image', content: 'https://images.example.com/oak.jpg', size: { width: 200, height: 150 } }),
      item({ id: 'd', type: 'text', content: uploadedImagePath('AAAAAAAAAAAAAAAAAAAA'), size: { width: 200, height: 150 } }),
    ]);
    expect(uploadedImageIds(items)).toEqual([IMAGE_ID]);
  });
});

describe('detectUploadType', () => {
  const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

  it('tells JPEG, PNG and WebP apart by their first bytes', () => {
    expect(detectUploadType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(detectUploadType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectUploadType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('knows nothing else, whatever the file was called', () => {
    expect(detectUploadType(bytes('GIF89a'))).toBeNull();
    expect(detectUploadType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectUploadType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectUploadType(bytes('just text renamed .png'))).toBeNull();
    expect(detectUploadType(new Uint8Array())).toBeNull();
  });
});

describe('the palettes', () => {
  it('cover the spec’s styles, romantic and bohemian included, with valid colours', () => {
    expect(MOODBOARD_PALETTES.map((p) => p.style)).toEqual([...MOODBOARD_PALETTE_STYLES]);
    expect(MOODBOARD_PALETTE_STYLES).toEqual(expect.arrayContaining(['traditional', 'modern', 'rustic', 'vintage', 'boho', 'elegant', 'romantic', 'bohemian']));
    for (const palette of MOODBOARD_PALETTES) {
      expect(palette.colours.length).toBeGreaterThanOrEqual(4);
      expect(palette.colours.every((colour) => isHexColour(colour.hex) && colour.hex === colour.hex.toLowerCase())).toBe(true);
    }
  });
});
