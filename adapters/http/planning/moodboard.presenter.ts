import type { MoodboardItem } from '../../../domain/planning/moodboard.js';
import type { MoodboardView } from '../../../domain/planning/use-cases/get-moodboard.js';
import type { SharedMoodboardView } from '../../../domain/planning/use-cases/get-shared-moodboard.js';

const instant = (date: Date | null) => (date ? date.toISOString() : null);

export function presentMoodboardItem(item: MoodboardItem) {
  return {
    id: item.id,
    type: item.type,
    content: item.content,
    position: { x: item.position.x, y: item.position.y },
    size: { width: item.size.width, height: item.size.height },
    title: item.title,
    description: item.description,
  };
}

export function presentMoodboard(view: MoodboardView) {
  return {
    items: view.items.map(presentMoodboardItem),
    share: view.share ? { createdAt: view.share.createdAt.toISOString() } : null,
    updatedAt: instant(view.updatedAt),
    canEdit: view.canEdit,
  };
}

export function presentSharedMoodboard(view: SharedMoodboardView) {
  return { coupleName: view.coupleName, items: view.items.map(presentMoodboardItem), updatedAt: instant(view.updatedAt) };
}
