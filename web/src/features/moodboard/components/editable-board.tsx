import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { forwardRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import type { MoodboardItem } from '../types';
import { describeItem, KEYBOARD_STEP, movedBy, resizedBy } from '../utils/board-items';
import { BoardEmptyNote, BoardFrame } from './board-frame';
import { ItemContent } from './item-content';

type DragKind = 'move' | 'resize';

/** The selected item lies above every other (a board holds at most 200). */
const SELECTED_LAYER = 1_000;
interface DragData {
  kind: DragKind;
  itemId: string;
}

/** Read out with each item (dnd-kit's description of a draggable); the page shows the same in words. */
export const KEYBOARD_INSTRUCTIONS =
  'Arrow keys move the selected item 10 pixels; Shift with the arrow keys resizes it; Delete removes it. ' +
  'Or press Space to pick it up, move it with the arrow keys, and press Space again to drop it or Escape to put it back.';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** While an item is picked up with Space, each arrow moves it one keyboard step. */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const arrow = ARROWS[event.code];
  if (!arrow) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + arrow[0] * KEYBOARD_STEP, y: currentCoordinates.y + arrow[1] * KEYBOARD_STEP };
};

interface EditableBoardProps {
  items: readonly MoodboardItem[];
  selectedId: string | null;
  helpId: string;
  onSelect(id: string | null): void;
  onChange(item: MoodboardItem): void;
  onDelete(id: string): void;
}

/**
 * The board to arrange: click an item to select it, drag it to move it, drag its corner to
 * resize it (pointer or touch), or use the keyboard (see KEYBOARD_INSTRUCTIONS). Every change
 * stays on the canvas and goes to the parent, which saves the board when asked.
 */
export const EditableBoard = forwardRef<HTMLDivElement, EditableBoardProps>(function EditableBoard({ items, selectedId, helpId, onSelect, onChange, onDelete }, ref) {
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useSensors(
    // A press that moves less than this is a click: it selects without moving.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const byId = (id: string) => items.find((item) => item.id === id);
  const nameOf = (data: DragData | undefined) => {
    const item = data ? byId(data.itemId) : undefined;
    return item ? describeItem(item).split('.')[0] : 'The item';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current as DragData)}. Arrow keys move it 10 pixels; Space drops it; Escape puts it back.`,
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => `${nameOf(active.data.current as DragData)} dropped.`,
    onDragCancel: ({ active }) => `${nameOf(active.data.current as DragData)} put back where it was.`,
  };

  const start = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData;
    setDragging(data);
    onSelect(data.itemId);
  };
  const end = ({ active, delta }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as DragData;
    const item = byId(data.itemId);
    if (!item || (delta.x === 0 && delta.y === 0)) return;
    onChange(data.kind === 'move' ? movedBy(item, delta.x, delta.y) : resizedBy(item, delta.x, delta.y));
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: KEYBOARD_INSTRUCTIONS } }}
    >
      <BoardFrame ref={ref} label="Mood board canvas" describedBy={helpId} focusable={items.length === 0} onBackgroundPointerDown={() => onSelect(null)}>
        {items.length === 0 && (
          <BoardEmptyNote>
            <h3>Your board is empty…</h3>
            <p>Add a colour, a picture, a few words or an inspiration link below, or start from one of the palettes.</p>
          </BoardEmptyNote>
        )}
        {items.map((item, index) => (
          <EditableItem
            key={item.id}
            item={item}
            layer={index}
            selected={item.id === selectedId}
            keyboardDragActive={dragging !== null}
            onSelect={() => onSelect(item.id)}
            onChange={onChange}
            onDelete={() => onDelete(item.id)}
          />
        ))}
      </BoardFrame>
    </DndContext>
  );
});

interface EditableItemProps {
  item: MoodboardItem;
  layer: number;
  selected: boolean;
  keyboardDragActive: boolean;
  onSelect(): void;
  onChange(item: MoodboardItem): void;
  onDelete(): void;
}

function EditableItem({ item, layer, selected, keyboardDragActive, onSelect, onChange, onDelete }: EditableItemProps) {
  const move = useDraggable({ id: item.id, data: { kind: 'move', itemId: item.id } satisfies DragData, attributes: { roleDescription: 'movable board item' } });
  const resize = useDraggable({ id: `resize:${item.id}`, data: { kind: 'resize', itemId: item.id } satisfies DragData });
  // While a drag is under way the item follows it, kept on the canvas as the drop will keep it.
  const shown = move.transform ? movedBy(item, move.transform.x, move.transform.y) : resize.transform ? resizedBy(item, resize.transform.x, resize.transform.y) : item;

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Picked up with Space: dnd-kit's keyboard sensor has the arrows until the drop.
    if (keyboardDragActive) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const [dx, dy] = arrow;
      onChange(event.shiftKey ? resizedBy(item, dx * KEYBOARD_STEP, dy * KEYBOARD_STEP) : movedBy(item, dx * KEYBOARD_STEP, dy * KEYBOARD_STEP));
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete();
      return;
    }
    move.listeners?.onKeyDown?.(event);
  };

  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    onSelect();
    move.listeners?.onPointerDown?.(event);
  };

  return (
    <StyledItem
      ref={move.setNodeRef}
      {...move.attributes}
      aria-pressed={selected}
      aria-label={describeItem(shown)}
      data-item-id={item.id}
      data-selected={selected ? 'true' : undefined}
      $selected={selected}
      $dragging={move.isDragging || resize.isDragging}
      style={{ left: shown.position.x, top: shown.position.y, width: shown.size.width, height: shown.size.height, zIndex: selected ? SELECTED_LAYER : layer + 1 }}
      onPointerDown={pointerDown}
      onKeyDown={keyDown}
      onFocus={onSelect}
    >
      <StyledContent>
        <ItemContent item={shown} />
      </StyledContent>
      {selected && (
        <StyledHandle
          ref={resize.setNodeRef}
          {...resize.listeners}
          aria-hidden="true"
          title="Drag to resize"
          data-resize-handle
        />
      )}
    </StyledItem>
  );
}

const StyledItem = styled.div<{ $selected: boolean; $dragging: boolean }>`
  position: absolute;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: grab;
  touch-action: none;
  user-select: none;
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.bluebonnet};
      box-shadow: ${theme.shadows.focus};
    `}
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      cursor: grabbing;
      box-shadow: ${theme.shadows.focus}, ${theme.shadows.lg};
    `}
`;

const StyledContent = styled.div`
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: inherit;
`;

/** The corner to drag for a new size: big enough for a fingertip, drawn as a small square. */
const StyledHandle = styled.span`
  position: absolute;
  right: -${({ theme }) => theme.space[3]};
  bottom: -${({ theme }) => theme.space[3]};
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  cursor: nwse-resize;
  touch-action: none;
  &::after {
    content: '';
    position: absolute;
    inset: ${({ theme }) => theme.space[1.5]};
    border: 2px solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bluebonnet};
  }
`;
