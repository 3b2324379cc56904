import { InvalidInputError } from '../shared/domain-error.js';
import { cleanPlanningText } from './planning-text.js';

/** The spec's Mood board item types. */
export const MOODBOARD_ITEM_TYPES = ['image', 'color', 'text', 'inspiration'] as const;
export type MoodboardItemType = (typeof MOODBOARD_ITEM_TYPES)[number];

/**
 * The board is one fixed canvas in board pixels, the same on every screen (a phone scrolls or
 * scales it). The spec gives its height, 600 px; it gives no width, so 2000 px: wide enough for
 * a few rows' worth of items side by side, and a position saved on a desktop stays on the board.
 */
export const MOODBOARD_CANVAS = { width: 2000, height: 600 } as const;

/**
 * Item sizes in board pixels. Below 40 an item can neither be seen nor grabbed (its resize handle
 * alone takes most of it); above 600 it would not fit the canvas's height.
 */
export const MOODBOARD_ITEM_SIZE = { min: 40, max: 600 } as const;

/** The spec's sizes for a new item: colour swatches 100x100, everything else 200x150. */
export const NEW_ITEM_SIZES: Readonly<Record<MoodboardItemType, MoodboardSize>> = {
  color: { width: 100, height: 100 },
  image: { width: 200, height: 150 },
  text: { width: 200, height: 150 },
  inspiration: { width: 200, height: 150 },
};

export const MOODBOARD_LIMITS = {
  maxItems: 200,
  /** Client-chosen ids, so a new item has one before it is first saved. */
  idLength: 64,
  /** Image and inspiration links: the length browsers and proxies reliably carry. */
  urlLength: 2048,
  textLength: 500,
  titleLength: 100,
  descriptionLength: 500,
} as const;

export interface MoodboardPosition {
  x: number;
  y: number;
}

export interface MoodboardSize {
  width: number;
  height: number;
}

/**
 * The spec's Mood board item. `content` is a link to a picture (image, inspiration), a colour as
 * #rrggbb (color) or the words themselves (text).
 */
export interface MoodboardItem {
  id: string;
  type: MoodboardItemType;
  content: string;
  position: MoodboardPosition;
  size: MoodboardSize;
  title: string | null;
  description: string | null;
}

/** A wedding's board: its items, first drawn first (later ones lie on top). */
export interface Moodboard {
  weddingId: string;
  items: MoodboardItem[];
  /** When it was last saved; null for a board never saved. */
  updatedAt: Date | null;
}

/** An item as a client sends it: checked and cleaned by moodboardItemsFrom. */
export interface MoodboardItemInput {
  id: string;
  type: string;
  content: string;
  position: { x: number; y: number };
  size: { width: number; height: number };
  title?: string | null;
  description?: string | null;
}

const ITEM_ID = /^[A-Za-z0-9_-]+$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** Where the site serves an uploaded board picture (see UploadMoodboardImage): only ids it made. */
export const UPLOADED_IMAGE_PATH_PREFIX = '/api/moodboard-images/';
const UPLOADED_IMAGE_PATH = /^\/api\/moodboard-images\/([A-Za-z0-9_-]{16,128})$/;

export function isMoodboardItemType(value: unknown): value is MoodboardItemType {
  return typeof value === 'string' && (MOODBOARD_ITEM_TYPES as readonly string[]).includes(value);
}

export function isPictureItem(type: MoodboardItemType): boolean {
  return type === 'image' || type === 'inspiration';
}

/** The path a board item uses for an uploaded picture. */
export function uploadedImagePath(imageId: string): string {
  return `${UPLOADED_IMAGE_PATH_PREFIX}${imageId}`;
}

/** The uploaded picture an item's content names, if it names one. */
export function uploadedImageId(content: string): string | null {
  return UPLOADED_IMAGE_PATH.exec(content)?.[1] ?? null;
}

/** An absolute http(s) link with a host, and no spaces or other characters a browser would rewrite. */
export function isWebLink(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function isHexColour(text: string): boolean {
  return HEX_COLOUR.test(text);
}

const invalid = (field: string, message: string) => new InvalidInputError('PLANNING.INVALID_MOODBOARD', field, message);

function contentFor(type: MoodboardItemType, raw: unknown, field: string): string {
  if (typeof raw !== 'string') throw invalid(field, `${field} is required`);
  const content = cleanPlanningText(raw);
  if (content === null) throw invalid(field, `${field} is required`);
  if (type === 'color') {
    if (!isHexColour(content)) throw invalid(field, `${field} must be a colour written #rrggbb, e.g. #a84d2a`);
    return content.toLowerCase();
  }
  if (type === 'text') {
    if (content.length > MOODBOARD_LIMITS.textLength) throw invalid(field, `${field} must be at most ${MOODBOARD_LIMITS.textLength} characters`);
    return content;
  }
  if (content.length > MOODBOARD_LIMITS.urlLength) throw invalid(field, `${field} must be at most ${MOODBOARD_LIMITS.urlLength} characters`);
  if (!isWebLink(content) && uploadedImageId(content) === null) {
    throw invalid(field, `${field} must be a link starting with http:// or https://, or an uploaded picture`);
  }
  return content;
}

function optionalText(raw: unknown, field: string, maxLength: number): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw invalid(field, `${field} must be text`);
  const text = cleanPlanningText(raw);
  if (text !== null && text.length > maxLength) throw invalid(field, `${field} must be at most ${maxLength} characters`);
  return text;
}

