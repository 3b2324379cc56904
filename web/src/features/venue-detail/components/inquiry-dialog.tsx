import { Dialog } from '@/ui/dialog';
import { InquiryForm } from './inquiry-form';

interface InquiryDialogProps {
  venueId: string;
  venueName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Send Inquiry from the venue page: the form in a dialog that closes once it is sent. */
export function InquiryDialog({ venueId, venueName, open, onOpenChange }: InquiryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Send an inquiry to ${venueName}`}
      description="Ask about dates, packages or a tour. The venue replies to you by email."
    >
      <InquiryForm venueId={venueId} onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}
