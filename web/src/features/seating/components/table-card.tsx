import { useDroppable } from '@dnd-kit/core';
import styled, { css } from 'styled-components';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import type { SeatingGuest } from '../types';
import { seatsLabel, seatWord } from '../utils/seating-labels';
import { GuestRow } from './guest-row';
import { tableDropId, type DropTarget, type TableOption } from './seating-dnd';

interface TableCardProps {
  table: { id: string; name: string; seats: number; saved: boolean };
  guests: readonly SeatingGuest[];
  seatsUsed: number;
  tables: readonly TableOption[];
  canEdit: boolean;
  onSeat(guestIds: string[], tableId: string | null, label: string): void;
  onEdit(): void;
  onRemove(): void;
}

/** A table: its name and "6 of 8 seats" (in warning colours when over), its guests, and a place to drop more. */
export function TableCard({ table, guests, seatsUsed, tables, canEdit, onSeat, onEdit, onRemove }: TableCardProps) {
  const target: DropTarget = { tableId: table.id, label: table.name };
  // A table not saved yet has no id to seat anyone at.
  const { setNodeRef, isOver } = useDroppable({ id: tableDropId(table.id), data: target, disabled: !canEdit || !table.saved });
  const over = seatsUsed > table.seats;
  const headingId = `seating-table-${table.id}`;

  return (
    <StyledCard ref={setNodeRef} aria-labelledby={headingId} $over={over} $target={isOver} aria-busy={!table.saved || undefined}>
      <StyledHead>
        <StyledName id={headingId}>{table.name}</StyledName>
        <Badge $tone={over ? 'accent' : seatsUsed === table.seats ? 'success' : 'sage'} data-testid="seats-used">
          {seatsLabel(seatsUsed, table.seats)}
        </Badge>
      </StyledHead>
      {over && <StyledOver role="note">{seatWord(seatsUsed - table.seats)} too many</StyledOver>}
      {guests.length ? (
        <StyledGuests aria-label={`Seated at ${table.name}`}>
          {guests.map((guest) => (
            <GuestRow key={guest.id} guest={guest} tableId={table.id} tables={tables} canEdit={canEdit} showHousehold onSeat={onSeat} />
          ))}
        </StyledGuests>
      ) : (
        <StyledEmpty>{!table.saved ? 'Saving…' : canEdit ? 'Drag guests here, or choose this table beside a guest.' : 'Nobody seated yet.'}</StyledEmpty>
      )}
      {canEdit && (
        <StyledActions>
          <Button $variant="ghost" $size="sm" onClick={onEdit} disabled={!table.saved} aria-label={`Rename or resize ${table.name}`}>
            Edit
          </Button>
          <Button $variant="ghost" $size="sm" onClick={onRemove} disabled={!table.saved} aria-label={`Remove ${table.name}`}>
            Remove
          </Button>
        </StyledActions>
      )}
    </StyledCard>
  );
}

const StyledCard = styled.section<{ $over: boolean; $target: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $over }) => ($over ? theme.colors.terracotta : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};
  ${({ $target, theme }) =>
    $target &&
    css`
      border-color: ${theme.colors.bluebonnet};
      background: ${theme.colors.bluebonnetLight};
    `}
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.h4`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const StyledOver = styled.p`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledGuests = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
`;
