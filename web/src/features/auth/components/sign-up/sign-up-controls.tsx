import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, Input, LabeledField, Select, SelectOptions, Textarea, type SelectOption } from '@/ui/field';
import { numberMaximumOf, textLimitOf, type TextField } from '../../utils/sign-up-form';
import { PASSWORD_INPUT_MAX_LENGTH } from '../../utils/password-rules';
import { PasswordInput } from '../password-input';
import { errorId, fieldId, useSignUpForm } from './sign-up-form-context';

interface ControlProps {
  field: TextField;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  /** Take the whole row of the two-column grid. */
  span?: boolean;
}

type InputControlProps = ControlProps &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'min' | 'step'>;

/** The label, the control, its hint and its error, wired to the wizard's state. */
function useControl({ field, hint }: Pick<ControlProps, 'field' | 'hint'>) {
  const { values, errors, setValue } = useSignUpForm();
  const error = errors[field];
  const hintId = hint ? `${fieldId(field)}-hint` : undefined;
  return {
    error,
    hintId,
    props: {
      id: fieldId(field),
      name: field,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hintId, error && errorId(field)),
    },
    onValue: (value: string) => setValue(field, value),
  };
}

function FieldFrame({ field, hintId, error, ...frame }: ControlProps & { hintId?: string; error?: string; children: ReactNode }) {
  return <LabeledField {...frame} htmlFor={fieldId(field)} hintId={hintId} error={error} errorId={errorId(field)} />;
}

export function InputControl({ type = 'text', autoComplete, placeholder, inputMode, min, step, ...frame }: InputControlProps) {
  const { error, hintId, props, onValue } = useControl(frame);
  return (
    <FieldFrame {...frame} hintId={hintId} error={error}>
      <Input
        {...props}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        min={min}
        max={type === 'number' ? numberMaximumOf(frame.field) : undefined}
        maxLength={type === 'number' ? undefined : textLimitOf(frame.field)}
        step={step}
        aria-required={frame.required || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}

export function PasswordControl({ toggleLabel, autoComplete, ...frame }: ControlProps & { toggleLabel: string; autoComplete: string }) {
  const { error, hintId, props, onValue } = useControl(frame);
  return (
    <FieldFrame {...frame} hintId={hintId} error={error}>
      <PasswordInput
        {...props}
        toggleLabel={toggleLabel}
        autoComplete={autoComplete}
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        aria-required={frame.required || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}

export function SelectControl({ options, placeholder, ...frame }: ControlProps & { options: readonly SelectOption[]; placeholder: string }) {
  const { error, hintId, props, onValue } = useControl(frame);
  return (
    <FieldFrame {...frame} hintId={hintId} error={error}>
      <Select {...props} onChange={(event) => onValue(event.target.value)}>
        <SelectOptions options={options} placeholder={placeholder} />
      </Select>
    </FieldFrame>
  );
}

export function TextareaControl({ placeholder, rows = 3, ...frame }: ControlProps & { placeholder?: string; rows?: number }) {
  const { error, hintId, props, onValue } = useControl(frame);
  return (
    <FieldFrame {...frame} hintId={hintId} error={error}>
      <Textarea {...props} rows={rows} maxLength={textLimitOf(frame.field)} placeholder={placeholder} onChange={(event) => onValue(event.target.value)} />
    </FieldFrame>
  );
}
