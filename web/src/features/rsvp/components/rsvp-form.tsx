import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_LENGTH } from '@domain/guests/guest-fields';
import { errorField, errorMessage, hasErrorCode, type ErrorCode } from '@/lib/api-client';
import { MEAL_OPTIONS } from '@/shared/options/meal-choices';
import { Button } from '@/ui/button';
import { Field, FieldError, FieldHint, Fieldset, FormAlert, Label, Select, SelectOptions, Textarea } from '@/ui/field';
import { HeartIcon } from '@/ui/icons';
import { sendRsvp } from '../api/invitation';
import type { Invitation, RsvpAnswer } from '../types';
import { initialRsvpValues, toRsvpRequest, type RsvpFormValues } from '../utils/rsvp-form';

interface RsvpFormProps {
  token: string;
  invitation: Invitation;
  onAnswered(updated: Invitation): void;
  /** The link stopped working (replaced by a newer invitation) while the page was open. */
  onGone(): void;
  onCancel?: () => void;
}

const CHOICES: readonly { value: RsvpAnswer; label: string; line: string }[] = [
  { value: 'confirmed', label: 'Joyfully accept', line: "I'll be there" },
  { value: 'declined', label: 'Regretfully decline', line: "I can't make it" },
];

/** Refusals whose sentence tells the guest why their answer cannot be taken. */
const ANSWER_REFUSALS: readonly ErrorCode[] = ['RSVP.CLOSED', 'INVITATION.BOOKING_CANCELLED', 'GUEST.INVALID_RSVP_CHANGE'];

