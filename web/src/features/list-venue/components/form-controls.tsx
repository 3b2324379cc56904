import type { InputHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Field, Input, Label, Select } from '../../../ui/field';
import { AlertIcon, CheckIcon } from '../../../ui/icons';
import type { ListField, TextField } from '../types';
import { isRequired } from '../utils/listing-form';
import type { Option } from '../utils/listing-options';
import { errorId, fieldId, hintId, useListingForm } from './listing-form-context';

interface ControlProps {
  field: TextField;
  label: string;
  hint?: ReactNode;
  /** Take the whole row of the two-column grid. */
  span?: boolean;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/** A label with a star for required fields; the form's note says what the star means. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required: boolean; children: ReactNode }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && <StyledStar aria-hidden="true"> *</StyledStar>}
    </Label>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledError id={id}>
      <AlertIcon aria-hidden="true" /> <span>{children}</span>
    </StyledError>
  );
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

function Frame({ field, label, hint, span, required, error, children }: ControlProps & { required: boolean; error?: string; children: ReactNode }) {
  return (
    <FormField $span={span}>
      <FieldLabel htmlFor={fieldId(field)} required={required}>
        {label}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={hintId(field)}>{hint}</FieldHint>}
      {error && <FieldError id={errorId(field)}>{error}</FieldError>}
    </FormField>
  );
}

type TextControlProps = ControlProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'autoComplete' | 'inputMode'>;

export function TextControl({ type = 'text', placeholder, autoComplete, inputMode, ...frame }: TextControlProps) {
  const { error, required, props, onValue } = useControl(frame);
  return (
    <Frame {...frame} required={required} error={error}>
      <TextInput {...props} type={type} placeholder={placeholder} autoComplete={autoComplete} inputMode={inputMode} onChange={(e) => onValue(e.target.value)} />
    </Frame>
  );
}

/** Whole numbers only; what is typed is parsed on submit. */
export function NumberControl({ placeholder, ...frame }: ControlProps & { placeholder?: string }) {
  const { error, required, props, onValue } = useControl(frame);
  return (
    <Frame {...frame} required={required} error={error}>
      <TextInput {...props} type="number" inputMode="numeric" min={0} step={1} placeholder={placeholder} onChange={(e) => onValue(e.target.value)} />
    </Frame>
  );
}

export function SelectControl({ options, placeholder, ...frame }: ControlProps & { options: readonly Option[]; placeholder: string }) {
  const { error, required, props, onValue } = useControl(frame);
  return (
    <Frame {...frame} required={required} error={error}>
      <SelectInput {...props} onChange={(e) => onValue(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </Frame>
  );
}

export function TextareaControl({ placeholder, rows = 3, ...frame }: ControlProps & { placeholder?: string; rows?: number }) {
  const { error, required, props, onValue } = useControl(frame);
  return (
    <Frame {...frame} span={frame.span ?? true} required={required} error={error}>
      <Textarea {...props} rows={rows} placeholder={placeholder} onChange={(e) => onValue((e.target as unknown as HTMLTextAreaElement).value)} />
    </Frame>
  );
}

interface CheckboxGroupProps {
  field: ListField;
  legend: string;
  options: readonly Option[];
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
      <StyledLegend>{legend}</StyledLegend>
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

/** Inside the wizard's body (the container): one column, two once there is room. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  @container (min-width: 34rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FormField = styled(Field)<{ $span?: boolean }>`
  grid-column: ${({ $span }) => ($span ? '1 / -1' : 'auto')};
`;

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Room above a focused control, so the sticky bar does not hide its label. */
const invalidAndScroll = css`
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[10]});
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const TextInput = styled(Input)`
  ${invalidAndScroll}
`;

export const SelectInput = styled(Select)`
  ${invalidAndScroll}
`;

export const Textarea = styled(TextInput).attrs({ as: 'textarea' })`
  min-height: 6rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

const StyledStar = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    margin-top: 0.15em;
  }
`;

const StyledFieldset = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[1]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
