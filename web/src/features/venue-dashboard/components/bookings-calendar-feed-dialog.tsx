import { errorMessage } from '@/lib/api-client';
import { OneTimeLinkPanel, type OneTimeLinkTexts } from '@/shared/components/one-time-link-panel';
import { Dialog } from '@/ui/dialog';
import { CalendarIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { createCalendarFeed, revokeCalendarFeed, useCalendarFeedStatus } from '../api/bookings-export';
import { dateTime } from '../utils/format';

interface BookingsCalendarFeedDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

const TEXTS: OneTimeLinkTexts = {
  fieldLabel: 'Subscription link',
  hint: (url) => (
    <>
      Shown this once, and private: anyone with it sees your couples&apos; names and dates. Make a new link later if you lose it (the old one then stops
      working). <a href={url.replace(/^https?:/, 'webcal:')}>Open in your calendar app</a>
    </>
  ),
  active: (since) =>
    `A feed link has been active since ${dateTime(since)}. For your privacy it is shown only when it is made: make a new link to copy one (the old one stops working), or stop the feed.`,
  none: 'No feed yet. Make a link, then add it to your calendar app as a subscribed calendar.',
  createLabel: 'Create Feed Link',
  stopLabel: 'Stop Feed',
  copied: { title: 'Feed Link Copied', description: "Paste it where your calendar app asks for a calendar's address (\"From URL\")." },
  stopped: { title: 'Feed Stopped', description: 'Calendar apps no longer receive your bookings through the old link.' },
  notCreated: 'Link Not Created',
  notStopped: 'Feed Not Stopped',
};

/** A private subscription link: calendar apps poll it for the confirmed and pending bookings of every venue of the owner. */
export function BookingsCalendarFeedDialog({ open, onOpenChange }: BookingsCalendarFeedDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Calendar Feed"
      description="Subscribe in Google Calendar, Apple Calendar or Outlook to see your confirmed and pending bookings there, kept up to date."
    >
      {open && <FeedBody />}
    </Dialog>
  );
}

function FeedBody() {
  const status = useCalendarFeedStatus(true);
  if (status.error && !status.data) {
    return (
      <LoadError title="The calendar feed could not be loaded" onRetry={() => void status.mutate()}>
        {errorMessage(status.error)}
      </LoadError>
    );
  }
  if (!status.data) return <Skeleton $height="4rem" role="status" aria-label="Loading the calendar feed" />;
  return (
    <OneTimeLinkPanel
      activeSince={status.data.active ? status.data.createdAt : null}
      create={async () => (await createCalendarFeed()).path}
      revoke={revokeCalendarFeed}
      onChanged={() => status.mutate()}
      texts={TEXTS}
      icon={<CalendarIcon />}
      fieldProps={{ 'data-feed-url': true }}
      createProps={{ 'data-create-feed': true }}
    />
  );
}
