import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { DownloadIcon, FileIcon, SendIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { downloadAnalyticsFile, type AnalyticsFileKind } from '../api/analytics-exports';
import type { AnalyticsPeriodKey } from '../types';
import { ShareAnalyticsDialog } from './share-analytics-dialog';

const NAMES: Record<AnalyticsFileKind, string> = { pdf: 'PDF report', csv: 'CSV export' };

/** The spec's export section: the period's figures as a PDF report or a spreadsheet, and a read-only link. */
export function AnalyticsExport({ venueId, venueName, period }: { venueId: string; venueName: string; period: AnalyticsPeriodKey }) {
  const [downloading, setDownloading] = useState<AnalyticsFileKind | null>(null);
  const [shareOpen, setShareOpen] = useState(false);

  const download = async (kind: AnalyticsFileKind) => {
    setDownloading(kind);
    try {
      const name = await downloadAnalyticsFile(venueId, kind, period);
      toast({ title: 'Analytics Exported', description: `Saved as ${name}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <StyledSection aria-labelledby="analytics-export-title">
      <div>
        <h3 id="analytics-export-title">Export and share</h3>
        <p>The figures of the period shown above.</p>
      </div>
      <StyledButtons>
        <Button $size="sm" $variant="outline" onClick={() => void download('pdf')} disabled={downloading !== null}>
          <FileIcon /> {downloading === 'pdf' ? 'Exporting…' : NAMES.pdf}
        </Button>
        <Button $size="sm" $variant="outline" onClick={() => void download('csv')} disabled={downloading !== null}>
          <DownloadIcon /> {downloading === 'csv' ? 'Exporting…' : NAMES.csv}
        </Button>
        <Button $size="sm" $variant="secondary" onClick={() => setShareOpen(true)}>
          <SendIcon /> Share dashboard
        </Button>
      </StyledButtons>
      <ShareAnalyticsDialog venueId={venueId} venueName={venueName} open={shareOpen} onOpenChange={setShareOpen} />
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.creamDeep};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  > button { flex: 1 1 9rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
