import { useDroppable } from '@dnd-kit/core';
import styled from 'styled-components';
import type { SeatingGuest } from '../types';
import { GuestRow } from './guest-row';
import { HouseholdGroup } from './household-group';
import { UNSEATED_DROP_ID, type DropTarget, type TableOption } from './seating-dnd';

interface UnseatedPanelProps {
  guests: readonly SeatingGuest[];
  allGuests: readonly SeatingGuest[];
  tables: readonly TableOption[];
  canEdit: boolean;
  onSeat(guestIds: string[], tableId: string | null, label: string): void;
}

/** The guests at no table, households together; a place to drop a guest to take their seat away. */
export function UnseatedPanel({ guests, allGuests, tables, canEdit, onSeat }: UnseatedPanelProps) {
  const target: DropTarget = { tableId: null, label: 'No table' };
  const { setNodeRef, isOver } = useDroppable({ id: UNSEATED_DROP_ID, data: target, disabled: !canEdit });
  const groups = groupUnseated(guests);
  const members = (key: string) => allGuests.filter((guest) => guest.householdKey === key);

  return (
    <StyledPanel ref={setNodeRef} $target={isOver} aria-labelledby="seating-unseated-title">
      <StyledPanelHead>
        <h3 id="seating-unseated-title">Without a seat</h3>
        <span>{guests.length}</span>
      </StyledPanelHead>
      {allGuests.length === 0 ? (
        <StyledPanelNote>No guests yet. Add them on the Guests tab and they appear here to seat.</StyledPanelNote>
      ) : guests.length === 0 ? (
        <StyledPanelNote>Everyone has a seat.{canEdit && ' Drag a guest here to take their seat away.'}</StyledPanelNote>
      ) : (
        <StyledUnseated>
          {groups.map((group) =>
            group.key && group.guests.length > 1 ? (
              <HouseholdGroup
                key={group.key}
                household={group.guests[0].household!}
                guests={group.guests}
                members={members(group.key)}
                tables={tables}
                canEdit={canEdit}
                onSeat={onSeat}
              />
            ) : (
              group.guests.map((guest) => (
                <GuestRow key={guest.id} guest={guest} tableId={null} tables={tables} canEdit={canEdit} showHousehold onSeat={onSeat} />
              ))
            ),
          )}
        </StyledUnseated>
      )}
    </StyledPanel>
  );
}

/** Guests of one household together (the chart lists them so already), each other guest alone. */
function groupUnseated(guests: readonly SeatingGuest[]): { key: string | null; guests: SeatingGuest[] }[] {
  const groups: { key: string | null; guests: SeatingGuest[] }[] = [];
  for (const guest of guests) {
    const last = groups.at(-1);
    if (guest.householdKey && last?.key === guest.householdKey) last.guests.push(guest);
    else groups.push({ key: guest.householdKey, guests: [guest] });
  }
  return groups;
}

const StyledPanel = styled.section<{ $target: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme, $target }) => ($target ? theme.colors.bluebonnet : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $target }) => ($target ? theme.colors.bluebonnetLight : theme.colors.surfaceMuted)};
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]});
    max-height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight} - ${({ theme }) => theme.space[8]});
    overflow-y: auto;
  }
`;

const StyledPanelHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const StyledPanelNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledUnseated = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;
