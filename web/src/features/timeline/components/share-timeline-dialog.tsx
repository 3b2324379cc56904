import { OneTimeLinkPanel, type OneTimeLinkTexts } from '@/shared/components/one-time-link-panel';
import { Dialog } from '@/ui/dialog';
import { SendIcon } from '@/ui/icons';
import { createShareLink, revokeShareLink } from '../api/timeline-share';

interface ShareTimelineDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** When the current link was made; null when none is active. */
  sharedSince: string | null;
  onChanged(): Promise<void> | void;
}

const SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const TEXTS: OneTimeLinkTexts = {
  fieldLabel: 'Read-only link',
  hint: () => 'Shown this once: keep it somewhere, or make a new link later (the old one then stops working).',
  active: (since) =>
    `A read-only link has been active since ${SINCE.format(new Date(since))}. For your privacy it is shown only when it is made: make a new link to copy one (the old one stops working), or stop sharing.`,
  none: 'Your timeline is not shared. Make a link to show your plan to family, friends or your planner.',
  createLabel: 'Create Share Link',
  stopLabel: 'Stop Sharing',
  copied: { title: 'Share Link Copied', description: 'Paste it in a message to family, friends or your planner.' },
  stopped: { title: 'Sharing Stopped', description: 'The link no longer opens your timeline.' },
  notCreated: 'Link not created',
  notStopped: 'Sharing not stopped',
};

/** Share Timeline: a read-only link (without notes) to copy, a new one, or none. */
export function ShareTimelineDialog({ open, onOpenChange, sharedSince, onChanged }: ShareTimelineDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Timeline"
      description="Anyone with the link sees your tasks and progress, read-only. Your notes stay private."
    >
      <OneTimeLinkPanel
        activeSince={sharedSince}
        create={async () => (await createShareLink()).path}
        revoke={revokeShareLink}
        onChanged={onChanged}
        texts={TEXTS}
        icon={<SendIcon />}
      />
    </Dialog>
  );
}
