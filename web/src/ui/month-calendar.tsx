import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { addDays, type CalendarDate } from '../../../domain/shared/calendar-date.js';
import {
  addMonths,
  addMonthsToDate,
  dayOfMonth,
  firstDayOf,
  lastDayOf,
  longDate,
  monthOf,
  monthsBetween,
  monthTitle,
  monthWeeks,
  weekdayOf,
  WEEKDAYS,
  DAYS_PER_WEEK,
  type CalendarMonth,
} from './calendar-month';
import { ArrowRightIcon } from './icons';

// A month grid to pick one date, on the APG date-grid pattern: one Tab stop, arrow keys move
// by day and week, Home/End to the week's ends, PageUp/PageDown by month. Days that cannot
// be chosen stay focusable (aria-disabled) so the keyboard can still walk past them.

export type CalendarDayState = 'available' | 'unavailable' | 'past' | 'loading';

const DEFAULT_STATE_WORDS: Record<CalendarDayState, string> = {
  available: 'available',
  unavailable: 'unavailable',
  past: 'past',
  loading: 'loading',
};

export interface MonthCalendarProps {
  month: CalendarMonth;
  onMonthChange(month: CalendarMonth): void;
  /** The first and last months the couple may page to. */
  minMonth: CalendarMonth;
  maxMonth: CalendarMonth;
  selectedDate: CalendarDate | null;
  onSelectDate(date: CalendarDate): void;
  dayState(date: CalendarDate): CalendarDayState;
  /** What a screen reader hears after the date, per state ("booked" rather than "unavailable"). */
  stateWords?: Partial<Record<CalendarDayState, string>>;
  today?: CalendarDate;
  busy?: boolean;
  /** Ids of text that describes the grid (a hint, an error). */
  describedBy?: string;
  /** Smaller day cells and two-letter weekdays, for a calendar inside a form. */
  compact?: boolean;
}

export function MonthCalendar({
  month,
  onMonthChange,
  minMonth,
  maxMonth,
  selectedDate,
  onSelectDate,
  dayState,
  stateWords,
  today,
  busy = false,
  describedBy,
  compact = false,
}: MonthCalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<CalendarDate | null>(null);
  const pendingFocus = useRef(false);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const words = { ...DEFAULT_STATE_WORDS, ...stateWords };

  const canGoBack = monthsBetween(minMonth, month) > 0;
  const canGoForward = monthsBetween(month, maxMonth) > 0;
  const inMonth = (date: CalendarDate | null): date is CalendarDate => date !== null && monthOf(date) === month;
  const days = weeks.flat().filter((date): date is CalendarDate => date !== null);
  // The one day in the Tab order: where the keyboard was, else the chosen day, else the first open one.
  const tabStop = inMonth(focusDate)
    ? focusDate
    : inMonth(selectedDate)
      ? selectedDate
      : (days.find((date) => dayState(date) === 'available') ?? days[0]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const moveFocus = (from: CalendarDate, key: string, shiftKey: boolean): CalendarDate | null => {
    switch (key) {
      case 'ArrowLeft':
        return addDays(from, -1);
      case 'ArrowRight':
        return addDays(from, 1);
      case 'ArrowUp':
        return addDays(from, -DAYS_PER_WEEK);
      case 'ArrowDown':
        return addDays(from, DAYS_PER_WEEK);
      case 'Home':
        return addDays(from, -weekdayOf(from));
      case 'End':
        return addDays(from, DAYS_PER_WEEK - 1 - weekdayOf(from));
      case 'PageUp':
        return addMonthsToDate(from, shiftKey ? -12 : -1);
      case 'PageDown':
        return addMonthsToDate(from, shiftKey ? 12 : 1);
      default:
        return null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest('button')?.dataset.date;
    if (!from) return;
    const wanted = moveFocus(from, event.key, event.shiftKey);
    if (!wanted) return;
    event.preventDefault();
    const lowest = firstDayOf(minMonth);
    const highest = lastDayOf(maxMonth);
    const target = wanted < lowest ? lowest : wanted > highest ? highest : wanted;
    pendingFocus.current = true;
    setFocusDate(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  return (
    <StyledCalendar $compact={compact}>
      <StyledHead>
        <StyledNav type="button" aria-label="Previous month" disabled={!canGoBack} onClick={() => onMonthChange(addMonths(month, -1))}>
          <StyledBackIcon />
        </StyledNav>
        <StyledTitle id={titleId} aria-live="polite">
          {monthTitle(month)}
        </StyledTitle>
        <StyledNav type="button" aria-label="Next month" disabled={!canGoForward} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ArrowRightIcon />
        </StyledNav>
      </StyledHead>

      <StyledGrid
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short.slice(0, compact ? 2 : 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`blank-${index}`} />;
                const state = dayState(date);
                const selected = date === selectedDate;
                return (
                  <td key={date}>
                    <StyledDay
                      type="button"
                      data-date={date}
                      $state={state}
                      $today={date === today}
                      $compact={compact}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-disabled={state === 'available' ? undefined : true}
                      aria-pressed={selected}
                      aria-label={`${longDate(date)}, ${selected ? 'selected' : words[state]}`}
                      onFocus={() => setFocusDate(date)}
                      onClick={() => state === 'available' && onSelectDate(date)}
                    >
                      <span aria-hidden="true">{dayOfMonth(date)}</span>
                    </StyledDay>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledGrid>
    </StyledCalendar>
  );
}

const pulse = keyframes`from { opacity: 1; } 50% { opacity: 0.45; } to { opacity: 1; }`;

const StyledCalendar = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $compact }) => ($compact ? theme.space[2] : theme.space[4])};
  width: 100%;
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oakDeep};
  text-align: center;
`;

const StyledNav = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oak};
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.creamDeep}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledBackIcon = styled(ArrowRightIcon)`
  transform: rotate(180deg);
`;

const StyledGrid = styled.table`
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space[1]};
  margin: 0 -${({ theme }) => theme.space[1]};
  width: calc(100% + ${({ theme }) => theme.space[2]});

  th {
    padding-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  td { padding: 0; }
`;

const dayStates = {
  available: css`
    border-color: ${({ theme }) => theme.colors.sage};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.oakDeep};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.sageLight}; }
  `,
  unavailable: css`
    background: ${({ theme }) => theme.colors.creamDeep};
    color: ${({ theme }) => theme.colors.inkMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  `,
  past: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.inkMuted};
    cursor: not-allowed;
  `,
  loading: css`
    background: ${({ theme }) => theme.colors.skeleton};
    color: transparent;
    animation: ${pulse} 1.4s ease-in-out infinite;
  `,
};

const StyledDay = styled.button<{ $state: CalendarDayState; $today: boolean; $compact: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  min-height: 2.25rem;
  max-height: ${({ $compact }) => ($compact ? '2.75rem' : '3.5rem')};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $state }) => dayStates[$state]}

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.terracotta};
    background: ${({ theme }) => theme.colors.terracotta};
    color: ${({ theme }) => theme.colors.white};
    text-decoration: none;
  }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; z-index: 1; }

  ${({ $today, theme }) =>
    $today &&
    css`
      &::after {
        content: '';
        position: absolute;
        bottom: 0.25rem;
        width: 0.25rem;
        height: 0.25rem;
        border-radius: ${theme.radii.pill};
        background: currentColor;
      }
    `}
`;