export function RsvpForm({ token, invitation, onAnswered, onGone, onCancel }: RsvpFormProps) {
  const id = useId();
  const [values, setValues] = useState<RsvpFormValues>(() => initialRsvpValues(invitation));
  const [dietaryError, setDietaryError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [missingAnswer, setMissingAnswer] = useState(false);
  const [sending, setSending] = useState(false);
  const changing = invitation.rsvpStatus !== 'pending';

  // Changing an earlier answer: start on the choice already made.
  useEffect(() => {
    if (changing) document.getElementById(`${id}-${invitation.rsvpStatus}`)?.focus();
  }, [changing, id, invitation.rsvpStatus]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toRsvpRequest(values);
    if (!request) {
      setMissingAnswer(true);
      document.getElementById(`${id}-confirmed`)?.focus();
      return;
    }
    if (sending) return;
    setSending(true);
    setFormError(null);
    setDietaryError(null);
    try {
      onAnswered(await sendRsvp(token, request));
    } catch (error) {
      if (hasErrorCode(error, 'INVITATION.NOT_FOUND')) return onGone();
      if (errorField(error) === 'dietaryRestrictions') {
        setDietaryError(errorMessage(error));
        document.getElementById(`${id}-dietary`)?.focus();
      } else if (hasErrorCode(error, ...ANSWER_REFUSALS)) {
        setFormError(errorMessage(error));
      } else {
        setFormError(
          error instanceof TypeError ? errorMessage(error) : 'Your RSVP could not be sent just now. Please try again in a moment.',
        );
      }
    } finally {
      setSending(false);
    }
  };

  const accepting = values.answer === 'confirmed';
  return (
    <StyledForm onSubmit={submit} aria-busy={sending}>
      <StyledFieldset aria-describedby={missingAnswer ? `${id}-answer-error` : undefined}>
        <StyledLegend>Will you be there?</StyledLegend>
        <StyledChoices>
          {CHOICES.map((choice) => (
            <StyledChoice key={choice.value} htmlFor={`${id}-${choice.value}`} $tone={choice.value}>
              <input
                id={`${id}-${choice.value}`}
                type="radio"
                name="rsvpStatus"
                value={choice.value}
                checked={values.answer === choice.value}
                onChange={() => {
                  setValues((current) => ({ ...current, answer: choice.value }));
                  setMissingAnswer(false);
                }}
              />
              <span>
                <strong>{choice.label}</strong>
                <small>{choice.line}</small>
              </span>
            </StyledChoice>
          ))}
        </StyledChoices>
        {missingAnswer && (
          <StyledAnswerError>
            <FieldError id={`${id}-answer-error`}>Choose whether you can come.</FieldError>
          </StyledAnswerError>
        )}
      </StyledFieldset>

      {accepting && (
        <StyledExtras>
          <StyledCheckbox htmlFor={`${id}-plus-one`}>
            <input
              id={`${id}-plus-one`}
              type="checkbox"
              checked={values.plusOne}
              onChange={(event) => setValues((current) => ({ ...current, plusOne: event.target.checked }))}
            />
            I'm bringing a plus-one
          </StyledCheckbox>
          <Field>
            <Label htmlFor={`${id}-meal`}>Meal</Label>
            <Select
              id={`${id}-meal`}
              value={values.meal}
              aria-describedby={`${id}-meal-hint`}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, meal: value }));
              }}
            >
              <SelectOptions options={MEAL_OPTIONS} placeholder="Not chosen yet" />
            </Select>
            <FieldHint $small id={`${id}-meal-hint`}>
              Your choice for the dinner; leave it for later if you are not sure.
            </FieldHint>
          </Field>
          <Field>
            <Label htmlFor={`${id}-dietary`}>Dietary needs</Label>
            <StyledTextarea
              id={`${id}-dietary`}
              rows={2}
              maxLength={MAX_LENGTH.dietaryRestrictions}
              value={values.dietaryRestrictions}
              placeholder="Vegetarian, gluten-free, nut allergy…"
              aria-invalid={dietaryError ? true : undefined}
              aria-describedby={dietaryError ? `${id}-dietary-error` : `${id}-dietary-hint`}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, dietaryRestrictions: value }));
                setDietaryError(null);
              }}
            />
            {dietaryError ? (
              <FieldError id={`${id}-dietary-error`}>{dietaryError}</FieldError>
            ) : (
              <FieldHint $small id={`${id}-dietary-hint`}>
                For you and your plus-one; leave it empty if there are none.
              </FieldHint>
            )}
          </Field>
        </StyledExtras>
      )}

      {formError && <FormAlert>{formError}</FormAlert>}

      <StyledActions>
        <Button type="submit" $size="lg" $block disabled={sending}>
          <HeartIcon /> {sending ? 'Sending...' : 'Send RSVP'}
        </Button>
        {onCancel && (
          <Button $variant="ghost" $block onClick={onCancel} disabled={sending}>
            Keep my earlier answer
          </Button>
        )}
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledFieldset = styled(Fieldset)`
  display: block;
`;

const StyledLegend = styled.legend`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0;
  color: ${({ theme }) => theme.colors.oakDeep};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const StyledChoices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledChoice = styled.label<{ $tone: RsvpAnswer }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 4.25rem;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme, $tone }) => ($tone === 'confirmed' ? theme.colors.oak : theme.colors.terracotta)};
    cursor: pointer;
  }
  input:focus-visible { outline: none; }
  span { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[0.5]}; }
  strong { color: ${({ theme }) => theme.colors.oakDeep}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }

  &:hover { border-color: ${({ theme }) => theme.colors.borderStrong}; }
  &:focus-within { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:has(input:checked) {
    border-color: ${({ theme, $tone }) => ($tone === 'confirmed' ? theme.colors.oak : theme.colors.terracotta)};
    background: ${({ theme, $tone }) => ($tone === 'confirmed' ? theme.colors.successLight : theme.colors.terracottaLight)};
  }
`;

const StyledExtras = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.control};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  input { flex: none; width: 1.2rem; height: 1.2rem; margin: 0; accent-color: ${({ theme }) => theme.colors.oak}; cursor: pointer; }
`;

const StyledTextarea = styled(Textarea)`
  min-height: 4.5rem;
`;

const StyledAnswerError = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
