import {
  isHexColour,
  isWebLink,
  MOODBOARD_CANVAS,
  MOODBOARD_ITEM_SIZE,
  MOODBOARD_LIMITS,
  NEW_ITEM_SIZES,
  newItemPosition,
  uploadedImageId,
} from '@domain/planning/moodboard';
import type { MoodboardItem, MoodboardItemType } from '../types';

/** One arrow-key press moves or resizes the selected item by this many board pixels. */
export const KEYBOARD_STEP = 10;

export const ITEM_TYPE_LABELS: Readonly<Record<MoodboardItemType, string>> = {
  image: 'Image',
  color: 'Colour',
  text: 'Text',
  inspiration: 'Inspiration',
};

export interface ItemDraft {
  type: MoodboardItemType;
  content: string;
  title: string;
  description: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The item moved by (dx, dy), in whole pixels, kept wholly on the canvas. */
export function movedBy(item: MoodboardItem, dx: number, dy: number): MoodboardItem {
  return {
    ...item,
    position: {
      x: clamp(Math.round(item.position.x + dx), 0, MOODBOARD_CANVAS.width - item.size.width),
      y: clamp(Math.round(item.position.y + dy), 0, MOODBOARD_CANVAS.height - item.size.height),
    },
  };
}

/** The item grown or shrunk from its top-left corner, within the size limits and the canvas. */
export function resizedBy(item: MoodboardItem, dw: number, dh: number): MoodboardItem {
  const { min, max } = MOODBOARD_ITEM_SIZE;
  return {
    ...item,
    size: {
      width: clamp(Math.round(item.size.width + dw), min, Math.min(max, MOODBOARD_CANVAS.width - item.position.x)),
      height: clamp(Math.round(item.size.height + dh), min, Math.min(max, MOODBOARD_CANVAS.height - item.position.y)),
    },
  };
}

/** What is wrong with the form's content for its type, or null. */
export function draftProblem(draft: Pick<ItemDraft, 'type' | 'content'>): string | null {
  const content = draft.content.trim();
  if (!content) return 'Add some content first.';
  if (draft.type === 'color') return isHexColour(content) ? null : 'Write the colour as # and six hex digits, e.g. #a84d2a.';
  if (draft.type === 'text') return content.length <= MOODBOARD_LIMITS.textLength ? null : `Keep it to ${MOODBOARD_LIMITS.textLength} characters.`;
  if (content.length > MOODBOARD_LIMITS.urlLength) return 'That link is too long.';
  return isWebLink(content) || uploadedImageId(content) !== null ? null : 'Paste a link starting with https://, or upload a picture.';
}

export function newItemId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `item-${random}`;
}

/** A new item from the form, at the spec's size for its type, in the first free spot of the board. */
export function newBoardItem(draft: ItemDraft, existing: readonly MoodboardItem[], id = newItemId()): MoodboardItem {
  const size = { ...NEW_ITEM_SIZES[draft.type] };
  const content = draft.content.trim();
  return {
    id,
    type: draft.type,
    content: draft.type === 'color' ? content.toLowerCase() : content,
    position: newItemPosition(existing, size),
    size,
    title: draft.title.trim() || null,
    description: draft.description.trim() || null,
  };
}

/** What a screen reader says for an item: what it is, where it lies and how big it is. */
export function describeItem(item: MoodboardItem): string {
  const what =
    item.type === 'color'
      ? `Colour ${item.content}`
      : item.type === 'text'
        ? `Text: ${item.content.length > 80 ? `${item.content.slice(0, 80)}…` : item.content}`
        : `${ITEM_TYPE_LABELS[item.type]} picture`;
  const title = item.title ? `, ${item.title}` : '';
  return `${what}${title}. At ${item.position.x}, ${item.position.y}; ${item.size.width} by ${item.size.height} pixels.`;
}

/** Whether dark words read better than light ones on this #rrggbb colour (WCAG relative luminance). */
export function prefersDarkInk(hex: string): boolean {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // The luminance where black and white text have equal contrast.
  return luminance > 0.179;
}

export function sameItems(a: readonly MoodboardItem[], b: readonly MoodboardItem[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
