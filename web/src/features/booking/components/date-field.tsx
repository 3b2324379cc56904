import { useMemo } from 'react';
import styled from 'styled-components';
import type { CalendarDate } from '@domain/shared/calendar-date';
import { useAvailability } from '@/shared/api/venue-availability';
import { Button } from '@/ui/button';
import { addMonths, longDate, monthOf, MONTHS_AHEAD_LIMIT, monthTitle, type CalendarMonth } from '@/ui/calendar-month';
import { FieldError, RequiredMark } from '@/ui/field';
import { CalendarIcon, RefreshIcon } from '@/ui/icons';
import { CalendarLegend, MonthCalendar, type CalendarDayState } from '@/ui/month-calendar';

const STATE_WORDS = { unavailable: 'booked' } as const;

const LEGEND = [
  { tone: 'open', label: 'Open' },
  { tone: 'closed', label: 'Booked' },
  { tone: 'chosen', label: 'Your date' },
] as const;

interface DateFieldProps {
  id: string;
  venueId: string;
  value: CalendarDate | '';
  onChange(date: CalendarDate): void;
  month: CalendarMonth;
  onMonthChange(month: CalendarMonth): void;
  today: CalendarDate;
  /** A message about the date: taken a moment ago, no longer open, not chosen. */
  error: string | null;
}

/** The wedding date: a month of the venue's calendar where only open days can be chosen. */
export function DateField({ id, venueId, value, onChange, month, onMonthChange, today, error }: DateFieldProps) {
  const { data, error: loadError, isLoading, mutate } = useAvailability(venueId, month);
  const open = useMemo(() => new Set((data ?? []).filter((day) => day.isAvailable).map((day) => day.date)), [data]);
  const dayState = (date: CalendarDate): CalendarDayState => {
    if (date < today) return 'past';
    if (!data) return 'loading';
    return open.has(date) ? 'available' : 'unavailable';
  };
  const openCount = data ? [...open].filter((date) => date >= today).length : 0;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;

  return (
    <StyledFieldset id={id} aria-describedby={error ? errorId : undefined}>
      <StyledLegend>
        Wedding date <RequiredMark />
      </StyledLegend>
      <StyledLayout>
        <StyledBox $invalid={Boolean(error)}>
          <MonthCalendar
            month={month}
            onMonthChange={onMonthChange}
            minMonth={monthOf(today)}
            maxMonth={addMonths(monthOf(today), MONTHS_AHEAD_LIMIT)}
            selectedDate={value || null}
            onSelectDate={onChange}
            dayState={dayState}
            stateWords={STATE_WORDS}
            today={today}
            busy={isLoading}
            describedBy={[statusId, error ? errorId : null].filter(Boolean).join(' ')}
            compact
          />
          {loadError && (
            <StyledRetry>
              <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
                <RefreshIcon /> Try again
              </Button>
            </StyledRetry>
          )}
        </StyledBox>
        <StyledSide>
          {/* First beside (or under) the calendar, where the eye is when a date is refused. */}
          <StyledLive aria-live="assertive">{error && <FieldError id={errorId}>{error}</FieldError>}</StyledLive>
          <StyledChosen $chosen={Boolean(value)} aria-live="polite">
            <CalendarIcon />
            {value ? (
              <span>
                <small>Your date</small>
                <strong>{longDate(value)}</strong>
              </span>
            ) : (
              <span>
                <small>Your date</small>
                Not chosen yet: pick an open day in the calendar.
              </span>
            )}
          </StyledChosen>
          <StyledStatus id={statusId} role="status" $problem={Boolean(loadError)}>
            {loadError
              ? 'Failed to fetch availability'
              : isLoading || !data
                ? 'Loading open dates…'
                : `${openCount} open ${openCount === 1 ? 'date' : 'dates'} in ${monthTitle(month)}`}
          </StyledStatus>
          <CalendarLegend items={LEGEND} small />
        </StyledSide>
      </StyledLayout>
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[1.5]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.ink};
`;

// Phone: the calendar, then the chosen date and the key under it. Wider: side by side.
const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};

  @container (min-width: 36rem) {
    grid-template-columns: minmax(0, 24rem) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[5]};
    align-items: start;
  }
`;

const StyledBox = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Stays in the page (a live region must exist before its message) but takes no room while empty. */
const StyledLive = styled.div`
  &:empty { margin-bottom: -${({ theme }) => theme.space[3]}; }
`;

const StyledStatus = styled.p<{ $problem: boolean }>`
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.inkMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRetry = styled.div`
  display: flex;
  justify-content: center;
`;

const StyledChosen = styled.p<{ $chosen: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} ${({ $chosen }) => ($chosen ? 'solid' : 'dashed')}
    ${({ theme, $chosen }) => ($chosen ? theme.colors.terracotta : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.terracottaLight : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[0.5]}; }
  small {
    color: ${({ theme, $chosen }) => ($chosen ? theme.colors.terracottaText : theme.colors.inkMuted)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  strong {
    color: ${({ theme }) => theme.colors.oakDeep};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin-top: 0.1em;
    color: ${({ theme, $chosen }) => ($chosen ? theme.colors.terracottaText : theme.colors.oak)};
  }
`;
