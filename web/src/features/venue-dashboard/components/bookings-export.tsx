import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { CalendarIcon, DownloadIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { downloadBookingsCsv } from '../api/bookings-export';
import { BookingsCalendarFeedDialog } from './bookings-calendar-feed-dialog';

/** The venue's bookings as a spreadsheet, and all the owner's bookings in their own calendar app. */
export function BookingsExport({ venueId }: { venueId: string }) {
  const [downloading, setDownloading] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadBookingsCsv(venueId);
      toast({ title: 'Bookings Exported', description: `Saved as ${name}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <StyledBar role="group" aria-label="Export bookings">
      <Button $size="sm" $variant="outline" onClick={() => void download()} disabled={downloading} data-export-csv>
        <DownloadIcon /> {downloading ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Button $size="sm" $variant="outline" onClick={() => setFeedOpen(true)} data-calendar-feed>
        <CalendarIcon /> Calendar Feed
      </Button>
      <BookingsCalendarFeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
    </StyledBar>
  );
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  > button { flex: 1 1 10rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
