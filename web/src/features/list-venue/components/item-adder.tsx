import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { FieldError, FieldHint, Input } from '@/ui/field';
import type { ListField } from '../types';
import { errorId, hintId, useListingForm } from './listing-form-context';

interface ItemAdderProps {
  field: ListField;
  /** Id of the draft input; fieldId(field) makes it where an error about the list sends focus. */
  inputId: string;
  label: string;
  buttonLabel: string;
  placeholder?: string;
  type?: 'text' | 'url';
  hint?: ReactNode;
  /** The value to add, or an error sentence; called with the trimmed, non-blank draft. */
  accept(draft: string, current: readonly string[]): { value: string } | { error: string };
  disabled?: boolean;
  /** The longest item the API takes: the box takes no more. */
  maxLength?: number;
}

/**
 * A text box and an Add button that append to a list answer (a custom amenity, an image
 * address). Blank drafts are ignored (spec); Enter adds instead of moving on.
 */
export function ItemAdder({ field, inputId, label, buttonLabel, placeholder, type = 'text', hint, accept, disabled = false, maxLength }: ItemAdderProps) {
  const { values, errors, setList, setError } = useListingForm();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const listError = errors[field];
  const shownError = draftError ?? listError;
  const shownErrorId = draftError ? `${inputId}-error` : errorId(field);

  const add = () => {
    const trimmed = draft.trim();
    if (!trimmed) {
      setDraft('');
      return;
    }
    const result = accept(trimmed, values[field]);
    if ('error' in result) {
      setDraftError(result.error);
      return;
    }
    if (!values[field].includes(result.value)) setList(field, [...values[field], result.value]);
    if (listError) setError(field, undefined);
    setDraft('');
    setDraftError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <StyledAdder>
      <label htmlFor={inputId}>{label}</label>
      <StyledRow>
        <Input
          id={inputId}
          type={type}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hint ? hintId(inputId) : '', shownError ? shownErrorId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (draftError) setDraftError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button $variant="outline" disabled={disabled} onClick={add}>
          {buttonLabel}
        </Button>
      </StyledRow>
      {hint && <FieldHint id={hintId(inputId)}>{hint}</FieldHint>}
      {shownError && <FieldError id={shownErrorId}>{shownError}</FieldError>}
    </StyledAdder>
  );
}

const StyledAdder = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};

  > label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  > input { flex: 1; min-width: 0; }
  > button { flex: none; border-radius: ${({ theme }) => theme.radii.md}; }
`;
