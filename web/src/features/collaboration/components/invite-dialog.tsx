import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorField, errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { DialogClose, Dialog } from '@/ui/dialog';
import { Field, FieldError, FormActions, FormAlert, Input, Label, RequiredMark, Select } from '@/ui/field';
import { SendIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { capsLabel } from '@/ui/typography';
import { inviteCollaborator } from '../api/collaborators';
import type { InvitableRole } from '../types';
import { INVITABLE_ROLES, isInvitableRole, ROLE_LABELS, roleSummary } from '../utils/roles';

/** The spec's words for a blank address. */
const EMAIL_REQUIRED = { title: 'Email Required', description: 'Please enter an email address to send the invitation.' } as const;
const EMAIL_MAX_LENGTH = 254;
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_ROLE: InvitableRole = 'family';

interface InviteDialogProps {
  bookingId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onInvited(): Promise<unknown>;
}

export function InviteDialog({ bookingId, open, onOpenChange, onInvited }: InviteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Invite to Your Team" description="We email them a link to join your wedding planning.">
      <InviteForm bookingId={bookingId} onInvited={onInvited} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type FieldName = 'email' | 'role';

function InviteForm({ bookingId, onInvited, onDone }: { bookingId: string; onInvited(): Promise<unknown>; onDone(): void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>(DEFAULT_ROLE);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const roleHintId = `${id}-role-hint`;

  const showFieldError = (name: FieldName, message: string) => {
    setErrors({ [name]: message });
    document.getElementById(fieldId(name))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    setFailure(null);
    if (!address) {
      toast({ ...EMAIL_REQUIRED, variant: 'destructive' });
      showFieldError('email', 'Enter the email address to invite.');
      return;
    }
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      showFieldError('email', 'Enter an email address like name@example.com.');
      return;
    }
    setSending(true);
    setErrors({});
    try {
      await inviteCollaborator(bookingId, { email: address, role });
      await onInvited();
      toast({ title: 'Invitation Sent', description: `We emailed ${address} a link to join as ${ROLE_LABELS[role]}.`, variant: 'success' });
      onDone();
    } catch (error) {
      const field = errorField(error);
      if (field === 'email' || field === 'role') showFieldError(field, errorMessage(error));
      else setFailure(errorMessage(error));
      setSending(false);
    }
  };

  const described = (name: FieldName, extra?: string) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(' ') || undefined,
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-busy={sending}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Field>
        <Label htmlFor={fieldId('email')}>
          Email address <RequiredMark />
        </Label>
        <Input
          {...described('email')}
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="name@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors({});
          }}
        />
        {errors.email && <FieldError id={errorId('email')}>{errors.email}</FieldError>}
      </Field>
      <Field>
        <Label htmlFor={fieldId('role')}>Role</Label>
        <Select {...described('role', roleHintId)} value={role} onChange={(event) => isInvitableRole(event.target.value) && setRole(event.target.value)}>
          {INVITABLE_ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </Select>
        <StyledRoleHint id={roleHintId}>{roleSummary(role)}</StyledRoleHint>
        {errors.role && <FieldError id={errorId('role')}>{errors.role}</FieldError>}
      </Field>
      <StyledRoles>
        <p>What each role can do</p>
        <dl>
          {INVITABLE_ROLES.map((option) => (
            <div key={option} data-selected={option === role || undefined}>
              <dt>{ROLE_LABELS[option]}</dt>
              <dd>{roleSummary(option)}</dd>
            </div>
          ))}
        </dl>
      </StyledRoles>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={sending}>
          <SendIcon /> {sending ? 'Sending…' : 'Send Invitation'}
        </Button>
      </FormActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledRoleHint = styled.p`
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledRoles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > p { ${capsLabel} }
  dl { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[2]}; margin: 0; }
  dl > div { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0; }
  dt { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
  dl > div[data-selected] dt { color: ${({ theme }) => theme.colors.oak}; }

  ${({ theme }) => theme.media.sm} {
    dl > div { grid-template-columns: 8.5rem minmax(0, 1fr); gap: ${({ theme }) => theme.space[3]}; }
  }
`;
