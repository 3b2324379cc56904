import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { CheckboxChip, CheckboxChips } from '@/ui/checkbox-chip';
import { describedBy, FieldError, FieldHint, Fieldset, Input, Legend, RequiredMark } from '@/ui/field';
import { includesChoice, toggleChoice } from '../utils/choice-list';
import { customChoices, PROFILE_LIMITS } from '../utils/profile-form';

interface ChoiceChipsProps {
  /** Prefix of every id inside; `${idBase}-0` is the first chip, `${idBase}-add` the add box. */
  idBase: string;
  legend: string;
  hint: string;
  offered: readonly string[];
  selected: string[];
  onChange(next: string[]): void;
  limit: number;
  required?: boolean;
  /** The add-your-own box. */
  addLabel: string;
  addPlaceholder: string;
  draft: string;
  onDraftChange(value: string): void;
  onAdd(): void;
  error?: string;
}

/**
 * Offered choices as chips over native checkboxes (Tab moves, Space toggles), plus a box to add
 * one of your own. The vendor's own entries join the chips, ticked; unticking removes them.
 */
export function ChoiceChips(props: ChoiceChipsProps) {
  const { idBase, legend, hint, offered, selected, onChange, limit, required, error } = props;
  const chips = [...offered, ...customChoices(selected, offered)];
  const full = selected.length >= limit;
  const hintId = `${idBase}-hint`;
  const errorId = `${idBase}-error`;
  const addId = `${idBase}-add`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    props.onAdd();
  };

  return (
    <Fieldset aria-describedby={describedBy(hintId, error && errorId)}>
      <Legend>
        {legend}
        {required && <RequiredMark />}
        <StyledCount>
          {' '}
          ({selected.length} of {limit})
        </StyledCount>
      </Legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <CheckboxChips>
        {chips.map((choice, index) => {
          const checked = includesChoice(selected, choice);
          const id = `${idBase}-${index}`;
          return (
            <CheckboxChip key={choice} id={id} checked={checked} disabled={!checked && full} onChange={() => onChange(toggleChoice(selected, choice))}>
              {choice}
            </CheckboxChip>
          );
        })}
      </CheckboxChips>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <StyledAddRow>
        <StyledAddLabel htmlFor={addId}>{props.addLabel}</StyledAddLabel>
        <StyledAddControls>
          <Input
            id={addId}
            value={props.draft}
            onChange={(event) => props.onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={props.addPlaceholder}
            maxLength={PROFILE_LIMITS.choice}
            autoComplete="off"
            // A refused entry marks the box; "choose at least one" is about the chips above.
            aria-invalid={error && props.draft.trim() ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button $variant="outline" onClick={props.onAdd} disabled={!props.draft.trim()}>
            Add
          </Button>
        </StyledAddControls>
      </StyledAddRow>
    </Fieldset>
  );
}

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledAddRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  max-width: 28rem;
`;

const StyledAddLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledAddControls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  > input { flex: 1; min-width: 0; }
  > button { flex: none; }
`;
