import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { DownloadIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';
import { fetchBudgetFile } from '../api/export-budget';
import type { BudgetExportFormat } from '../types';
import { saveFile } from '@/lib/download-file';

const LABELS: Record<BudgetExportFormat, string> = { json: 'Export JSON', csv: 'Export CSV' };

/** The budget as a file: JSON (the spec's export) or a spreadsheet. */
export function BudgetExports() {
  const [busy, setBusy] = useState<BudgetExportFormat | null>(null);

  const download = async (format: BudgetExportFormat) => {
    setBusy(format);
    try {
      const file = await fetchBudgetFile(format);
      saveFile(file);
      toast({ title: 'Budget Exported', description: `Saved as ${file.fileName}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {(['json', 'csv'] as const).map((format) => (
        <Button key={format} $variant="outline" $size="sm" disabled={busy !== null} onClick={() => void download(format)}>
          <DownloadIcon aria-hidden="true" /> {busy === format ? 'Exporting…' : LABELS[format]}
        </Button>
      ))}
    </>
  );
}
