import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { validateWeddingDate } from '@domain/planning/countdown';
import { calendarDateIn, type CalendarDate } from '@domain/shared/calendar-date';
import { formatLongDate } from '@domain/shared/format';
import { errorMessage } from '@/lib/api-client';
import { useMyWedding } from '@/shared/api/my-wedding';
import { Button } from '@/ui/button';
import { CheckIcon, ClockIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { toast } from '@/ui/toast/use-toast';
import { useUpdateMyWedding } from '../api/update-my-wedding';
import { forgetBrowserWeddingDate, readBrowserWeddingDate } from '../utils/countdown-storage';
import { announceDateProblem, type DateProblem } from '../utils/date-problem';
import { CountdownBanner } from './countdown-banner';
import { CountdownBoard } from './countdown-board';
import { CountdownForm } from './countdown-form';
import { CountdownLoading } from './countdown-loading';

/** A date saved without the couple typing it: from the link that opened the page, or kept in this browser before signing in. */
interface CarriedDate {
  date: CalendarDate;
  from: 'link' | 'browser';
  saving: boolean;
  error: string | null;
}

/**
 * A signed-in couple's countdown, saved on their wedding (GET/PATCH /api/my/wedding). A date from
 * the home page's link, or one this browser kept before they signed in, is saved when the wedding
 * has none yet; a link's date that differs from the saved one is shown, and saved only if asked.
 */
export function CoupleCountdown({ requested }: { requested: string | null }) {
  const wedding = useMyWedding();
  const updateWedding = useUpdateMyWedding();
  const [editing, setEditing] = useState(false);
  const [focusBoard, setFocusBoard] = useState(false);
  const [linkDate, setLinkDate] = useState<CalendarDate | null>(null);
  const [linkProblem, setLinkProblem] = useState<DateProblem | null>(null);
  const [carried, setCarried] = useState<CarriedDate | null>(null);
  const [savingLinkDate, setSavingLinkDate] = useState(false);
  const decided = useRef(false);

  const saveDate = async (date: CalendarDate) => {
    await updateWedding({ weddingDate: date });
    setCarried(null);
    setLinkDate(null);
  };

  const saveCarried = async (date: CalendarDate, from: CarriedDate['from']) => {
    setCarried({ date, from, saving: true, error: null });
    try {
      await saveDate(date);
      if (from === 'browser') forgetBrowserWeddingDate();
    } catch (error) {
      setCarried({ date, from, saving: false, error: errorMessage(error) });
    }
  };

  // Once the wedding has arrived: what the link or this browser brings.
  const loaded = wedding.data;
  useEffect(() => {
    if (!loaded || decided.current) return;
    decided.current = true;
    const saved = loaded.weddingDate;
    const today = calendarDateIn(new Date());
    if (requested !== null) {
      const check = validateWeddingDate(requested, today);
      if (!check.ok) {
        setLinkProblem(check);
        announceDateProblem(check);
      } else if (!saved) void saveCarried(check.date, 'link');
      else if (saved !== check.date) setLinkDate(check.date);
      return;
    }
    const kept = readBrowserWeddingDate();
    if (!saved && kept && validateWeddingDate(kept, today).ok) void saveCarried(kept, 'browser');
    // Decided once per visit (the ref); later changes of the wedding come from this page itself.
  }, [loaded, requested]);

  if (wedding.error) {
    return (
      <LoadError title="Your wedding could not be loaded" onRetry={() => void wedding.mutate()}>
        {errorMessage(wedding.error)}
      </LoadError>
    );
  }
  if (!loaded) return <CountdownLoading />;

  const saved = loaded.weddingDate;
  const shown = carried?.date ?? linkDate ?? saved;

  if (!shown || editing) {
    return (
      <CountdownForm
        keeper="wedding"
        initialDate={shown}
        initialProblem={shown ? null : linkProblem}
        onStart={async (date) => {
          await saveDate(date);
          setEditing(false);
          setFocusBoard(true);
          toast({ title: 'Wedding Date Saved', description: `Counting down to ${formatLongDate(date)}.`, variant: 'success' });
        }}
        onCancel={
          shown
            ? () => {
                setEditing(false);
                setFocusBoard(true);
              }
            : undefined
        }
      />
    );
  }

  const saveLinkDate = async () => {
    if (!linkDate) return;
    setSavingLinkDate(true);
    try {
      await saveDate(linkDate);
      toast({ title: 'Wedding Date Saved', description: `Counting down to ${formatLongDate(linkDate)}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not save the date', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSavingLinkDate(false);
    }
  };

  let banner = null;
  if (carried?.error) {
    banner = (
      <CountdownBanner
        tone="error"
        actions={
          <>
            <Button $size="sm" onClick={() => void saveCarried(carried.date, carried.from)}>
              Try again
            </Button>
            <Button $size="sm" $variant="outline" onClick={() => setEditing(true)}>
              Choose another date
            </Button>
          </>
        }
      >
        This date is not saved to your wedding yet: {carried.error}
      </CountdownBanner>
    );
  } else if (linkDate && saved) {
    banner = (
      <CountdownBanner
        tone="info"
        actions={
          <>
            <Button $size="sm" onClick={() => void saveLinkDate()} disabled={savingLinkDate}>
              {savingLinkDate ? 'Saving…' : 'Save this date'}
            </Button>
            <Button
              $size="sm"
              $variant="outline"
              onClick={() => {
                setLinkDate(null);
                setFocusBoard(true);
              }}
              disabled={savingLinkDate}
            >
              Show my saved date
            </Button>
          </>
        }
      >
        This countdown is to <strong>{formatLongDate(linkDate)}</strong>, the date in the link you followed. Your saved wedding date
        is <strong>{formatLongDate(saved)}</strong>.
      </CountdownBanner>
    );
  }

  return (
    <CountdownBoard
      weddingDate={shown}
      keeper="wedding"
      focusOnShow={focusBoard}
      onChangeDate={() => setEditing(true)}
      banner={banner}
      status={<CoupleStatus saving={Boolean(carried?.saving)} unsaved={Boolean(carried?.error) || (linkDate !== null && linkDate !== saved)} />}
    />
  );
}

function CoupleStatus({ saving, unsaved }: { saving: boolean; unsaved: boolean }) {
  if (saving) {
    return (
      <StyledStatus role="status">
        <ClockIcon aria-hidden="true" /> Saving to your wedding plan…
      </StyledStatus>
    );
  }
  if (unsaved) {
    return (
      <StyledStatus>
        <ClockIcon aria-hidden="true" /> Not saved to your wedding plan
      </StyledStatus>
    );
  }
  return (
    <StyledStatus>
      <CheckIcon aria-hidden="true" /> Saved to your wedding plan · <Link to="/planning">Open planning</Link>
    </StyledStatus>
  );
}

const StyledStatus = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};

  a {
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
