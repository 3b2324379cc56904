import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useAvailability } from '@/shared/api/venue-availability';
import { addMonths, dayOfMonth, firstDayOf, lastDayOf, longDate, monthOf, monthTitle } from '@/ui/calendar-month';
import { Card } from '@/ui/card';
import { FormAlert } from '@/ui/field';
import { CalendarDay, CalendarLegend, MonthCalendar, type CalendarTone } from '@/ui/month-calendar';
import { toast } from '@/ui/toast/use-toast';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { blockDate, blockedDatesKey, unblockDate, useBlockedDates } from '../api/blocked-dates';
import type { OwnedVenue } from '../types';
import { CALENDAR_MONTHS_AHEAD, isClickable, localToday, OWNER_DAY_WORDS, ownerDayState, type OwnerDayState } from '../utils/owner-calendar';
import { revalidateVenue } from '../utils/revalidate-venue';
import { SubHeading } from './venue-tab-form-parts';

/** The owner's month: press an open day to hold it back from couples, a held day to free it. */
export function VenueTabAvailability({ venue }: { venue: OwnedVenue }) {
  const { mutate } = useSWRConfig();
  const today = useMemo(() => localToday(), []);
  const firstMonth = monthOf(today);
  const lastMonth = addMonths(firstMonth, CALENDAR_MONTHS_AHEAD);
  const [month, setMonth] = useState(firstMonth);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = firstDayOf(month);
  const end = lastDayOf(month);
  const blocked = useBlockedDates(venue.id, start, end);
  const availability = useAvailability(venue.id, month);
  const held = useMemo(() => (blocked.data ? new Set(blocked.data) : undefined), [blocked.data]);
  const closed = useMemo(
    () => (availability.data ? new Set(availability.data.filter((day) => !day.isAvailable).map((day) => day.date)) : undefined),
    [availability.data],
  );
  const loadError = blocked.error ?? availability.error;

  const toggle = async (date: string, state: OwnerDayState) => {
    if (pending || !isClickable(state)) return;
    setPending(date);
    setProblem(null);
    try {
      if (state === 'held') await unblockDate(venue.id, date);
      else await blockDate(venue.id, date);
      // The held list first: were availability to arrive before it, the day would read as booked for a moment.
      const key = blockedDatesKey(venue.id, start, end);
      await mutate<string[]>(key, (days = []) => (state === 'held' ? days.filter((day) => day !== date) : [...days, date]), { revalidate: false });
      await revalidateVenue(mutate, venue.id);
      toast(
        state === 'held'
          ? { title: 'Date Freed', description: `${longDate(date)} is open to couples again.`, variant: 'success' }
          : { title: 'Date Held Back', description: `Couples cannot book ${longDate(date)}.`, variant: 'success' },
      );
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      const booked = hasErrorCode(error, 'VENUE.DATE_BOOKED');
      toast({ title: booked ? 'Date is booked' : 'Could not change the date', description: message, variant: 'destructive' });
      if (booked) void revalidateVenue(mutate, venue.id);
    } finally {
      setPending(null);
    }
  };

  const changeMonth = (next: string) => {
    setProblem(null);
    setMonth(next);
  };

  return (
    <StyledSection aria-labelledby="venue-availability-heading">
      <div>
        <SubHeading id="venue-availability-heading">Availability</SubHeading>
        <StyledLead id="venue-availability-help">
          Press an open day to hold it back from couples (a private event, a holiday); press a held-back day to free it. Booked days
          change only through their booking.
        </StyledLead>
      </div>

      {problem && <FormAlert>{problem}</FormAlert>}
      {loadError && <FormAlert>{errorMessage(loadError)}</FormAlert>}

      <StyledLayout>
        <MonthCalendar
          month={month}
          onMonthChange={changeMonth}
          minMonth={firstMonth}
          maxMonth={lastMonth}
          today={today}
          busy={!held || !closed}
          describedBy="venue-availability-help"
          renderDay={(date) => {
            const state = ownerDayState(date, today, held, closed);
            const label = `${longDate(date)}, ${OWNER_DAY_WORDS[state]}`;
            return isClickable(state) ? (
              <CalendarDay
                type="button"
                data-date={date}
                data-state={state}
                $tone={OWNER_DAY_TONES[state]}
                $today={date === today}
                aria-label={label}
                aria-pressed={state === 'held'}
                aria-busy={pending === date || undefined}
                aria-disabled={pending !== null || undefined}
                onClick={() => void toggle(date, state)}
              >
                {dayOfMonth(date)}
              </CalendarDay>
            ) : (
              <CalendarDay as="span" data-date={date} data-state={state} $tone={OWNER_DAY_TONES[state]} $today={date === today}>
                <span aria-hidden="true">{dayOfMonth(date)}</span>
                <VisuallyHidden>{label}</VisuallyHidden>
              </CalendarDay>
            );
          }}
        />
        <StyledAside>
          <StyledCounts aria-live="polite">
            {held && closed ? (
              <>
                <strong>{monthTitle(month)}</strong>
                <span>{countIn(held, month, today)} held back by you</span>
                <span>{countBooked(held, closed, month, today)} booked</span>
              </>
            ) : (
              <span>Loading the month…</span>
            )}
          </StyledCounts>
          <StyledLegend items={LEGEND} />
        </StyledAside>
      </StyledLayout>
    </StyledSection>
  );
}

const OWNER_DAY_TONES: Record<OwnerDayState, CalendarTone> = {
  free: 'open',
  held: 'held',
  booked: 'booked',
  past: 'past',
  loading: 'loading',
};

const LEGEND = [
  { tone: 'open', label: 'Open to couples' },
  { tone: 'held', label: 'Held back by you' },
  { tone: 'booked', label: 'Booked' },
  { tone: 'past', label: 'Past' },
] as const;

function countIn(days: ReadonlySet<string>, month: string, today: string): number {
  return [...days].filter((date) => monthOf(date) === month && date >= today).length;
}

function countBooked(held: ReadonlySet<string>, closed: ReadonlySet<string>, month: string, today: string): number {
  return [...closed].filter((date) => monthOf(date) === month && date >= today && !held.has(date)).length;
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 40rem) minmax(0, 1fr); align-items: start; }
`;

const StyledAside = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: none;
  ${({ theme }) => theme.media.lg} { margin-top: 3.5rem; }
`;

const StyledCounts = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { font-family: ${({ theme }) => theme.fonts.display}; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.oakDeep}; }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledLead = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLegend = styled(CalendarLegend)`
  flex-direction: column;
`;
