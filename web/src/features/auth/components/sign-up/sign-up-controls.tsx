import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Option } from '../../utils/account-options';
import type { TextField } from '../../utils/sign-up-form';
import { describedBy, FieldError, FieldHint, FieldLabel, FormField, SelectInput, Textarea, TextInput } from '../form-parts';
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

function FieldFrame({ field, label, required, optional, hint, span, hintId, error, children }: ControlProps & { hintId?: string; error?: string; children: ReactNode }) {
  return (
    <FormField $span={span}>
      <FieldLabel htmlFor={fieldId(field)} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId(field)}>{error}</FieldError>}
    </FormField>
  );
}

export function InputControl({ type = 'text', autoComplete, placeholder, inputMode, min, step, ...frame }: InputControlProps) {
  const { error, hintId, props, onValue } = useControl(frame);
  return (
    <FieldFrame {...frame} hintId={hintId} error={error}>
      <TextInput
        {...props}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        min={min}
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
        aria-required={frame.required || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}

export function SelectControl({ options, placeholder, ...frame }: ControlProps & { options: readonly Option[]; placeholder: string }) {
  const { error, hintId, props, onValue } = useControl(frame);
  return (
    <FieldFrame {...frame} hintId={hintId} error={error}>
      <SelectInput {...props} onChange={(event) => onValue(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </FieldFrame>
  );
}

export function TextareaControl({ placeholder, rows = 3, ...frame }: ControlProps & { placeholder?: string; rows?: number }) {
  const { error, hintId, props, onValue } = useControl(frame);
  return (
    <FieldFrame {...frame} hintId={hintId} error={error}>
      <Textarea {...props} rows={rows} placeholder={placeholder} onChange={(event) => onValue((event.target as unknown as HTMLTextAreaElement).value)} />
    </FieldFrame>
  );
}
