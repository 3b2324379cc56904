import styled, { css } from 'styled-components';
import { Badge } from '@/ui/badge';
import { MEAL_LABELS } from '@/shared/options/meal-choices';
import type { ImportPreviewRow } from '../types';
import { RSVP_LABELS } from '../utils/guest-labels';

/** Beyond this many rows the table shows the ones that need a look and a sample of the rest. */
const MAX_SHOWN_ROWS = 100;

type RowState = 'ready' | 'error' | 'duplicate';

function rowState(row: ImportPreviewRow): RowState {
  if (row.errors.length) return 'error';
  return row.duplicateOf ? 'duplicate' : 'ready';
}

/** Rows with errors and duplicates always; ready rows while there is room, in file order. */
function rowsToShow(rows: readonly ImportPreviewRow[]): ImportPreviewRow[] {
  if (rows.length <= MAX_SHOWN_ROWS) return [...rows];
  const problems = rows.filter((row) => rowState(row) !== 'ready').length;
  let room = Math.max(MAX_SHOWN_ROWS - problems, 0);
  return rows.filter((row) => {
    if (rowState(row) !== 'ready') return true;
    if (room === 0) return false;
    room -= 1;
    return true;
  });
}

interface ImportPreviewTableProps {
  fileName: string;
  rows: readonly ImportPreviewRow[];
  includeDuplicates: boolean;
}

export function ImportPreviewTable({ fileName, rows, includeDuplicates }: ImportPreviewTableProps) {
  const shown = rowsToShow(rows);
  const hidden = rows.length - shown.length;
  return (
    <StyledScroll>
      <StyledTable>
        <caption>Rows of {fileName}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Guest</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const state = rowState(row);
            return (
              <StyledRow key={`${row.row}-${row.partnerOf ?? ''}`} $state={state} data-state={state}>
                <StyledRowNumber>{row.row}</StyledRowNumber>
                <td>
                  <StyledGuestHead>
                    <StyledName>{row.name || <em>No name</em>}</StyledName>
                    <StatusBadge state={state} includeDuplicates={includeDuplicates} />
                  </StyledGuestHead>
                  <RowDetails row={row} />
                  {state === 'error' && (
                    <StyledIssues $state="error">
                      {row.errors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </StyledIssues>
                  )}
                  {state === 'duplicate' && row.duplicateOf && (
                    <StyledIssues $state="duplicate">
                      <li>
                        {row.duplicateOf.source === 'list'
                          ? `Already on your list as ${row.duplicateOf.name}`
                          : `The same guest as row ${row.duplicateOf.row}`}
                      </li>
                    </StyledIssues>
                  )}
                </td>
              </StyledRow>
            );
          })}
        </tbody>
      </StyledTable>
      {hidden > 0 && <StyledMore>and {hidden.toLocaleString('en-US')} more rows ready to import</StyledMore>}
    </StyledScroll>
  );
}

function RowDetails({ row }: { row: ImportPreviewRow }) {
  const parts = [
    row.partnerOf ? `Partner of ${row.partnerOf}` : null,
    row.household ? `Household: ${row.household}` : null,
    row.email,
    row.phone,
    row.plusOne ? (row.plusOneName ? `Plus-one: ${row.plusOneName}` : 'Plus-one') : null,
    row.meal ? MEAL_LABELS[row.meal] : null,
    row.dietaryRestrictions,
    row.tableAssignment ? `Table: ${row.tableAssignment}` : null,
    row.rsvpStatus !== 'pending' ? RSVP_LABELS[row.rsvpStatus] : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? <StyledDetails>{parts.join(' · ')}</StyledDetails> : null;
}

function StatusBadge({ state, includeDuplicates }: { state: RowState; includeDuplicates: boolean }) {
  switch (state) {
    case 'ready':
      return <Badge $tone="success">Ready</Badge>;
    case 'duplicate':
      return <StyledDuplicateBadge $tone="info">{includeDuplicates ? 'Duplicate, added' : 'Duplicate, skipped'}</StyledDuplicateBadge>;
    case 'error':
      return <StyledErrorBadge>Error, skipped</StyledErrorBadge>;
  }
}

const StyledScroll = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.08em;
    text-align: left;
    text-transform: uppercase;
    word-break: break-all;
  }
  th {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: left;
  }
  td {
    padding: ${({ theme }) => theme.space[3]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  tbody tr:last-child td { border-bottom: 0; }
`;

const StyledGuestHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

const rowTones = {
  ready: css``,
  error: css`
    background: ${({ theme }) => theme.colors.dangerLight};
    td:first-child { box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.danger}; }
  `,
  duplicate: css`
    background: ${({ theme }) => theme.colors.bluebonnetLight};
    td:first-child { box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.bluebonnet}; }
  `,
} satisfies Record<RowState, unknown>;

const StyledRow = styled.tr<{ $state: RowState }>`
  ${({ $state }) => rowTones[$state]}
`;

const StyledRowNumber = styled.td`
  width: 3rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
  em { color: ${({ theme }) => theme.colors.inkMuted}; font-weight: ${({ theme }) => theme.fontWeights.regular}; }
`;

const StyledDetails = styled.p`
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const StyledIssues = styled.ul<{ $state: 'error' | 'duplicate' }>`
  margin: ${({ theme }) => theme.space[1.5]} 0 0;
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme, $state }) => ($state === 'error' ? theme.colors.danger : theme.colors.bluebonnet)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const StyledDuplicateBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledErrorBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
`;

const StyledMore = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
