import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Field, FieldLabel, FormAlert, Input } from '@/ui/field';
import { MailIcon } from '@/ui/icons';
import { requestPasswordReset } from '../../api/forgot-password';
import { apiFailureOf } from '../../utils/auth-errors';
import { EMAIL_MAX_LENGTH } from '../../utils/password-rules';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the sign-in form holds, so nobody types their email twice. */
  initialEmail: string;
}

const EMAIL_ID = 'forgot-password-email';

/** Asks for the email and mails a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: ForgotPasswordDialogProps) {
  const [email, setEmail] = useState(initialEmail);
  const [pending, setPending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Each opening starts afresh with the email of the sign-in form.
  useEffect(() => {
    if (!open) return;
    setEmail(initialEmail);
    setSentMessage(null);
    setFailure(null);
  }, [open, initialEmail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      const answer = await requestPasswordReset(email.trim());
      setSentMessage(answer.message);
    } catch (error) {
      setFailure(apiFailureOf(error, 'The reset link could not be sent. Please try again.').message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Your Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sentMessage ? (
        <StyledSent role="status">
          <StyledSentIcon aria-hidden="true">
            <MailIcon />
          </StyledSentIcon>
          <p>{sentMessage}</p>
          <p>The link works for one hour. Check your spam folder if nothing arrives in a few minutes.</p>
          <Button $variant="secondary" onClick={() => onOpenChange(false)}>
            Back to Sign In
          </Button>
        </StyledSent>
      ) : (
        <StyledForm onSubmit={onSubmit}>
          {failure && <FormAlert>{failure}</FormAlert>}
          <Field>
            <FieldLabel htmlFor={EMAIL_ID}>Email Address</FieldLabel>
            <Input
              id={EMAIL_ID}
              type="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Button type="submit" $block disabled={pending}>
            {pending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </StyledForm>
      )}
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledSent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  p:last-of-type { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  button { margin-top: ${({ theme }) => theme.space[3]}; }
`;

const StyledSentIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;
