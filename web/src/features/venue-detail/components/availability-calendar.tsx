import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { calendarDateIn, type CalendarDate } from '@domain/shared/calendar-date';
import { formatUsdDecimal } from '@/lib/format-usd';
import { useAvailability } from '@/shared/api/venue-availability';
import { Button } from '@/ui/button';
import { addMonths, longDate, monthOf, MONTHS_AHEAD_LIMIT, monthTitle, type CalendarMonth } from '@/ui/calendar-month';
import { CloseIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { LoadError } from '@/ui/load-error';
import { CalendarLegend, MonthCalendar, type CalendarDayState } from '@/ui/month-calendar';

interface AvailabilityCalendarProps {
  venueId: string;
  selectedDate: string | null;
  onSelectDate(date: string | null): void;
}

const STATE_WORDS = { unavailable: 'booked' } as const;

const LEGEND = [
  { tone: 'open', label: 'Available' },
  { tone: 'closed', label: 'Booked' },
  { tone: 'chosen', label: 'Selected' },
] as const;

/** A month of the venue's open and booked days; one open, non-past day can be chosen. */
export function AvailabilityCalendar({ venueId, selectedDate, onSelectDate }: AvailabilityCalendarProps) {
  const today = calendarDateIn(new Date());
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState<CalendarMonth>(() => (selectedDate && selectedDate >= today ? monthOf(selectedDate) : thisMonth));
  const { data, error, isLoading, mutate } = useAvailability(venueId, month);
  const days = useMemo(() => new Map((data ?? []).map((day) => [day.date, day])), [data]);

  const dayState = (date: CalendarDate): CalendarDayState => {
    if (date < today) return 'past';
    if (isLoading || !data) return 'loading';
    return days.get(date)?.isAvailable ? 'available' : 'unavailable';
  };
  const selectedDay = selectedDate ? days.get(selectedDate) : undefined;
  const openDays = data?.filter((day) => dayState(day.date) === 'available').length ?? 0;

  return (
    <StyledCalendar>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        minMonth={thisMonth}
        maxMonth={addMonths(thisMonth, MONTHS_AHEAD_LIMIT)}
        selectedDate={selectedDate}
        onSelectDate={(date) => onSelectDate(date === selectedDate ? null : date)}
        dayState={dayState}
        stateWords={STATE_WORDS}
        today={today}
        busy={isLoading}
        titleAs="h3"
        failure={
          error && (
            <LoadError title="Failed to fetch availability" onRetry={() => void mutate()}>
              The open dates for {monthTitle(month)} could not be loaded.
            </LoadError>
          )
        }
      />
      {!error && (
        <StyledStatus role="status">
          {isLoading ? 'Loading open dates…' : data ? `${openDays} open ${openDays === 1 ? 'date' : 'dates'} in ${monthTitle(month)}.` : ''}
        </StyledStatus>
      )}

      <StyledLegend items={LEGEND} />

      {selectedDate && (
        <StyledSelection>
          <div>
            <StyledSelectionLabel>Your date</StyledSelectionLabel>
            <strong>{longDate(selectedDate)}</strong>
            {selectedDay && formatUsdDecimal(selectedDay.price) && <span> · from {formatUsdDecimal(selectedDay.price)}</span>}
          </div>
          <Button $variant="ghost" $size="sm" onClick={() => onSelectDate(null)}>
            <CloseIcon /> Clear date
          </Button>
        </StyledSelection>
      )}
    </StyledCalendar>
  );
}

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

const StyledStatus = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const StyledLegend = styled(CalendarLegend)`
  justify-content: center;
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledSelection = styled(SpreadRow)`
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
