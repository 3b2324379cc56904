import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { Button } from '@/ui/button';
import { DialogClose } from '@/ui/dialog';
import { FieldHint, Input, Label } from '@/ui/field';
import { CheckIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';

/** The words of one kind of link (a shared timeline, shared analytics, a calendar feed). */
export interface OneTimeLinkTexts {
  fieldLabel: string;
  /** Under the link just made; `url` is the link. */
  hint(url: string): ReactNode;
  /** A link is active but cannot be shown again; `since` is when it was made. */
  active(since: string): ReactNode;
  /** No link yet. */
  none: ReactNode;
  createLabel: string;
  stopLabel: string;
  copied: { title: string; description: string };
  stopped: { title: string; description: string };
  notCreated: string;
  notStopped: string;
}

interface OneTimeLinkPanelProps {
  /** When the active link was made; null when there is none. */
  activeSince: string | null;
  /** Makes a new link (the old one stops working) and answers its path on this site. */
  create(): Promise<string>;
  revoke(): Promise<void>;
  /** After a link was made or stopped: reload whatever shows whether one is active. */
  onChanged?(): Promise<unknown> | unknown;
  texts: OneTimeLinkTexts;
  icon: ReactNode;
  /** Hooks for tests on the link field and the create button. */
  fieldProps?: Record<`data-${string}`, boolean | string>;
  createProps?: Record<`data-${string}`, boolean | string>;
}

/**
 * A private link the server keeps only as a hash: shown once, when made, to copy; afterwards the
 * panel says since when one is active and offers a new one (the old one then stops) or none.
 * Used inside a dialog: its Done button closes it.
 */
export function OneTimeLinkPanel({ activeSince, create, revoke, onChanged, texts, icon, fieldProps, createProps }: OneTimeLinkPanelProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);

  const copy = async (url: string) => {
    if (await copyText(url, field.current)) {
      toast({ ...texts.copied, variant: 'success' });
    } else {
      field.current?.select();
      toast({ title: 'Copy the link', description: 'Your browser did not let us copy it: the link is selected, copy it with your keyboard.' });
    }
  };

  const make = async () => {
    setBusy('create');
    try {
      // The link as this site serves it (the same path the server names).
      const url = `${window.location.origin}${await create()}`;
      setLink(url);
      await onChanged?.();
      await copy(url);
    } catch (error) {
      toast({ title: texts.notCreated, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const stop = async () => {
    setBusy('revoke');
    try {
      await revoke();
      setLink(null);
      await onChanged?.();
      toast({ ...texts.stopped, variant: 'success' });
      // The stop button is gone: keep the keyboard in the dialog, on the way to a new link.
      window.setTimeout(() => createButton.current?.focus());
    } catch (error) {
      toast({ title: texts.notStopped, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <StyledBody>
      {link ? (
        <StyledLinkField>
          <Label htmlFor={`${id}-link`}>{texts.fieldLabel}</Label>
          <StyledLinkRow>
            <Input id={`${id}-link`} ref={field} value={link} readOnly onFocus={(event) => event.target.select()} aria-describedby={`${id}-hint`} {...fieldProps} />
            <Button $variant="secondary" onClick={() => void copy(link)}>
              Copy link
            </Button>
          </StyledLinkRow>
          <FieldHint id={`${id}-hint`} $small>
            {texts.hint(link)}
          </FieldHint>
        </StyledLinkField>
      ) : activeSince ? (
        <StyledStatus>
          <CheckIcon aria-hidden="true" />
          <span>{texts.active(activeSince)}</span>
        </StyledStatus>
      ) : (
        <p>{texts.none}</p>
      )}
      <StyledActions>
        {(link !== null || activeSince !== null) && (
          <Button $variant="outline" onClick={() => void stop()} disabled={busy !== null}>
            {busy === 'revoke' ? 'Stopping…' : texts.stopLabel}
          </Button>
        )}
        {!link && (
          <Button ref={createButton} onClick={() => void make()} disabled={busy !== null} {...createProps}>
            {icon} {busy === 'create' ? 'Creating…' : activeSince ? 'Make a New Link' : texts.createLabel}
          </Button>
        )}
        {link && (
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        )}
      </StyledActions>
    </StyledBody>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
  a { color: ${({ theme }) => theme.colors.bluebonnet}; }
`;

const StyledLinkField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  input { flex: 1 1 14rem; font-family: ${({ theme }) => theme.fonts.mono}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  button { flex: 1 0 auto; }
  ${({ theme }) => theme.media.sm} { button { flex: 0 0 auto; } }
`;

const StyledStatus = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successLight};
  && { color: ${({ theme }) => theme.colors.success}; }
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: ${({ theme }) => theme.space[0.5]}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
