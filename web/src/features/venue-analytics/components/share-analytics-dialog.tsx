import { errorMessage } from '@/lib/api-client';
import { OneTimeLinkPanel, type OneTimeLinkTexts } from '@/shared/components/one-time-link-panel';
import { Dialog } from '@/ui/dialog';
import { SendIcon } from '@/ui/icons';
import { InlineLoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { createAnalyticsShare, revokeAnalyticsShare, useAnalyticsShareStatus } from '../api/analytics-share';

const SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const TEXTS: OneTimeLinkTexts = {
  fieldLabel: 'Read-only link',
  hint: () => 'Shown this once: keep it somewhere, or make a new link later (the old one then stops working).',
  active: (since) =>
    `A read-only link has been active since ${SINCE.format(new Date(since))}. It is shown only when it is made: make a new link to copy one (the old one stops working), or stop sharing.`,
  none: 'Your analytics are not shared. Make a link to show them to a business partner, an investor or your team.',
  createLabel: 'Create Share Link',
  stopLabel: 'Stop Sharing',
  copied: { title: 'Share Link Copied', description: 'Paste it in a message to your partners or your team.' },
  stopped: { title: 'Sharing Stopped', description: 'The link no longer opens your analytics.' },
  notCreated: 'Link not created',
  notStopped: 'Sharing not stopped',
};

interface ShareAnalyticsDialogProps {
  venueId: string;
  venueName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Share Dashboard: one read-only link a venue, shown once when made, to copy, replace or revoke. */
export function ShareAnalyticsDialog({ venueId, venueName, open, onOpenChange }: ShareAnalyticsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Dashboard"
      description={`Anyone with the link sees ${venueName}'s analytics, read-only: no exports, no bookings, no couples' names.`}
    >
      <ShareBody venueId={venueId} />
    </Dialog>
  );
}

function ShareBody({ venueId }: { venueId: string }) {
  const { data: status, error, mutate } = useAnalyticsShareStatus(venueId);
  if (error && status === undefined) {
    return <InlineLoadError onRetry={() => void mutate()}>Whether your analytics are shared could not be loaded. {errorMessage(error)}</InlineLoadError>;
  }
  if (status === undefined) return <Skeleton $height="5rem" aria-hidden="true" />;
  return (
    <OneTimeLinkPanel
      activeSince={status?.createdAt ?? null}
      create={async () => (await createAnalyticsShare(venueId)).url}
      revoke={() => revokeAnalyticsShare(venueId)}
      onChanged={() => mutate()}
      texts={TEXTS}
      icon={<SendIcon />}
    />
  );
}