function wholeNumber(raw: unknown, field: string, min: number, max: number): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    throw invalid(field, `${field} must be a whole number from ${min} to ${max}`);
  }
  return raw;
}

function sizeFrom(raw: unknown, field: string): MoodboardSize {
  if (typeof raw !== 'object' || raw === null) throw invalid(field, `${field} is required`);
  const size = raw as Partial<MoodboardSize>;
  const { min, max } = MOODBOARD_ITEM_SIZE;
  return { width: wholeNumber(size.width, `${field}.width`, min, max), height: wholeNumber(size.height, `${field}.height`, min, max) };
}

/** Whole board pixels, with the item wholly on the canvas. */
function positionFrom(raw: unknown, field: string, size: MoodboardSize): MoodboardPosition {
  if (typeof raw !== 'object' || raw === null) throw invalid(field, `${field} is required`);
  const position = raw as Partial<MoodboardPosition>;
  return {
    x: wholeNumber(position.x, `${field}.x`, 0, MOODBOARD_CANVAS.width - size.width),
    y: wholeNumber(position.y, `${field}.y`, 0, MOODBOARD_CANVAS.height - size.height),
  };
}

/** One item as it will be stored: every rule checked, text trimmed, a colour in lower case. */
export function moodboardItemFrom(input: MoodboardItemInput, field: string): MoodboardItem {
  if (typeof input !== 'object' || input === null) throw invalid(field, `${field} must be an item`);
  const id = input.id;
  if (typeof id !== 'string' || !ITEM_ID.test(id) || id.length > MOODBOARD_LIMITS.idLength) {
    throw invalid(`${field}.id`, `${field}.id must be 1 to ${MOODBOARD_LIMITS.idLength} letters, digits, - or _`);
  }
  if (!isMoodboardItemType(input.type)) throw invalid(`${field}.type`, `${field}.type must be one of ${MOODBOARD_ITEM_TYPES.join(', ')}`);
  const size = sizeFrom(input.size, `${field}.size`);
  return {
    id,
    type: input.type,
    content: contentFor(input.type, input.content, `${field}.content`),
    position: positionFrom(input.position, `${field}.position`, size),
    size,
    title: optionalText(input.title, `${field}.title`, MOODBOARD_LIMITS.titleLength),
    description: optionalText(input.description, `${field}.description`, MOODBOARD_LIMITS.descriptionLength),
  };
}

/**
 * The whole board a client saves, in drawing order. Fields are named as the request names them
 * (`items.3.content`), so a form can point at the item at fault.
 */
export function moodboardItemsFrom(inputs: readonly MoodboardItemInput[]): MoodboardItem[] {
  if (!Array.isArray(inputs)) throw invalid('items', 'items must be a list');
  if (inputs.length > MOODBOARD_LIMITS.maxItems) {
    throw new InvalidInputError('PLANNING.MOODBOARD_ITEM_LIMIT_REACHED', 'items', `A board holds at most ${MOODBOARD_LIMITS.maxItems} items`);
  }
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    const item = moodboardItemFrom(input, `items.${index}`);
    if (seen.has(item.id)) throw invalid(`items.${index}.id`, `items.${index}.id repeats the id of an earlier item`);
    seen.add(item.id);
    return item;
  });
}

/** The uploaded pictures a board shows, by id. */
export function uploadedImageIds(items: readonly MoodboardItem[]): string[] {
  return [...new Set(items.flatMap((item) => (isPictureItem(item.type) ? [uploadedImageId(item.content)] : [])).filter((id): id is string => id !== null))];
}

/** Room left around a new item, so it does not touch its neighbours. */
const NEW_ITEM_MARGIN = 16;
const PLACEMENT_STEP = 20;

const overlaps = (a: MoodboardPosition & MoodboardSize, b: Pick<MoodboardItem, 'position' | 'size'>) =>
  a.x < b.position.x + b.size.width + NEW_ITEM_MARGIN &&
  b.position.x < a.x + a.width + NEW_ITEM_MARGIN &&
  a.y < b.position.y + b.size.height + NEW_ITEM_MARGIN &&
  b.position.y < a.y + a.height + NEW_ITEM_MARGIN;

/**
 * Where a new item goes: the first free spot from the top-left corner, down each column before the
 * next (so the board fills from the part every screen shows); on a full board, a cascade of steps
 * from the corner. Always wholly on the canvas.
 */
export function newItemPosition(occupied: readonly Pick<MoodboardItem, 'position' | 'size'>[], size: MoodboardSize): MoodboardPosition {
  for (let x = NEW_ITEM_MARGIN; x + size.width <= MOODBOARD_CANVAS.width; x += PLACEMENT_STEP) {
    for (let y = NEW_ITEM_MARGIN; y + size.height <= MOODBOARD_CANVAS.height; y += PLACEMENT_STEP) {
      if (!occupied.some((item) => overlaps({ x, y, ...size }, item))) return { x, y };
    }
  }
  const offset = (occupied.length % 10) * 24;
  return { x: Math.min(offset, MOODBOARD_CANVAS.width - size.width), y: Math.min(offset, MOODBOARD_CANVAS.height - size.height) };
}
