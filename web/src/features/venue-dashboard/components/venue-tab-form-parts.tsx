import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Input, Label } from '../../../ui/field';

// Small form pieces the Venue tab's forms share: a labelled field with its hint and error.

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Gets the control's id and the ids that describe it. */
  children(control: { id: string; describedBy: string | undefined; invalid: boolean }): ReactNode;
  className?: string;
}

export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field className={className} data-field-error={error ? 'true' : undefined}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

export const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 8rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const FormAlert = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.sage}; background: ${({ theme }) => theme.colors.sageLight}; }
  &:has(input:focus-visible) { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  input { width: 1.125rem; height: 1.125rem; flex: none; accent-color: ${({ theme }) => theme.colors.oak}; }
`;

export const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
