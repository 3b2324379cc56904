import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { addDays, type CalendarDate } from '@domain/shared/calendar-date';
import { IconButton } from './button';
import {
  addMonths,
  addMonthsToDate,
  dayOfMonth,
  DAYS_PER_WEEK,
  firstDayOf,
  lastDayOf,
  longDate,
  monthOf,
  monthsBetween,
  monthTitle,
  monthWeeks,
  weekdayOf,
  WEEKDAYS,
  type CalendarMonth,
} from './calendar-month';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';

// The one month calendar: a title between Previous and Next, and the month's weeks. By default
// it picks one date on the APG date-grid pattern: one Tab stop, arrow keys move by day and
// week, Home/End to the week's ends, PageUp/PageDown by month. Days that cannot be chosen stay
// focusable (aria-disabled) so the keyboard can still walk past them. A page with other day
// actions (the owner holding days back) draws its own days with renderDay and CalendarDay.

export type CalendarDayState = 'available' | 'unavailable' | 'past' | 'loading';

/** How a day looks: open to choose, closed, past, loading, held back by its owner, booked, chosen. */
export type CalendarTone = 'open' | 'closed' | 'past' | 'loading' | 'held' | 'booked' | 'chosen';

const TONE_OF_STATE: Record<CalendarDayState, CalendarTone> = {
  available: 'open',
  unavailable: 'closed',
  past: 'past',
  loading: 'loading',
};

const DEFAULT_STATE_WORDS: Record<CalendarDayState, string> = {
  available: 'available',
  unavailable: 'unavailable',
  past: 'past',
  loading: 'loading',
};

interface PickerDays {
  selectedDate: CalendarDate | null;
  onSelectDate(date: CalendarDate): void;
  dayState(date: CalendarDate): CalendarDayState;
  /** What a screen reader hears after the date, per state ("booked" rather than "unavailable"). */
  stateWords?: Partial<Record<CalendarDayState, string>>;
  renderDay?: undefined;
}

interface CustomDays {
  /** Draws one day (a CalendarDay, as a button or not); the grid keyboard is then the page's. */
  renderDay(date: CalendarDate): ReactNode;
}

export type MonthCalendarProps = (PickerDays | CustomDays) & {
  month: CalendarMonth;
  onMonthChange(month: CalendarMonth): void;
  /** The first and last months one may page to. */
  minMonth: CalendarMonth;
  maxMonth: CalendarMonth;
  today?: CalendarDate;
  busy?: boolean;
  /** Ids of text that describes the grid (a hint, an error). */
  describedBy?: string;
  /** Smaller day cells and two-letter weekdays, for a calendar inside a form. */
  compact?: boolean;
  /** A heading level for the month's title where the page's outline wants one. */
  titleAs?: 'h2' | 'h3';
  /** Shown instead of the days when they could not be read; paging still works. */
  failure?: ReactNode;
};

