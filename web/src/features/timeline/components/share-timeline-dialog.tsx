import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FieldHint, Input, Label } from '@/ui/field';
import { CheckIcon, SendIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/use-toast';
import { createShareLink, revokeShareLink } from '../api/timeline-share';
import { copyText } from '@/lib/copy-text';

interface ShareTimelineDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** When the current link was made; null when none is active. */
  sharedSince: string | null;
  onChanged(): Promise<void> | void;
}

const SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Share Timeline: a read-only link (without notes) to copy, a new one, or none. */
export function ShareTimelineDialog({ open, onOpenChange, sharedSince, onChanged }: ShareTimelineDialogProps) {
  const [link, setLink] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setLink(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Share Timeline"
      description="Anyone with the link sees your tasks and progress, read-only. Your notes stay private."
    >
      <ShareBody link={link} setLink={setLink} sharedSince={sharedSince} onChanged={onChanged} />
    </Dialog>
  );
}

function ShareBody({ link, setLink, sharedSince, onChanged }: { link: string | null; setLink(link: string | null): void; sharedSince: string | null; onChanged(): Promise<void> | void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const { toast } = useToast();

  const copy = async (url: string) => {
    if (await copyText(url, field.current)) {
      toast({ title: 'Share Link Copied', description: 'Paste it in a message to family, friends or your planner.', variant: 'success' });
    } else {
      field.current?.select();
      toast({ title: 'Copy the link', description: 'Your browser did not let us copy it: the link is selected, copy it with your keyboard.' });
    }
  };

  const create = async () => {
    setBusy('create');
    try {
      const share = await createShareLink();
      // The link as this site serves it (the same path the server names).
      const url = `${window.location.origin}${share.path}`;
      setLink(url);
      await onChanged();
      await copy(url);
    } catch (error) {
      toast({ title: 'Link not created', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    setBusy('revoke');
    try {
      await revokeShareLink();
      setLink(null);
      toast({ title: 'Sharing Stopped', description: 'The link no longer opens your timeline.', variant: 'success' });
      await onChanged();
      // The Stop Sharing button is gone: keep the keyboard in the dialog, on the way to share again.
      window.setTimeout(() => createButton.current?.focus());
    } catch (error) {
      toast({ title: 'Sharing not stopped', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const active = link !== null || sharedSince !== null;
  return (
    <StyledBody>
      {link ? (
        <StyledLinkField>
          <Label htmlFor={`${id}-link`}>Read-only link</Label>
          <StyledLinkRow>
            <Input id={`${id}-link`} ref={field} value={link} readOnly onFocus={(event) => event.target.select()} aria-describedby={`${id}-hint`} />
            <Button $variant="secondary" onClick={() => void copy(link)}>
              Copy link
            </Button>
          </StyledLinkRow>
          <FieldHint id={`${id}-hint`} $small>
            Shown this once: keep it somewhere, or make a new link later (the old one then stops working).
          </FieldHint>
        </StyledLinkField>
      ) : sharedSince ? (
        <StyledStatus>
          <CheckIcon aria-hidden="true" />
          <span>
            A read-only link has been active since {SINCE.format(new Date(sharedSince))}. For your privacy it is shown only when it is made: make a new link to copy
            one (the old one stops working), or stop sharing.
          </span>
        </StyledStatus>
      ) : (
        <p>Your timeline is not shared. Make a link to show your plan to family, friends or your planner.</p>
      )}
      <StyledActions>
        {active && (
          <Button $variant="outline" onClick={() => void revoke()} disabled={busy !== null}>
            {busy === 'revoke' ? 'Stopping…' : 'Stop Sharing'}
          </Button>
        )}
        {!link && (
          <Button ref={createButton} onClick={() => void create()} disabled={busy !== null}>
            <SendIcon /> {busy === 'create' ? 'Creating…' : sharedSince ? 'Make a New Link' : 'Create Share Link'}
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
