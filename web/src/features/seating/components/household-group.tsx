import { useDraggable } from '@dnd-kit/core';
import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '@/ui/field';
import { MenuIcon } from '@/ui/icons';
import { visuallyHidden } from '@/ui/visually-hidden';
import type { SeatingGuest } from '../types';
import { seatWord } from '../utils/seating-labels';
import { GuestRow, StyledHandle } from './guest-row';
import type { DragItem, TableOption } from './seating-dnd';

interface HouseholdGroupProps {
  household: string;
  /** The household's guests shown here (those without a seat). */
  guests: readonly SeatingGuest[];
  /** Every guest of the household, wherever they sit: "assign household" seats them all together. */
  members: readonly SeatingGuest[];
  tables: readonly TableOption[];
  canEdit: boolean;
  onSeat(guestIds: string[], tableId: string | null, label: string): void;
}

/** A household without seats, with a handle and a menu that seat the whole household at one table. */
export function HouseholdGroup({ household, guests, members, tables, canEdit, onSeat }: HouseholdGroupProps) {
  const id = useId();
  const label = `the ${household.replace(/^the\s+/i, '')} household`;
  const memberIds = members.map((guest) => guest.id);
  const seats = members.reduce((sum, guest) => sum + (guest.plusOne ? 2 : 1), 0);
  const item: DragItem = { guestIds: memberIds, label };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `household:${household}`, data: item, disabled: !canEdit });

  return (
    <StyledGroup ref={setNodeRef} $dragging={isDragging} aria-labelledby={`${id}-name`}>
      <StyledHead>
        {canEdit && (
          <StyledHandle type="button" aria-label={`Move ${label}`} {...attributes} {...listeners}>
            <MenuIcon aria-hidden="true" />
          </StyledHandle>
        )}
        <StyledTitle>
          <strong id={`${id}-name`}>{household}</strong>
          <span>
            {members.length} guests · {seatWord(seats)}
          </span>
        </StyledTitle>
        {canEdit && (
          <StyledSelectWrap>
            <StyledHiddenLabel htmlFor={`${id}-table`}>Seat {label} at</StyledHiddenLabel>
            <StyledSelect
              id={`${id}-table`}
              value=""
              onChange={(event) => {
                if (event.target.value) onSeat(memberIds, event.target.value, label);
              }}
            >
              <option value="">Seat them all at…</option>
              {tables.map((table) => (
                <option key={table.id} value={table.id}>
                  {table.label}
                </option>
              ))}
            </StyledSelect>
          </StyledSelectWrap>
        )}
      </StyledHead>
      <StyledMembers aria-label={`${household}, not seated yet`}>
        {guests.map((guest) => (
          <GuestRow key={guest.id} guest={guest} tableId={null} tables={tables} canEdit={canEdit} onSeat={onSeat} />
        ))}
      </StyledMembers>
    </StyledGroup>
  );
}

const StyledGroup = styled.li<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.sage};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sageLight};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  list-style: none;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledTitle = styled.div`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  min-width: 0;
  strong { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const StyledSelectWrap = styled.div`
  flex: 1 1 9rem;
  max-width: 100%;
  ${({ theme }) => theme.media.sm} { flex: 0 1 11rem; }
`;

const StyledSelect = styled(Select)`
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHiddenLabel = styled.label`
  ${visuallyHidden}
`;

const StyledMembers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;
