import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { CheckIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { includesChoice, toggleChoice } from '../utils/choice-list';
import { customChoices } from '../utils/profile-form';
import { describedBy, FieldError, FieldHint, Group, GroupLegend, TextInput } from './form-parts';

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
    <Group aria-describedby={describedBy(hintId, error && errorId)}>
      <GroupLegend>
        {legend}
        {required && (
          <StyledRequired aria-hidden="true" title="required">
            {' '}*
          </StyledRequired>
        )}
        <StyledCount>
          {' '}
          ({selected.length} of {limit})
        </StyledCount>
      </GroupLegend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <StyledChips>
        {chips.map((choice, index) => {
          const checked = includesChoice(selected, choice);
          const id = `${idBase}-${index}`;
          return (
            <StyledChip key={choice} htmlFor={id} $checked={checked} $disabled={!checked && full}>
              <VisuallyHidden
                as="input"
                type="checkbox"
                id={id}
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(toggleChoice(selected, choice))}
              />
              {checked && <CheckIcon aria-hidden="true" />}
              {choice}
            </StyledChip>
          );
        })}
      </StyledChips>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <StyledAddRow>
        <StyledAddLabel htmlFor={addId}>{props.addLabel}</StyledAddLabel>
        <StyledAddControls>
          <TextInput
            id={addId}
            value={props.draft}
            onChange={(event) => props.onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={props.addPlaceholder}
            maxLength={80}
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
    </Group>
  );
}

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledChip = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2.5rem;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $checked }) => ($checked ? theme.colors.oak : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.oak : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.white : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  user-select: none;
  transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme, $disabled }) => ($disabled ? theme.colors.borderStrong : theme.colors.oak)}; }
  &:has(input:focus-visible) { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; stroke-width: 2.2; }
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
