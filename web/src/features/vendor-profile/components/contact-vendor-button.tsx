import { useState } from 'react';
import { useVenue } from '@/shared/api/venue';
import { Button, type ButtonSize } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { MessageIcon } from '@/ui/icons';
import { ContactVendorForm } from './contact-vendor-form';

interface ContactVendorButtonProps {
  vendor: { id: string; name: string };
  /** The venue page the couple is on, sent with the message. */
  venueId?: string;
  size?: ButtonSize;
  block?: boolean;
}

/**
 * "Contact" and its dialog: the one way couples write to a vendor, on a venue's Vendors tab (the
 * route composes it into the cards) and on the vendor's own page.
 */
export function ContactVendorButton({ vendor, venueId, size = 'md', block = false }: ContactVendorButtonProps) {
  const [open, setOpen] = useState(false);
  const { data: venue } = useVenue(venueId);
  return (
    <>
      <Button $size={size} $block={block} $variant={block ? undefined : 'outline'} onClick={() => setOpen(true)} aria-label={`Contact ${vendor.name}`}>
        <MessageIcon aria-hidden="true" /> Contact
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Contact ${vendor.name}`}
        description="Tell them about your day. They are mailed at once and reply to you by email."
      >
        <ContactVendorForm
          vendorId={vendor.id}
          vendorName={vendor.name}
          venue={venueId ? { id: venueId, name: venue?.name ?? null } : null}
          onSent={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
