import styled from 'styled-components';
import type { MoodboardItem } from '../types';
import { describeItem } from '../utils/board-items';
import { BoardEmptyNote, BoardFrame } from './board-frame';
import { ItemContent } from './item-content';

interface StaticBoardProps {
  items: readonly MoodboardItem[];
  label: string;
  describedBy?: string;
  emptyTitle: string;
  emptyText: string;
}

/** A board to look at: the items where they were saved, nothing to move. */
export function StaticBoard({ items, label, describedBy, emptyTitle, emptyText }: StaticBoardProps) {
  return (
    <BoardFrame label={label} describedBy={describedBy} focusable>
      {items.length === 0 ? (
        <BoardEmptyNote>
          <h3>{emptyTitle}</h3>
          <p>{emptyText}</p>
        </BoardEmptyNote>
      ) : (
        <StyledList aria-label="Board items">
          {items.map((item) => (
            <StyledItem
              key={item.id}
              aria-label={describeItem(item)}
              style={{ left: item.position.x, top: item.position.y, width: item.size.width, height: item.size.height }}
              data-item-id={item.id}
            >
              <ItemContent item={item} />
            </StyledItem>
          ))}
        </StyledList>
      )}
    </BoardFrame>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  position: absolute;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  background: ${({ theme }) => theme.colors.surface};
`;
