import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
/** How far inside the target the lifted guest is set down: inside its top edge, over its heading. */
const INSET = 12;

/**
 * Arrow keys move a lifted guest from one place to the next (the guests without a seat, then each
 * table in order) instead of 25 pixels at a time. `order` gives the droppable ids in that order.
 */
export function droppableStepper(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { collisionRect, droppableRects, over } }) => {
    const step = STEPS[event.code];
    if (!step || !collisionRect) return undefined;
    event.preventDefault();
    const ids = order().filter((id) => droppableRects.has(id));
    if (!ids.length) return undefined;
    const from = over ? ids.indexOf(String(over.id)) : -1;
    const target = ids[from < 0 ? (step > 0 ? 0 : ids.length - 1) : Math.min(ids.length - 1, Math.max(0, from + step))];
    const rect = droppableRects.get(target)!;
    return { x: rect.left + INSET, y: rect.top + INSET };
  };
}