export function MonthCalendar(props: MonthCalendarProps) {
  const { month, onMonthChange, minMonth, maxMonth, today, busy = false, describedBy, compact = false, titleAs, failure } = props;
  const titleId = useId();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const picker = props.renderDay ? null : props;
  const grid = usePickerGrid(picker, month, weeks, minMonth, maxMonth, onMonthChange);

  return (
    <StyledCalendar $compact={compact}>
      <StyledHead>
        <StyledNav aria-label="Previous month" disabled={monthsBetween(minMonth, month) <= 0} onClick={() => onMonthChange(addMonths(month, -1))}>
          <ArrowLeftIcon />
        </StyledNav>
        <StyledTitle id={titleId} as={titleAs} $large={Boolean(titleAs)} aria-live="polite">
          {monthTitle(month)}
        </StyledTitle>
        <StyledNav aria-label="Next month" disabled={monthsBetween(month, maxMonth) <= 0} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ArrowRightIcon />
        </StyledNav>
      </StyledHead>

      {failure ?? (
        <StyledGrid
          ref={grid.ref}
          role={picker ? 'grid' : undefined}
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          aria-busy={busy}
          onKeyDown={picker ? grid.onKeyDown : undefined}
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
                {week.map((date, index) =>
                  date ? (
                    <td key={date}>
                      {picker ? (
                        <PickerDay picker={picker} date={date} today={date === today} compact={compact} tabStop={date === grid.tabStop} onFocus={grid.setFocusDate} />
                      ) : (
                        props.renderDay?.(date)
                      )}
                    </td>
                  ) : (
                    <td key={`blank-${index}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </StyledGrid>
      )}
    </StyledCalendar>
  );
}

interface PickerDayProps {
  picker: PickerDays;
  date: CalendarDate;
  today: boolean;
  compact: boolean;
  tabStop: boolean;
  onFocus(date: CalendarDate): void;
}

function PickerDay({ picker, date, today, compact, tabStop, onFocus }: PickerDayProps) {
  const state = picker.dayState(date);
  const selected = date === picker.selectedDate;
  const words = { ...DEFAULT_STATE_WORDS, ...picker.stateWords };
  return (
    <CalendarDay
      type="button"
      data-date={date}
      $tone={selected ? 'chosen' : TONE_OF_STATE[state]}
      $today={today}
      $compact={compact}
      tabIndex={tabStop ? 0 : -1}
      aria-disabled={state === 'available' ? undefined : true}
      aria-pressed={selected}
      aria-label={`${longDate(date)}, ${selected ? 'selected' : words[state]}`}
      onFocus={() => onFocus(date)}
      onClick={() => state === 'available' && picker.onSelectDate(date)}
    >
      <span aria-hidden="true">{dayOfMonth(date)}</span>
    </CalendarDay>
  );
}

/** The picker's roving Tab stop and its keys. */
function usePickerGrid(
  picker: PickerDays | null,
  month: CalendarMonth,
  weeks: (CalendarDate | null)[][],
  minMonth: CalendarMonth,
  maxMonth: CalendarMonth,
  onMonthChange: (month: CalendarMonth) => void,
) {
  const ref = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<CalendarDate | null>(null);
  const pendingFocus = useRef(false);
  const inMonth = (date: CalendarDate | null | undefined): date is CalendarDate => Boolean(date) && monthOf(date as CalendarDate) === month;
  const days = weeks.flat().filter((date): date is CalendarDate => date !== null);
  // The one day in the Tab order: where the keyboard was, else the chosen day, else the first open one.
  const tabStop = !picker
    ? null
    : inMonth(focusDate)
      ? focusDate
      : inMonth(picker.selectedDate)
        ? picker.selectedDate
        : (days.find((date) => picker.dayState(date) === 'available') ?? days[0]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    ref.current?.querySelector<HTMLButtonElement>(`button[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest('button')?.dataset.date;
    if (!from) return;
    const wanted = keyTarget(from, event.key, event.shiftKey);
    if (!wanted) return;
    event.preventDefault();
    const lowest = firstDayOf(minMonth);
    const highest = lastDayOf(maxMonth);
    const target = wanted < lowest ? lowest : wanted > highest ? highest : wanted;
    pendingFocus.current = true;
    setFocusDate(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  return { ref, tabStop, setFocusDate, onKeyDown };
}

function keyTarget(from: CalendarDate, key: string, shiftKey: boolean): CalendarDate | null {
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
}

interface CalendarLegendProps {
  items: readonly { tone: CalendarTone; label: string }[];
  /** Smaller type, for a calendar inside a form. */
  small?: boolean;
  className?: string;
}

/** What the colours of the days mean. */
export function CalendarLegend({ items, small = false, className }: CalendarLegendProps) {
  return (
    <StyledLegend aria-label="Legend" $small={small} className={className}>
      {items.map((item) => (
        <li key={item.tone}>
          <StyledSwatch $tone={item.tone} aria-hidden="true" /> {item.label}
        </li>
      ))}
    </StyledLegend>
  );
}

const pulse = keyframes`from { opacity: 1; } 50% { opacity: 0.45; } to { opacity: 1; }`;

const tones: Record<CalendarTone, ReturnType<typeof css>> = {
  open: css`
    border-color: ${({ theme }) => theme.colors.sage};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.oakDeep};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    &:is(button):hover { background: ${({ theme }) => theme.colors.sageLight}; }
  `,
  closed: css`
    background: ${({ theme }) => theme.colors.creamDeep};
    color: ${({ theme }) => theme.colors.inkMuted};
    text-decoration: line-through;
  `,
  past: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.inkMuted};
  `,
  loading: css`
    background: ${({ theme }) => theme.colors.skeleton};
    color: transparent;
    animation: ${pulse} 1.4s ease-in-out infinite;
  `,
  held: css`
    border-color: ${({ theme }) => theme.colors.terracotta};
    background: ${({ theme }) => theme.colors.terracottaLight};
    color: ${({ theme }) => theme.colors.terracottaText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(168, 77, 42, 0.12) 6px 9px);
  `,
  booked: css`
    border-color: ${({ theme }) => theme.colors.oak};
    background: ${({ theme }) => theme.colors.oak};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  `,
  chosen: css`
    border-color: ${({ theme }) => theme.colors.terracotta};
    background: ${({ theme }) => theme.colors.terracotta};
    color: ${({ theme }) => theme.colors.white};
    text-decoration: none;
  `,
};

/** One day of the grid; a button where pressing it does something, a span otherwise. */
export const CalendarDay = styled.button<{ $tone: CalendarTone; $today: boolean; $compact?: boolean }>`
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
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $tone }) => tones[$tone]}

  &:is(button) { cursor: pointer; }
  &:is(button)[aria-disabled='true'] { cursor: not-allowed; }
  &:is(button):not([aria-disabled='true']):hover { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.sage}; }
  &[aria-busy='true'] { cursor: progress; opacity: 0.6; }
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

const StyledTitle = styled.p<{ $large: boolean }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes['2xl'] : theme.fontSizes.xl)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oakDeep};
  text-align: center;
`;

const StyledNav = styled(IconButton)`
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oak};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.creamDeep}; }
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

const StyledLegend = styled.ul<{ $small: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $small }) => ($small ? `${theme.space[1]} ${theme.space[4]}` : `${theme.space[2]} ${theme.space[5]}`)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.xs : theme.fontSizes.sm)};

  li { display: inline-flex; align-items: center; gap: ${({ theme, $small }) => ($small ? theme.space[1.5] : theme.space[2])}; }
`;

const StyledSwatch = styled.span<{ $tone: CalendarTone }>`
  width: 1rem;
  height: 1rem;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $tone }) => tones[$tone]}
  animation: none;
`;
