import styled from 'styled-components';
import { longDate } from '@/ui/calendar-month';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CheckIcon, ClockIcon, TrashIcon } from '@/ui/icons';
import type { BudgetCategory, BudgetLine } from '../types';
import { usd } from '../utils/money';

interface ExpenseListProps {
  lines: readonly BudgetLine[];
  categories: readonly BudgetCategory[];
  /** Ids being saved: their buttons wait. */
  busyIds: ReadonlySet<string>;
  onTogglePaid?(line: BudgetLine): void;
  onRemove?(line: BudgetLine): void;
  /** Booking lines say "Due" before their date; the couple's own say nothing. */
  dueLabel?: boolean;
}

/** Where a line belongs: "Photography & Video › Photography". */
function placeOf(line: BudgetLine, categories: readonly BudgetCategory[]): string {
  const category = categories.find((c) => c.id === line.categoryId);
  const sub = category?.subcategories.find((s) => s.id === line.subcategoryId);
  return [category?.name ?? line.categoryId, sub?.name].filter(Boolean).join(' › ');
}

/** Expense rows: what, where, when, how much, and Paid or Pending (the couple's own lines can be switched and removed). */
export function ExpenseList({ lines, categories, busyIds, onTogglePaid, onRemove, dueLabel = false }: ExpenseListProps) {
  return (
    <StyledList>
      {lines.map((line) => {
        const editable = line.source === 'couple';
        const busy = busyIds.has(line.id);
        const status = line.paid ? 'Paid' : 'Pending';
        return (
          <StyledRow key={line.id} data-expense={line.id} data-paid={line.paid}>
            <StyledMain>
              <strong>{line.description}</strong>
              <small>
                {placeOf(line, categories)}
                {line.vendor ? ` · ${line.vendor}` : ''}
              </small>
              <small>
                {dueLabel && !line.paid ? 'Due ' : ''}
                <time dateTime={line.date}>{longDate(line.date)}</time>
              </small>
            </StyledMain>
            <StyledAmount>{usd(line.amount)}</StyledAmount>
            <StyledActions>
              {editable && onTogglePaid ? (
                <StyledStatusButton
                  type="button"
                  $paid={line.paid}
                  aria-pressed={line.paid}
                  aria-label={`${status}: ${line.description}. Mark as ${line.paid ? 'pending' : 'paid'}`}
                  title={`Mark as ${line.paid ? 'pending' : 'paid'}`}
                  disabled={busy}
                  onClick={() => onTogglePaid(line)}
                >
                  {line.paid ? <CheckIcon aria-hidden="true" /> : <ClockIcon aria-hidden="true" />} {status}
                </StyledStatusButton>
              ) : (
                <Badge $tone={line.paid ? 'success' : 'neutral'}>{status}</Badge>
              )}
              {editable && onRemove && (
                <Button $variant="ghost" $size="sm" aria-label={`Remove ${line.description}`} disabled={busy} onClick={() => onRemove(line)}>
                  <TrashIcon aria-hidden="true" /> Remove
                </Button>
              )}
            </StyledActions>
          </StyledRow>
        );
      })}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'main amount' 'actions actions';
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  & + & { border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border}; }
`;

const StyledMain = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  overflow-wrap: anywhere;
  strong { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.ink}; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const StyledAmount = styled.span`
  grid-area: amount;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.oakDeep};
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledStatusButton = styled.button<{ $paid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $paid }) => ($paid ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $paid }) => ($paid ? theme.colors.successLight : theme.colors.surface)};
  color: ${({ theme, $paid }) => ($paid ? theme.colors.success : theme.colors.ink)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.oak}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:disabled { opacity: 0.55; cursor: progress; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
