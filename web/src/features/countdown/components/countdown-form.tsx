import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { validateWeddingDate } from '@domain/planning/countdown';
import { addDays, calendarDateIn, type CalendarDate } from '@domain/shared/calendar-date';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { describedBy, FieldError, FormAlert, Input, LabeledField } from '@/ui/field';
import { CalendarIcon, ClockIcon } from '@/ui/icons';
import type { CountdownKeeper } from '../types';
import { announceDateProblem, type DateProblem } from '../utils/date-problem';

interface CountdownFormProps {
  keeper: CountdownKeeper;
  /** The date to start from: the one counted down to when changing it. */
  initialDate?: CalendarDate | null;
  /** A refused ?date= from the link that opened the page. */
  initialProblem?: DateProblem | null;
  /** Starts (or moves) the countdown; a rejection is shown above the button. */
  onStart(date: CalendarDate): Promise<void> | void;
  /** Shown when a countdown is already running: back to it unchanged. */
  onCancel?(): void;
}

const HINTS: Record<CountdownKeeper, string> = {
  wedding: 'We save it to your wedding plan, so it is here whenever you sign in.',
  browser: 'Kept in this browser. Sign up to save it to your account and plan everything in one place.',
  page: 'Venue and vendor accounts do not save a countdown: it runs on this page.',
};

/** The wedding date and "Start My Wedding Countdown": the spec's two messages, as a toast and under the field. */
export function CountdownForm({ keeper, initialDate, initialProblem = null, onStart, onCancel }: CountdownFormProps) {
  const id = useId();
  const inputId = `${id}-date`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState<string>(initialDate ?? '');
  const [problem, setProblem] = useState<DateProblem | null>(initialProblem);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const today = calendarDateIn(new Date());
  const changing = Boolean(onCancel);

  // "Change date" opens the form in place of the board: the keyboard lands on the date.
  const [focusOnOpen] = useState(changing);
  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSaveError(null);
    const check = validateWeddingDate(date, calendarDateIn(new Date()));
    if (!check.ok) {
      setProblem(check);
      announceDateProblem(check);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      await onStart(check.date);
    } catch (error) {
      setSaveError(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <StyledCard as="section" aria-labelledby={`${id}-title`}>
      <StyledMark aria-hidden="true">{changing ? <CalendarIcon /> : <ClockIcon />}</StyledMark>
      <StyledTitle id={`${id}-title`}>{changing ? 'Change your wedding date' : 'When is the big day?'}</StyledTitle>
      <StyledIntro>
        Pick your wedding date to count down the days, hours, minutes and seconds, and to celebrate each planning milestone on the way.
      </StyledIntro>
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        <LabeledField htmlFor={inputId} label="Wedding Date" required hint={HINTS[keeper]} hintId={hintId}>
          <Input
            ref={inputRef}
            id={inputId}
            type="date"
            value={date}
            min={addDays(today, 1)}
            onChange={(event) => {
              setDate(event.target.value);
              setProblem(null);
            }}
            aria-required="true"
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={describedBy(problem && errorId, hintId)}
          />
        </LabeledField>
        {problem && (
          <FieldError id={errorId}>
            <strong>{problem.title}:</strong> {problem.message}
          </FieldError>
        )}
        {saveError && <FormAlert>{saveError}</FormAlert>}
        <StyledActions>
          <Button type="submit" $size="lg" $block disabled={pending}>
            {pending ? 'Saving…' : changing ? 'Update My Countdown' : 'Start My Wedding Countdown'}
          </Button>
          {onCancel && (
            <Button $variant="ghost" $block onClick={onCancel} disabled={pending}>
              Keep my current date
            </Button>
          )}
        </StyledActions>
      </StyledForm>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 34rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[8]};
  }
`;

const StyledMark = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.terracottaLight};
  color: ${({ theme }) => theme.colors.terracottaText};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[3]};
  text-align: left;
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
