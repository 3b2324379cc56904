import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { validateWeddingDate } from '@domain/planning/countdown';
import { calendarDateIn, type CalendarDate } from '@domain/shared/calendar-date';
import { AlertIcon, HeartIcon } from '@/ui/icons';
import type { CountdownKeeper } from '../types';
import { readBrowserWeddingDate, writeBrowserWeddingDate } from '../utils/countdown-storage';
import { announceDateProblem, type DateProblem } from '../utils/date-problem';
import { CountdownBoard } from './countdown-board';
import { CountdownForm } from './countdown-form';

interface LocalCountdownProps {
  /** ?date= from the link that opened the page, or null. */
  requested: string | null;
  /** 'browser' for a visitor (kept in local storage), 'page' for an owner or vendor (not kept). */
  keeper: Extract<CountdownKeeper, 'browser' | 'page'>;
}

interface Start {
  date: CalendarDate | null;
  problem: DateProblem | null;
  fromLink: boolean;
}

/** A valid ?date= starts at once; a refused one opens the form with its message; else the kept date. */
function startFrom(requested: string | null, keeper: LocalCountdownProps['keeper']): Start {
  const kept = keeper === 'browser' ? readBrowserWeddingDate() : null;
  if (requested === null) return { date: kept, problem: null, fromLink: false };
  const check = validateWeddingDate(requested, calendarDateIn(new Date()));
  return check.ok ? { date: check.date, problem: null, fromLink: true } : { date: null, problem: check, fromLink: false };
}

/** The countdown of a visitor (kept in this browser) or of an owner or vendor (kept on this page only). */
export function LocalCountdown({ requested, keeper }: LocalCountdownProps) {
  const [start] = useState(() => startFrom(requested, keeper));
  const [date, setDate] = useState<CalendarDate | null>(start.date);
  const [editing, setEditing] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (start.problem) announceDateProblem(start.problem);
    if (start.fromLink && start.date && keeper === 'browser') writeBrowserWeddingDate(start.date);
  }, [start, keeper]);

  const begin = (next: CalendarDate) => {
    if (keeper === 'browser') writeBrowserWeddingDate(next);
    setDate(next);
    setEditing(false);
    setStarted(true);
  };

  if (!date || editing) {
    return (
      <CountdownForm
        keeper={keeper}
        initialDate={date}
        initialProblem={date ? null : start.problem}
        onStart={begin}
        onCancel={
          date
            ? () => {
                setEditing(false);
                setStarted(true);
              }
            : undefined
        }
      />
    );
  }
  return (
    <CountdownBoard
      weddingDate={date}
      keeper={keeper}
      focusOnShow={started}
      onChangeDate={() => setEditing(true)}
      status={
        keeper === 'browser' ? (
          <StyledStatus>
            <HeartIcon aria-hidden="true" /> Kept in this browser
          </StyledStatus>
        ) : (
          <StyledStatus>
            <AlertIcon aria-hidden="true" /> Not saved: venue and vendor accounts do not keep a countdown
          </StyledStatus>
        )
      }
    />
  );
}

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
`;
