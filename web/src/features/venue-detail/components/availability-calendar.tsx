import { useId, useMemo, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { calendarDateIn, daysBetween } from '../../../../../domain/shared/calendar-date.js';
import { formatUsdDecimal } from '../../../lib/format-usd';
import { Button } from '../../../ui/button';
import { AlertIcon, ArrowRightIcon, CloseIcon, RefreshIcon } from '../../../ui/icons';
import { StateMessage } from '../../../ui/state-message';
import { useAvailability } from '../api/get-availability';
import type { AvailabilityDay } from '../types';
import {
  addMonths,
  dayOfMonth,
  firstDayOf,
  lastDayOf,
  longDate,
  monthOf,
  monthsBetween,
  monthTitle,
  monthWeeks,
  MONTHS_AHEAD_LIMIT,
  WEEKDAYS,
  type CalendarMonth,
} from '../../../ui/calendar-month';

interface AvailabilityCalendarProps {
  venueId: string;
  selectedDate: string | null;
  onSelectDate(date: string | null): void;
}

type DayState = 'available' | 'booked' | 'past' | 'loading';

/** A month of the venue's open and booked days; one open, non-past day can be chosen. */
export function AvailabilityCalendar({ venueId, selectedDate, onSelectDate }: AvailabilityCalendarProps) {
  const today = calendarDateIn(new Date());
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState<CalendarMonth>(() =>
    selectedDate && selectedDate >= today ? monthOf(selectedDate) : thisMonth,
  );
  const titleId = useId();
  const { data, error, isLoading, mutate } = useAvailability(venueId, firstDayOf(month), lastDayOf(month));
  const days = useMemo(() => new Map((data ?? []).map((day) => [day.date, day])), [data]);
  const weeks = useMemo(() => monthWeeks(month), [month]);

  const atFirstMonth = monthsBetween(thisMonth, month) <= 0;
  const atLastMonth = monthsBetween(thisMonth, month) >= MONTHS_AHEAD_LIMIT;
  const stateOf = (date: string): DayState => {
    if (daysBetween(today, date) < 0) return 'past';
    if (isLoading || !data) return 'loading';
    return days.get(date)?.isAvailable ? 'available' : 'booked';
  };
  const selectedDay: AvailabilityDay | undefined = selectedDate ? days.get(selectedDate) : undefined;
  const openDays = data?.filter((day) => stateOf(day.date) === 'available').length ?? 0;

  return (
    <StyledCalendar>
      <StyledHead>
        <StyledNav
          type="button"
          aria-label="Previous month"
          disabled={atFirstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <StyledBackIcon />
        </StyledNav>
        <StyledTitle id={titleId}>{monthTitle(month)}</StyledTitle>
        <StyledNav type="button" aria-label="Next month" disabled={atLastMonth} onClick={() => setMonth(addMonths(month, 1))}>
          <ArrowRightIcon />
        </StyledNav>
      </StyledHead>

      {error ? (
        <StateMessage
          tone="error"
          icon={<AlertIcon />}
          title="Failed to fetch availability"
          action={
            <Button $variant="outline" onClick={() => void mutate()}>
              <RefreshIcon /> Try again
            </Button>
          }
        >
          The open dates for {monthTitle(month)} could not be loaded.
        </StateMessage>
      ) : (
        <>
          <StyledTable aria-labelledby={titleId} aria-busy={isLoading}>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday.short} scope="col">
                    <abbr title={weekday.long}>{weekday.short}</abbr>
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
                        <DayButton
                          date={date}
                          state={stateOf(date)}
                          isToday={date === today}
                          isSelected={date === selectedDate}
                          onSelect={() => onSelectDate(date === selectedDate ? null : date)}
                        />
                      </td>
                    ) : (
                      <td key={`blank-${index}`} aria-hidden="true" />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </StyledTable>
          <StyledStatus role="status">
            {isLoading ? 'Loading open dates…' : data ? `${openDays} open ${openDays === 1 ? 'date' : 'dates'} in ${monthTitle(month)}.` : ''}
          </StyledStatus>
        </>
      )}

      <StyledLegend aria-label="Legend">
        <li>
          <StyledSwatch $state="available" /> Available
        </li>
        <li>
          <StyledSwatch $state="booked" /> Booked
        </li>
        <li>
          <StyledSwatch $state="selected" /> Selected
        </li>
      </StyledLegend>

      {selectedDate && (
        <StyledSelection>
          <div>
            <StyledSelectionLabel>Your date</StyledSelectionLabel>
            <strong>{longDate(selectedDate)}</strong>
            {selectedDay && formatUsdDecimal(selectedDay.price) && (
              <span> · from {formatUsdDecimal(selectedDay.price)}</span>
            )}
          </div>
          <Button $variant="ghost" $size="sm" onClick={() => onSelectDate(null)}>
            <CloseIcon /> Clear date
          </Button>
        </StyledSelection>
      )}
    </StyledCalendar>
  );
}

const STATE_WORDS: Record<DayState, string> = {
  available: 'available',
  booked: 'booked',
  past: 'past',
  loading: 'loading',
};

interface DayButtonProps {
  date: string;
  state: DayState;
  isToday: boolean;
  isSelected: boolean;
  onSelect(): void;
}

function DayButton({ date, state, isToday, isSelected, onSelect }: DayButtonProps) {
  const selectable = state === 'available';
  return (
    <StyledDay
      type="button"
      data-date={date}
      $state={state}
      $today={isToday}
      disabled={!selectable}
      aria-pressed={selectable ? isSelected : undefined}
      aria-label={`${longDate(date)}, ${isSelected ? 'selected' : STATE_WORDS[state]}`}
      onClick={onSelect}
    >
      <span aria-hidden="true">{dayOfMonth(date)}</span>
    </StyledDay>
  );
}

const shimmer = keyframes`from { opacity: 1; } 50% { opacity: 0.45; } to { opacity: 1; }`;

const StyledCalendar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  text-align: center;
`;

const StyledNav = styled.button`
  display: grid;
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

const StyledTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.sm} {
    border-spacing: ${({ theme }) => theme.space[1.5]};
  }

  th {
    padding-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  abbr { text-decoration: none; }
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
  booked: css`
    background: ${({ theme }) => theme.colors.creamDeep};
    color: ${({ theme }) => theme.colors.inkMuted};
    text-decoration: line-through;
  `,
  past: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.inkMuted};
    opacity: 0.6;
  `,
  loading: css`
    background: ${({ theme }) => theme.colors.skeleton};
    color: transparent;
    animation: ${shimmer} 1.4s ease-in-out infinite;
  `,
};

const StyledDay = styled.button<{ $state: DayState; $today: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  max-height: 3.5rem;
  min-height: 2.5rem;
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $state }) => dayStates[$state]}

  &:disabled { cursor: not-allowed; }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.terracotta};
    background: ${({ theme }) => theme.colors.terracotta};
    color: ${({ theme }) => theme.colors.white};
  }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; z-index: 1; }

  ${({ $today, theme }) =>
    $today &&
    css`
      &::after {
        content: '';
        position: absolute;
        bottom: 0.3rem;
        width: 0.3rem;
        height: 0.3rem;
        border-radius: ${theme.radii.pill};
        background: currentColor;
      }
    `}
`;

const StyledStatus = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
`;

const swatches = {
  available: css`
    border-color: ${({ theme }) => theme.colors.sage};
    background: ${({ theme }) => theme.colors.surface};
  `,
  booked: css`
    background: ${({ theme }) => theme.colors.creamDeep};
    background-image: linear-gradient(
      135deg,
      transparent 45%,
      ${({ theme }) => theme.colors.inkMuted} 45%,
      ${({ theme }) => theme.colors.inkMuted} 55%,
      transparent 55%
    );
  `,
  selected: css`
    border-color: ${({ theme }) => theme.colors.terracotta};
    background: ${({ theme }) => theme.colors.terracotta};
  `,
};

const StyledSwatch = styled.span<{ $state: keyof typeof swatches }>`
  width: 1rem;
  height: 1rem;
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $state }) => swatches[$state]}
`;

const StyledSelection = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.terracottaLight};
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const StyledSelectionLabel = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
