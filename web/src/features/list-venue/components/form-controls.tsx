import type { InputHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  describedBy,
  FieldError,
  FieldHint,
  Fieldset,
  Input,
  LabeledField,
  Legend,
  Select,
  SelectOptions,
  Textarea,
  type SelectOption,
} from '@/ui/field';
import { CheckIcon } from '@/ui/icons';
import type { ListField, TextField } from '../types';
import { isRequired, NUMBER_RANGES, textLimit } from '../utils/listing-form';
import { errorId, fieldId, hintId, useListingForm } from './listing-form-context';

interface ControlProps {
  field: TextField;
  label: string;
  hint?: ReactNode;
  /** Take the whole row of the two-column grid. */
  span?: boolean;
}

/** Label, control, hint and error of one answer, wired to the wizard's state. */
function useControl({ field, hint }: Pick<ControlProps, 'field' | 'hint'>) {
  const { values, errors, setText, setError } = useListingForm();
  const error = errors[field];
  const required = isRequired(field);
  return {
    error,
    required,
    props: {
      id: fieldId(field),
      name: field,
      value: values[field],
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(Boolean(hint) && hintId(field), Boolean(error) && errorId(field)),
    },
    onValue: (value: string) => {
      setText(field, value);
      if (error) setError(field, undefined);
    },
  };
}

function Frame({ field, required, error, ...frame }: ControlProps & { required: boolean; error?: string; children: ReactNode }) {
  return <LabeledField {...frame} htmlFor={fieldId(field)} required={required} hintId={hintId(field)} error={error} errorId={errorId(field)} />;
}

type TextControlProps = ControlProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'autoComplete' | 'inputMode'>;

export function TextControl({ type = 'text', placeholder, autoComplete, inputMode, ...frame }: TextControlProps) {
  const { error, required, props, onValue } = useControl(frame);
  return (
    <Frame {...frame} required={required} error={error}>
      <Input
        {...props}
        type={type}
        maxLength={textLimit(frame.field, false)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(e) => onValue(e.target.value)}
      />
    </Frame>
  );
}

/** Whole numbers only, within the API's range; one out of range is refused with a message at Next and Submit. */
export function NumberControl({ placeholder, ...frame }: ControlProps & { placeholder?: string }) {
  const { error, required, props, onValue } = useControl(frame);
  const range = NUMBER_RANGES[frame.field];
  return (
    <Frame {...frame} required={required} error={error}>
      <Input
        {...props}
        type="number"
        inputMode="numeric"
        min={range?.min ?? 0}
        max={range?.max}
        step={1}
        placeholder={placeholder}
        onChange={(e) => onValue(e.target.value)}
      />
    </Frame>
  );
}

export function SelectControl({ options, placeholder, ...frame }: ControlProps & { options: readonly SelectOption[]; placeholder: string }) {
  const { error, required, props, onValue } = useControl(frame);
  return (
    <Frame {...frame} required={required} error={error}>
      <Select {...props} onChange={(e) => onValue(e.target.value)}>
        <SelectOptions options={options} placeholder={placeholder} />
      </Select>
    </Frame>
  );
}

export function TextareaControl({ placeholder, rows = 3, ...frame }: ControlProps & { placeholder?: string; rows?: number }) {
  const { error, required, props, onValue } = useControl(frame);
  return (
    <Frame {...frame} span={frame.span ?? true} required={required} error={error}>
      <Textarea {...props} rows={rows} maxLength={textLimit(frame.field, true)} placeholder={placeholder} onChange={(e) => onValue(e.target.value)} />
    </Frame>
  );
}

interface CheckboxGroupProps {
  field: ListField;
  legend: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** Narrow choices (weekdays) fit more per row. */
  compact?: boolean;
}

/** A fieldset of checkboxes; checked values keep the order of the options. */
export function CheckboxGroup({ field, legend, options, hint, compact = false }: CheckboxGroupProps) {
  const { values, errors, setList, setError } = useListingForm();
  const chosen = values[field];
  const error = errors[field];
  const toggle = (value: string, on: boolean) => {
    const others = chosen.filter((item) => item !== value);
    const known = options.map((o) => o.value);
    // Choices from the list keep its order; anything added by hand stays after them.
    const next = on ? [...known.filter((v) => v === value || others.includes(v)), ...others.filter((v) => !known.includes(v))] : others;
    setList(field, next);
    if (error) setError(field, undefined);
  };
  return (
    <StyledFieldset aria-describedby={describedBy(Boolean(hint) && hintId(field), Boolean(error) && errorId(field))}>
      <Legend>{legend}</Legend>
      {hint && <FieldHint id={hintId(field)}>{hint}</FieldHint>}
      <StyledChoices $compact={compact}>
        {options.map((option) => {
          const checked = chosen.includes(option.value);
          return (
            <li key={option.value}>
              <StyledChoice $checked={checked}>
                <input type="checkbox" checked={checked} onChange={(e) => toggle(option.value, e.target.checked)} />
                <StyledBox aria-hidden="true">{checked && <CheckIcon />}</StyledBox>
                <span>{option.label}</span>
              </StyledChoice>
            </li>
          );
        })}
      </StyledChoices>
      {error && <FieldError id={errorId(field)}>{error}</FieldError>}
    </StyledFieldset>
  );
}

const StyledFieldset = styled(Fieldset)`
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledChoices = styled.ul<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $compact }) => ($compact ? '7rem' : '8.5rem')}, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  list-style: none;

  @container (min-width: 34rem) {
    grid-template-columns: repeat(auto-fill, minmax(${({ $compact }) => ($compact ? '8.5rem' : '12rem')}, 1fr));
  }
`;

const StyledBox = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.white};
  svg { width: 0.875rem; height: 0.875rem; stroke-width: 3; }
`;

const StyledChoice = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2.5]};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $checked }) => ($checked ? theme.colors.oak : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.sageLight : theme.colors.surface)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input:focus-visible ~ ${StyledBox} { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  ${StyledBox} {
    ${({ theme, $checked }) =>
      $checked &&
      css`
        border-color: ${theme.colors.oak};
        background: ${theme.colors.oak};
      `}
  }
`;
