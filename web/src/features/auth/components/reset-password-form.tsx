import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/ui/button';
import { describedBy, Field, FieldError, FieldHint, FieldLabel, FormAlert } from '@/ui/field';
import { AlertIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { resetPassword } from '../api/reset-password';
import { apiFailureOf } from '../utils/auth-errors';
import { PASSWORD_HINT, PASSWORD_INPUT_MAX_LENGTH, passwordProblem } from '../utils/password-rules';
import { PasswordInput } from './password-input';

type PasswordField = 'password' | 'confirmPassword';
type Errors = Partial<Record<PasswordField, string>>;

const IDS: Record<PasswordField, string> = { password: 'reset-password', confirmPassword: 'reset-confirm-password' };
/** Where the "ask for a new link" action goes: the sign-in page with its Forgot password dialog open. */
export const NEW_LINK_PATH = '/sign-in?forgot=1';

/** A new password and its confirmation for the token of the emailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<PasswordField, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!token) {
    return <LinkProblem title="This link is incomplete">Open the link from your email again, or ask for a new one.</LinkProblem>;
  }
  if (deadLink) return <LinkProblem title="This link no longer works">{deadLink}</LinkProblem>;

  const setValue = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showError = (field: PasswordField, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(IDS[field])?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!values.password) return showError('password', 'Choose a new password.');
    if (!values.confirmPassword) return showError('confirmPassword', 'Type the new password again.');
    const problem = passwordProblem(values.password, values.confirmPassword);
    if (problem) return showError(problem.field, problem.message);

    setPending(true);
    try {
      await resetPassword({ token, ...values });
      toast({ title: 'Password Updated', description: 'Sign in with your new password.', variant: 'success' });
      navigate('/sign-in', { replace: true });
    } catch (error) {
      setPending(false);
      const { field, message } = apiFailureOf(error, 'Your password could not be changed. Please try again.');
      if (field === 'token') setDeadLink(message);
      else if (field === 'password' || field === 'confirmPassword') showError(field, message);
      else setFailure(message);
    }
  };

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      {failure && <FormAlert>{failure}</FormAlert>}
      <PasswordFieldRow
        field="password"
        label="New Password"
        value={values.password}
        error={errors.password}
        hint={PASSWORD_HINT}
        toggleLabel="Show password"
        onChange={setValue}
      />
      <PasswordFieldRow
        field="confirmPassword"
        label="Confirm New Password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        toggleLabel="Show password confirmation"
        onChange={setValue}
      />
      <Button type="submit" $size="lg" $block disabled={pending}>
        {pending ? 'Saving...' : 'Save New Password'}
      </Button>
      <StyledBack>
        Remembered it? <Link to="/sign-in">Back to sign in</Link>
      </StyledBack>
    </StyledForm>
  );
}

interface PasswordFieldRowProps {
  field: PasswordField;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  toggleLabel: string;
  onChange(field: PasswordField, value: string): void;
}

function PasswordFieldRow({ field, label, value, error, hint, toggleLabel, onChange }: PasswordFieldRowProps) {
  const id = IDS[field];
  return (
    <Field>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <PasswordInput
        id={id}
        value={value}
        required
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        autoComplete="new-password"
        toggleLabel={toggleLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        onChange={(event) => onChange(field, event.target.value)}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

function LinkProblem({ title, children }: { title: string; children: string }) {
  return (
    <StyledProblem role="alert">
      <StyledProblemIcon aria-hidden="true">
        <AlertIcon />
      </StyledProblemIcon>
      <h2>{title}</h2>
      <p>{children}</p>
      <ButtonLink to={NEW_LINK_PATH} $variant="secondary">
        Ask for a new link
      </ButtonLink>
    </StyledProblem>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledBack = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  a { color: ${({ theme }) => theme.colors.terracottaText}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; text-underline-offset: 3px; }
`;

const StyledProblem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
  a { margin-top: ${({ theme }) => theme.space[3]}; }
`;

const StyledProblemIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;
