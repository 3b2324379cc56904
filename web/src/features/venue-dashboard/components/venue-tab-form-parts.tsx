import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, LabeledField } from '@/ui/field';

// The Venue tab's forms: a labelled field that hands its control the ids to point at.

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** A star after the label; the control says it with aria-required. */
  required?: boolean;
  /** Take the whole row of a two-column grid. */
  span?: boolean;
  /** Gets the control's id and the ids that describe it. */
  children(control: { id: string; describedBy: string | undefined; invalid: boolean }): ReactNode;
  className?: string;
}

export function FormField({ label, error, hint, required, span, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <LabeledField htmlFor={id} label={label} required={required} span={span} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      {children({ id, describedBy: describedBy(hint && hintId, error && errorId), invalid: Boolean(error) })}
    </LabeledField>
  );
}

export const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
