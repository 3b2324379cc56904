import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { tableKey } from '@domain/planning/seating';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { DownloadIcon, PlusIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { downloadSeatingChart } from '../api/download-seating-chart';
import { seatingChartUrl } from '../api/seating';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useSeatingEditor } from '../hooks/use-seating-editor';
import type { Seating } from '../types';
import { droppableStepper } from '../utils/keyboard-coordinates';
import { nextTableName, seatsLabel } from '../utils/seating-labels';
import { addTable, chartOf, editTable, removeTable, seatGuests } from '../utils/seating-model';
import { RemoveTableDialog } from './remove-table-dialog';
import { tableDropId, UNSEATED_DROP_ID, type DragItem, type DropTarget, type TableOption } from './seating-dnd';
import { UnseatedPanel } from './unseated-panel';
import { SeatingWarnings } from './seating-warnings';
import { TableCard } from './table-card';
import { TableDialog, type TableDraft } from './table-dialog';

interface SeatingBoardProps {
  bookingId: string;
  seating: Seating;
  canEdit: boolean;
}

const DEFAULT_SEATS = 8;
let newTables = 0;

/** Pointer first (where the cursor is); the keyboard, which has no pointer, by overlap. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

const instructions =
  'To seat a guest, press Space or Enter on their handle, move between tables with the arrow keys, and press Space or Enter again to seat them there. Escape puts them back. The Table menu beside each guest does the same.';

/** The tables and the guests without a seat; every change is saved as it is made. */
export function SeatingBoard({ bookingId, seating, canEdit }: SeatingBoardProps) {
  const { model, apply, saving } = useSeatingEditor(bookingId, seating);
  useLeaveWarning(saving);
  const chart = useMemo(() => chartOf(model), [model]);
  const [editing, setEditing] = useState<(TableDraft & { id: string | null }) | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string; guestCount: number } | null>(null);
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const [downloading, setDownloading] = useState(false);

  const savedTables = model.tables.filter((table) => table.saved);
  const used = new Map(chart.tables.map((t) => [t.table.id, t.seatsUsed]));
  const options: TableOption[] = savedTables.map((table) => ({ id: table.id, name: table.name, label: `${table.name} (${seatsLabel(used.get(table.id) ?? 0, table.seats)})` }));
  const totalSeats = model.tables.reduce((sum, table) => sum + table.seats, 0);
  const seatsTaken = chart.tables.reduce((sum, table) => sum + table.seatsUsed, 0);
  const missingTables = [...new Map(chart.unassigned.filter((g) => g.tableAssignment !== null).map((g) => [tableKey(g.tableAssignment!), g.tableAssignment!])).values()];

  const dropOrder = useRef<string[]>([]);
  dropOrder.current = [UNSEATED_DROP_ID, ...savedTables.map((table) => tableDropId(table.id))];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: droppableStepper(() => dropOrder.current) }),
  );

  const seat = (guestIds: string[], tableId: string | null, label: string) => {
    const table = tableId ? model.tables.find((t) => t.id === tableId) : null;
    apply(seatGuests(guestIds, tableId), table ? `${label} could not be seated at ${table.name}` : `${label} could not be moved`);
  };
  const saveTable = (draft: TableDraft) => {
    if (!editing) return;
    if (editing.id === null) {
      apply(addTable({ id: `new-${++newTables}`, ...draft }), `${draft.name} could not be added`);
      toast({ title: 'Table Added', description: `${draft.name} has ${draft.seats} seats.`, variant: 'success' });
    } else apply(editTable(editing.id, draft), `${editing.name} could not be changed`);
    setEditing(null);
  };
  const confirmRemove = (tableId: string) => {
    const table = model.tables.find((t) => t.id === tableId);
    if (table) apply(removeTable(tableId), `${table.name} could not be removed`);
    setRemoving(null);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSeatingChart(bookingId);
    } catch (error) {
      toast({ title: 'The seating chart could not be made', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current as DragItem | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const item = active.data.current as DragItem | undefined;
    const target = over?.data.current as DropTarget | undefined;
    if (item && target) seat(item.guestIds, target.tableId, item.label);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.data.current)}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.data.current)} is over ${targetOf(over.data.current)}.` : `${labelOf(active.data.current)} is not over a table.`),
    onDragEnd: ({ active, over }) => {
      const target = over?.data.current as DropTarget | undefined;
      if (!target) return `${labelOf(active.data.current)} was put back.`;
      return target.tableId ? `${labelOf(active.data.current)} is now seated at ${target.label}.` : `${labelOf(active.data.current)} no longer has a seat.`;
    },
    onDragCancel: ({ active }) => `Moving ${labelOf(active.data.current)} was cancelled.`,
  };

  return (
    <StyledBoard>
      <StyledToolbar>
        <StyledSummary>
          <strong>
            {model.tables.length} {model.tables.length === 1 ? 'table' : 'tables'}
          </strong>
          {model.tables.length > 0 && <span>{seatsLabel(seatsTaken, totalSeats)} taken</span>}
          <span>{chart.unassigned.length} without a seat</span>
        </StyledSummary>
        <StyledActions>
          {canEdit && (
            <Button
              $size="sm"
              onClick={() => setEditing({ id: null, name: nextTableName(model.tables.map((t) => t.name)), seats: DEFAULT_SEATS })}
            >
              <PlusIcon aria-hidden="true" /> Add Table
            </Button>
          )}
          <StyledDownload
            href={seatingChartUrl(bookingId)}
            download="seating-chart.pdf"
            aria-busy={downloading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!downloading) void download();
            }}
          >
            <DownloadIcon aria-hidden="true" /> {downloading ? 'Preparing…' : 'Download seating chart (PDF)'}
          </StyledDownload>
        </StyledActions>
        <StyledStatus role="status" aria-live="polite">
          {canEdit ? (saving ? 'Saving…' : 'All changes saved') : 'You can view the seating plan; the couple and their planner make changes.'}
        </StyledStatus>
      </StyledToolbar>

      <SeatingWarnings warnings={chart.warnings} missingTables={missingTables} canEdit={canEdit} onAddTable={(name) => apply(addTable({ id: `new-${++newTables}`, name, seats: DEFAULT_SEATS }), `${name} could not be added`)} />

      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      >
        <StyledColumns>
          <UnseatedPanel guests={chart.unassigned} allGuests={model.guests} tables={options} canEdit={canEdit} onSeat={seat} />
          <StyledTables aria-label="Tables">
            {chart.tables.length ? (
              chart.tables.map(({ table, guests, seatsUsed }) => {
                const planTable = model.tables.find((t) => t.id === table.id)!;
                return (
                  <TableCard
                    key={table.id}
                    table={planTable}
                    guests={guests}
                    seatsUsed={seatsUsed}
                    tables={options}
                    canEdit={canEdit}
                    onSeat={seat}
                    onEdit={() => setEditing({ id: table.id, name: table.name, seats: table.seats })}
                    onRemove={() => setRemoving({ id: table.id, name: table.name, guestCount: guests.length })}
                  />
                );
              })
            ) : (
              <StyledNoTables>
                <strong>No tables yet.</strong>
                <span>{canEdit ? 'Add your first table, then drag guests to it or choose it beside each guest.' : 'The couple has not added any tables.'}</span>
                {canEdit && (
                  <Button $variant="outline" $size="sm" onClick={() => setEditing({ id: null, name: nextTableName([]), seats: DEFAULT_SEATS })}>
                    <PlusIcon aria-hidden="true" /> Add Your First Table
                  </Button>
                )}
              </StyledNoTables>
            )}
          </StyledTables>
        </StyledColumns>
        <DragOverlay dropAnimation={null}>{dragging && <StyledChip>{dragging.label}</StyledChip>}</DragOverlay>
      </DndContext>

      <TableDialog
        table={editing}
        otherNames={model.tables.filter((t) => t.id !== editing?.id).map((t) => t.name)}
        onCancel={() => setEditing(null)}
        onSave={saveTable}
      />
      <RemoveTableDialog table={removing} onCancel={() => setRemoving(null)} onConfirm={confirmRemove} />
    </StyledBoard>
  );
}

const labelOf = (data: unknown) => (data as DragItem | undefined)?.label ?? 'The guest';
const targetOf = (data: unknown) => {
  const target = data as DropTarget | undefined;
  return target?.tableId ? target.label : 'the guests without a seat';
};

const StyledBoard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledDownload = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledStatus = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(18rem, 1fr) minmax(0, 2fr); }
`;



const StyledTables = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledNoTables = styled.div`
  display: flex;
  grid-column: 1 / -1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledChip = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.oak};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: grabbing;
`;
