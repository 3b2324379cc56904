import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

// The one data table (guests, bookings): a caption for screen readers, upper-case headings,
// a row header that names each row, and a last column for the row's actions. On a phone the
// features show the same rows as DataCards instead.

export interface DataColumn<T> {
  header: string;
  /** Read by screen readers only ("Actions"). */
  hideHeader?: boolean;
  /** The cell that names the row: a th with scope="row". */
  rowHeader?: boolean;
  cell(row: T): ReactNode;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Extra attributes of a row, such as data-booking-id. */
  rowAttributes?(row: T): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** Keep every cell on one line. */
  nowrap?: boolean;
}

export function DataTable<T>({ caption, columns, rows, rowKey, rowAttributes, nowrap = false }: DataTableProps<T>) {
  return (
    <StyledWrap>
      <StyledTable $nowrap={nowrap}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledWrap>
  );
}

/** The main line of a cell: a name. */
export const CellTitle = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A small line under a cell's title: an email, a phone number, a note. */
export const CellNote = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/** The rows as cards, for a phone: one column, two from a tablet up. */
export const DataCards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const DataCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** A card's name and its badge, side by side. */
export const DataCardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > div { min-width: 0; }
`;

const StyledWrap = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledTable = styled.table<{ $nowrap: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  thead th {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.08em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody th,
  tbody td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
    vertical-align: middle;
  }
  tbody td { white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')}; }
  tbody tr:last-child th,
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  tbody td:last-child { width: 1%; white-space: nowrap; }
`;
