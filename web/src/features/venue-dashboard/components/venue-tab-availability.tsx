import { useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { addMonths, dayOfMonth, firstDayOf, lastDayOf, longDate, monthOf, monthsBetween, monthTitle, monthWeeks, WEEKDAYS } from '../../../ui/calendar-month';
import { ArrowRightIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { toast } from '../../../ui/toast/use-toast';
import { blockDate, blockedDatesKey, unblockDate, useBlockedDates } from '../api/blocked-dates';
import { useOwnerAvailability } from '../api/get-owner-availability';
import type { OwnedVenue } from '../types';
import { CALENDAR_MONTHS_AHEAD, isClickable, localToday, OWNER_DAY_WORDS, ownerDayState, type OwnerDayState } from '../utils/owner-calendar';
import { revalidateVenue } from '../utils/revalidate-venue';
import { FormAlert, SubHeading } from './venue-tab-form-parts';

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
  const availability = useOwnerAvailability(venue.id, start, end);
  const held = useMemo(() => (blocked.data ? new Set(blocked.data) : undefined), [blocked.data]);
  const closed = useMemo(
    () => (availability.data ? new Set(availability.data.filter((day) => !day.isAvailable).map((day) => day.date)) : undefined),
    [availability.data],
  );
  const loadError = blocked.error ?? availability.error;
  const weeks = useMemo(() => monthWeeks(month), [month]);

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
      toast({ title: error instanceof ApiError && error.status === 409 ? 'Date is booked' : 'Could not change the date', description: message, variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409) void revalidateVenue(mutate, venue.id);
    } finally {
      setPending(null);
    }
  };

  const go = (count: number) => {
    setProblem(null);
    setMonth((current) => addMonths(current, count));
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

      {problem && <FormAlert role="alert">{problem}</FormAlert>}
      {loadError && <FormAlert role="alert">{errorMessage(loadError)}</FormAlert>}

      <StyledLayout>
        <StyledCalendar>
          <StyledHead>
            <StyledNav type="button" aria-label="Previous month" disabled={monthsBetween(firstMonth, month) <= 0} onClick={() => go(-1)}>
              <StyledBack />
            </StyledNav>
            <StyledTitle id="venue-availability-month" aria-live="polite">
              {monthTitle(month)}
            </StyledTitle>
            <StyledNav type="button" aria-label="Next month" disabled={monthsBetween(month, lastMonth) <= 0} onClick={() => go(1)}>
              <ArrowRightIcon />
            </StyledNav>
          </StyledHead>
          <StyledGrid aria-labelledby="venue-availability-month" aria-describedby="venue-availability-help" aria-busy={!held || !closed}>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday.short} scope="col" abbr={weekday.long}>
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean) ?? ''}>
                  {week.map((date, index) => {
                    if (!date) return <td key={`blank-${index}`} />;
                    const state = ownerDayState(date, today, held, closed);
                    const label = `${longDate(date)}, ${OWNER_DAY_WORDS[state]}`;
                    return (
                      <td key={date}>
                        {isClickable(state) ? (
                          <StyledDay
                            as="button"
                            type="button"
                            data-date={date}
                            data-state={state}
                            $state={state}
                            $today={date === today}
                            aria-label={label}
                            aria-pressed={state === 'held'}
                            aria-busy={pending === date || undefined}
                            aria-disabled={pending !== null || undefined}
                            onClick={() => void toggle(date, state)}
                          >
                            {dayOfMonth(date)}
                          </StyledDay>
                        ) : (
                          <StyledDay data-date={date} data-state={state} $state={state} $today={date === today}>
                            <span aria-hidden="true">{dayOfMonth(date)}</span>
                            <VisuallyHidden>{label}</VisuallyHidden>
                          </StyledDay>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </StyledGrid>
        </StyledCalendar>
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
          <StyledLegend aria-label="Legend">
            <li><StyledSwatch $state="free" aria-hidden="true" /> Open to couples</li>
            <li><StyledSwatch $state="held" aria-hidden="true" /> Held back by you</li>
            <li><StyledSwatch $state="booked" aria-hidden="true" /> Booked</li>
            <li><StyledSwatch $state="past" aria-hidden="true" /> Past</li>
          </StyledLegend>
        </StyledAside>
      </StyledLayout>
    </StyledSection>
  );
}

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

const StyledAside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ theme }) => theme.media.lg} { margin-top: 3.5rem; }

  ul { flex-direction: column; }
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

const StyledCalendar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
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

const StyledBack = styled(ArrowRightIcon)`
  transform: rotate(180deg);
`;

const StyledGrid = styled.table`
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space[1]};
  width: calc(100% + ${({ theme }) => theme.space[2]});
  margin: 0 -${({ theme }) => theme.space[1]};

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

const stateStyles = {
  free: css`
    border-color: ${({ theme }) => theme.colors.sage};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.oakDeep};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
  past: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.inkMuted};
  `,
  loading: css`
    background: ${({ theme }) => theme.colors.skeleton};
    color: transparent;
  `,
};

const StyledDay = styled.span<{ $state: OwnerDayState; $today: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  min-height: 2.5rem;
  max-height: 3.5rem;
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${({ $state }) => stateStyles[$state]}

  &:is(button) { cursor: pointer; }
  &:is(button):hover:not(:disabled) { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.sage}; }
  &:is(button)[aria-busy='true'] { cursor: progress; opacity: 0.6; }
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

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
`;

const StyledSwatch = styled.span<{ $state: OwnerDayState }>`
  width: 1rem;
  height: 1rem;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $state }) => stateStyles[$state]}
`;
