import { useDraggable } from '@dnd-kit/core';
import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '@/ui/badge';
import { Select } from '@/ui/field';
import { MenuIcon } from '@/ui/icons';
import { visuallyHidden } from '@/ui/visually-hidden';
import type { SeatingGuest } from '../types';
import { guestLabel } from '../utils/seating-labels';
import type { DragItem, TableOption } from './seating-dnd';

interface GuestRowProps {
  guest: SeatingGuest;
  /** The table the guest sits at; null at none. */
  tableId: string | null;
  tables: readonly TableOption[];
  canEdit: boolean;
  /** Shown under the name where the household is not already the group's heading. */
  showHousehold?: boolean;
  onSeat(guestIds: string[], tableId: string | null, label: string): void;
}

/**
 * A guest: a handle to drag them (or lift them with Space and move with the arrow keys), their
 * name with their plus-one, and a Table menu that does the same without dragging.
 */
export function GuestRow({ guest, tableId, tables, canEdit, showHousehold = false, onSeat }: GuestRowProps) {
  const id = useId();
  const label = guestLabel(guest);
  const item: DragItem = { guestIds: [guest.id], label };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `guest:${guest.id}`, data: item, disabled: !canEdit });
  const declined = guest.rsvpStatus === 'declined';

  return (
    <StyledRow ref={setNodeRef} $dragging={isDragging} $handle={canEdit} data-guest-id={guest.id}>
      {canEdit && (
        <StyledHandle type="button" aria-label={`Move ${label}`} {...attributes} {...listeners}>
          <MenuIcon aria-hidden="true" />
        </StyledHandle>
      )}
      <StyledWho>
        <StyledName>
          {guest.name}
          {guest.plusOne && <StyledPlusOne> + {guest.plusOneName ?? 'guest'}</StyledPlusOne>}
        </StyledName>
        {tableId === null && guest.tableAssignment && <StyledMissing>Down for “{guest.tableAssignment}”, not one of your tables</StyledMissing>}
        {(declined || (showHousehold && guest.household)) && (
          <StyledTags>
            {declined && <Badge $tone="accent">Declined</Badge>}
            {showHousehold && guest.household && <StyledHousehold>{guest.household}</StyledHousehold>}
          </StyledTags>
        )}
      </StyledWho>
      {canEdit && (
        <StyledSelectWrap>
          <StyledHiddenLabel htmlFor={`${id}-table`}>Table for {guest.name}</StyledHiddenLabel>
          <StyledSelect id={`${id}-table`} value={tableId ?? ''} onChange={(event) => onSeat([guest.id], event.target.value || null, label)}>
            <option value="">No table</option>
            {tables.map((table) => (
              <option key={table.id} value={table.id}>
                {table.label}
              </option>
            ))}
          </StyledSelect>
        </StyledSelectWrap>
      )}
    </StyledRow>
  );
}

/** Handle and name on one line, the Table menu under the name, as wide as the card allows. */
const StyledRow = styled.li<{ $dragging: boolean; $handle: boolean }>`
  display: grid;
  grid-template-columns: ${({ $handle }) => ($handle ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  list-style: none;
`;

export const StyledHandle = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: grab;
  touch-action: none;

  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; color: ${({ theme }) => theme.colors.oak}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledWho = styled.div`
  display: flex;
  grid-column: -2 / -1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const StyledPlusOne = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledTags = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledMissing = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledHousehold = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledSelectWrap = styled.div`
  grid-column: -2 / -1;
  min-width: 0;
`;

const StyledSelect = styled(Select)`
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHiddenLabel = styled.label`
  ${visuallyHidden}
`;
