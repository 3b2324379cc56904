import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertIcon } from './icons';
import { Notice } from './notice';

// The one set of form parts: a field with its label, control, hint and error; the form's
// alert; the grid that lays fields out in one or two columns. Controls point at their hint
// and error with aria-describedby (see describedBy).

/** The ids a control points at: its hint and its error, when they are shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/** A field; $span makes it take the whole row of a two-column FormGrid. */
export const Field = styled.div<{ $span?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  grid-column: ${({ $span }) => ($span ? '1 / -1' : 'auto')};
`;

/** One column, two once the nearest container (container-type: inline-size) is this wide. */
export const FormGrid = styled.div<{ $twoColumnsFrom?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  @container (min-width: ${({ $twoColumnsFrom = '30rem' }) => $twoColumnsFrom}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.ink};
`;

/** The star after a required field's name; the form's note explains it in words. */
export function RequiredMark() {
  return (
    <StyledRequired aria-hidden="true" title="required">
      {' '}*
    </StyledRequired>
  );
}

/** A label with a star for required fields or "(optional)". */
export function FieldLabel({ htmlFor, children, required, optional }: { htmlFor: string; children: ReactNode; required?: boolean; optional?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && <RequiredMark />}
      {optional && <StyledOptional> (optional)</StyledOptional>}
    </Label>
  );
}

interface LabeledFieldProps {
  /** The control's id, for the label. */
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  /** Take the whole row of a two-column FormGrid. */
  span?: boolean;
  className?: string;
  /** The control, pointing at hintId and errorId with aria-describedby. */
  children: ReactNode;
}

/** A label, its control, then the hint and the error under it. */
export function LabeledField({ htmlFor, label, required, optional, hint, hintId, error, errorId, span, className, children }: LabeledFieldProps) {
  return (
    <Field $span={span} className={className} data-field-error={error ? 'true' : undefined}>
      <FieldLabel htmlFor={htmlFor} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

export const FieldHint = styled.p<{ $small?: boolean }>`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.xs : theme.fontSizes.sm)};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** A field's error, linked to its control by id (aria-describedby). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <StyledFieldError id={id}>
      <AlertIcon /> <span>{children}</span>
    </StyledFieldError>
  );
}

/** A message about the whole form (wrong credentials, a failed save), read out when it appears. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Notice id={id} role="alert">
      {children}
    </Notice>
  );
}

/** A group of related controls (checkboxes, chips) named by its Legend. */
export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

/** A form's buttons: stacked on a phone (the main one on top), in a row at the end from sm up. */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transitions.fast};
  /* Room above a control that receives focus, so the sticky bar does not hide its label. */
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[10]});

  &::placeholder { color: ${({ theme }) => theme.colors.inkMuted}; }
  &:hover { border-color: ${({ theme }) => theme.colors.oak}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.bluebonnet};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.bluebonnetLight};
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const Input = styled.input`
  ${controlStyles}
  &[type='date'] { padding-right: ${({ theme }) => theme.space[2]}; }
`;

/** A native select: keyboard and screen-reader support come for free. */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 1.15rem) 50%, calc(100% - 0.8rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
}

/** A Select's options: first a placeholder with an empty value (when given), then the options. */
export function SelectOptions({ options, placeholder, placeholderDisabled = false }: { options: readonly SelectOption[]; placeholder?: string; placeholderDisabled?: boolean }) {
  return (
    <>
      {placeholder !== undefined && (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 6.5rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

/** A native checkbox with its label beside it, the whole row clickable. */
export const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.sage}; background: ${({ theme }) => theme.colors.sageLight}; }
  &:has(input:focus-visible) { box-shadow: ${({ theme }) => theme.shadows.focus}; }

  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.oak};
    cursor: pointer;
  }
  input:focus-visible { outline: none; }
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledOptional = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledFieldError = styled.p`
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
