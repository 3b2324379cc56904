import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FieldHint, Input, Label } from '@/ui/field';
import { CalendarIcon, CheckIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { createCalendarFeed, revokeCalendarFeed, useCalendarFeedStatus } from '../api/bookings-export';
import { dateTime } from '../utils/format';

interface BookingsCalendarFeedDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** A private subscription link: calendar apps poll it for the confirmed and pending bookings of every venue of the owner. */
export function BookingsCalendarFeedDialog({ open, onOpenChange }: BookingsCalendarFeedDialogProps) {
  const [link, setLink] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setLink(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Calendar Feed"
      description="Subscribe in Google Calendar, Apple Calendar or Outlook to see your confirmed and pending bookings there, kept up to date."
    >
      {open && <FeedBody link={link} setLink={setLink} />}
    </Dialog>
  );
}

function FeedBody({ link, setLink }: { link: string | null; setLink(link: string | null): void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const status = useCalendarFeedStatus(true);

  const copy = async (url: string) => {
    if (await copyText(url, field.current)) {
      toast({ title: 'Feed Link Copied', description: "Paste it where your calendar app asks for a calendar's address (\"From URL\").", variant: 'success' });
    } else {
      field.current?.select();
      toast({ title: 'Copy the link', description: 'Your browser did not let us copy it: the link is selected, copy it with your keyboard.' });
    }
  };

  const create = async () => {
    setBusy('create');
    try {
      const feed = await createCalendarFeed();
      const url = `${window.location.origin}${feed.path}`;
      setLink(url);
      await status.mutate();
      await copy(url);
    } catch (error) {
      toast({ title: 'Link Not Created', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    setBusy('revoke');
    try {
      await revokeCalendarFeed();
      setLink(null);
      await status.mutate();
      toast({ title: 'Feed Stopped', description: 'Calendar apps no longer receive your bookings through the old link.', variant: 'success' });
      window.setTimeout(() => createButton.current?.focus());
    } catch (error) {
      toast({ title: 'Feed Not Stopped', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  if (status.error && !status.data) {
    return (
      <LoadError title="The calendar feed could not be loaded" onRetry={() => void status.mutate()}>
        {errorMessage(status.error)}
      </LoadError>
    );
  }
  if (!status.data) return <Skeleton $height="4rem" role="status" aria-label="Loading the calendar feed" />;

  const since = status.data.active ? status.data.createdAt : null;
  const active = link !== null || since !== null;
  return (
    <StyledBody>
      {link ? (
        <StyledLinkField>
          <Label htmlFor={`${id}-link`}>Subscription link</Label>
          <StyledLinkRow>
            <Input id={`${id}-link`} ref={field} value={link} readOnly onFocus={(event) => event.target.select()} aria-describedby={`${id}-hint`} data-feed-url />
            <Button $variant="secondary" onClick={() => void copy(link)}>
              Copy link
            </Button>
          </StyledLinkRow>
          <FieldHint id={`${id}-hint`} $small>
            Shown this once, and private: anyone with it sees your couples&apos; names and dates. Make a new link later if you lose it (the old one then
            stops working). <a href={link.replace(/^https?:/, 'webcal:')}>Open in your calendar app</a>
          </FieldHint>
        </StyledLinkField>
      ) : since ? (
        <StyledStatus>
          <CheckIcon aria-hidden="true" />
          <span>
            A feed link has been active since {dateTime(since)}. For your privacy it is shown only when it is made: make a new link to copy one (the old one stops
            working), or stop the feed.
          </span>
        </StyledStatus>
      ) : (
        <p>No feed yet. Make a link, then add it to your calendar app as a subscribed calendar.</p>
      )}
      <StyledActions>
        {active && (
          <Button $variant="outline" onClick={() => void revoke()} disabled={busy !== null}>
            {busy === 'revoke' ? 'Stopping…' : 'Stop Feed'}
          </Button>
        )}
        {!link && (
          <Button ref={createButton} onClick={() => void create()} disabled={busy !== null} data-create-feed>
            <CalendarIcon /> {busy === 'create' ? 'Creating…' : since ? 'Make a New Link' : 'Create Feed Link'}
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
