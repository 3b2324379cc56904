import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormAlert, Input, LabeledField } from '@/ui/field';
import { deleteMyAccount, type DeletedAccount } from '../api/my-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(result: DeletedAccount): void;
}

/** Asks for the password once more, after saying plainly what deleting does. */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setPassword('');
    setFieldError(null);
    setFailure(null);
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError('Enter your password to delete your account.');
      return;
    }
    setPending(true);
    setFieldError(null);
    setFailure(null);
    try {
      onDeleted(await deleteMyAccount(password));
    } catch (error) {
      if (hasErrorCode(error, 'ACCOUNT.WRONG_PASSWORD')) setFieldError('That is not your password. Your account was not deleted.');
      else setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Delete your account?" description="This cannot be undone. Download your data first if you want to keep it.">
      <StyledForm onSubmit={onSubmit} noValidate>
        <StyledWarning>
          <li>Your account, your sessions, your guest lists and your wedding planning (timeline, budget, comments, mood board, seating) are deleted.</li>
          <li>Bookings from today on are cancelled, their dates freed, and the venues told.</li>
          <li>Past bookings stay with their venues as "Deleted couple", with dates and amounts, but without your name, email or phone.</li>
          <li>Your reviews stay with their stars and words, signed "Verified couple" instead of your name.</li>
          <li>Your name, email and phone are removed from inquiries, vendor messages and mail we kept.</li>
        </StyledWarning>
        {failure && <FormAlert>{failure}</FormAlert>}
        <LabeledField htmlFor={passwordId} label="Your password" required error={fieldError} errorId={errorId}>
          <Input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </LabeledField>
        <StyledActions>
          <DialogClose asChild>
            <Button $variant="ghost">Keep my account</Button>
          </DialogClose>
          <StyledDanger type="submit" disabled={pending}>
            {pending ? 'Deleting...' : 'Delete my account'}
          </StyledDanger>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledWarning = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: disc;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > * { flex: 1 1 10rem; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
`;

export const StyledDanger = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  &:hover:not(:disabled) { filter: brightness(0.92); }
`;
