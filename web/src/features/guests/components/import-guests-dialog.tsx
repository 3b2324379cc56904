import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { CheckboxRow, FieldHint, FormActions, FormAlert, Label } from '@/ui/field';
import { UploadIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { useToast } from '@/ui/toast/use-toast';
import { importGuests, previewGuestImport } from '../api/import-guests';
import type { ImportPreview } from '../types';
import { serverSentence } from '../utils/guest-error';
import { countOf } from '../utils/guest-labels';
import { readCsvFile } from '../utils/read-csv-file';
import { ImportPreviewTable } from './import-preview-table';

interface ImportGuestsDialogProps {
  bookingId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onImported(): Promise<void> | void;
}

export function ImportGuestsDialog({ bookingId, open, onOpenChange, onImported }: ImportGuestsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Import CSV"
      description="Add many guests at once from a spreadsheet saved as CSV. You will see every row before anything is added."
    >
      <ImportGuestsFlow bookingId={bookingId} onDone={() => onOpenChange(false)} onImported={onImported} />
    </Dialog>
  );
}

interface Chosen {
  fileName: string;
  csv: string;
  preview: ImportPreview;
}

function ImportGuestsFlow({ bookingId, onDone, onImported }: { bookingId: string; onDone(): void; onImported: ImportGuestsDialogProps['onImported'] }) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null);
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const { toast } = useToast();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after it is fixed.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setBusy('reading');
    try {
      const read = await readCsvFile(file);
      if (!read.ok) {
        setProblem(read.message);
        return;
      }
      const preview = await previewGuestImport(bookingId, read.text);
      setChosen({ fileName: file.name, csv: read.text, preview });
      setIncludeDuplicates(false);
    } catch (error) {
      setProblem(serverSentence(error) ?? `The file could not be checked (${errorMessage(error)}). Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  const toImport = chosen ? chosen.preview.validCount + (includeDuplicates ? chosen.preview.duplicateCount : 0) : 0;

  const runImport = async () => {
    if (!chosen || toImport === 0 || busy) return;
    setBusy('importing');
    try {
      const { imported, skipped } = await importGuests(bookingId, chosen.csv, includeDuplicates);
      toast({
        title: 'Guests Imported',
        description: `${countOf(imported, 'guest')} added to your list.${skipped ? ` ${countOf(skipped, 'guest')} skipped.` : ''}`,
        variant: 'success',
      });
      await onImported();
      onDone();
    } catch (error) {
      toast({ title: 'Failed to import guests', description: serverSentence(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  if (!chosen) {
    return (
      <StyledFlow aria-busy={busy === 'reading'}>
        <StyledDrop>
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <StyledFileInput
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void choose(event)}
            disabled={busy !== null}
            aria-describedby={`${id}-file-hint`}
          />
          <FieldHint $small id={`${id}-file-hint`}>
            {busy === 'reading'
              ? 'Reading the file…'
              : 'The first row names the columns: Name (or First Name and Last Name), and any of Email, Phone, Household, Meal, Dietary Restrictions, Plus One, Table Assignment, Special Requests, RSVP Status. Guest lists exported from Zola, The Knot and Joy work as they are: partners become guests of the same household. Up to 1 MB.'}
          </FieldHint>
        </StyledDrop>
        {problem && <FormAlert>{problem}</FormAlert>}
        <FormActions>
          <DialogClose asChild>
            <Button $variant="ghost">Cancel</Button>
          </DialogClose>
        </FormActions>
      </StyledFlow>
    );
  }

  const { preview } = chosen;
  // One entry per guest: a row with partner columns gives two, under the same row number.
  const fileRows = new Set(preview.rows.map((entry) => entry.row)).size;
  return (
    <StyledFlow aria-busy={busy === 'importing'}>
      <StyledFileLine>
        <span>
          Checked <strong>{chosen.fileName}</strong>: {countOf(fileRows, 'row')}, {countOf(preview.rows.length, 'guest')}
        </span>
        <Button $variant="outline" $size="sm" onClick={() => setChosen(null)} disabled={busy !== null}>
          Choose another file
        </Button>
      </StyledFileLine>

      <ColumnSummary columns={preview.columns} />

      <StyledCounts aria-label="What the import will do">
        <StyledCount $tone="ready">
          <strong>{preview.validCount}</strong> ready
        </StyledCount>
        <StyledCount $tone="error">
          <strong>{preview.errorCount}</strong> with errors
        </StyledCount>
        <StyledCount $tone="duplicate">
          <strong>{preview.duplicateCount}</strong> {preview.duplicateCount === 1 ? 'duplicate' : 'duplicates'}
        </StyledCount>
      </StyledCounts>

      <ImportPreviewTable fileName={chosen.fileName} rows={preview.rows} includeDuplicates={includeDuplicates} />

      {preview.errorCount > 0 && (
        <FieldHint $small>Rows with errors are never imported. Fix them in the spreadsheet and import that file again, or add those guests by hand.</FieldHint>
      )}
      {preview.duplicateCount > 0 && (
        <CheckboxRow htmlFor={`${id}-duplicates`}>
          <input id={`${id}-duplicates`} type="checkbox" checked={includeDuplicates} onChange={(event) => setIncludeDuplicates(event.target.checked)} />
          Include duplicates ({preview.duplicateCount}): add them as separate guests anyway
        </CheckboxRow>
      )}

      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button onClick={() => void runImport()} disabled={toImport === 0 || busy !== null}>
          <UploadIcon /> {busy === 'importing' ? 'Importing...' : `Import ${countOf(toImport, 'guest')}`}
        </Button>
      </FormActions>
    </StyledFlow>
  );
}

/** Which headings the import understood, so a misnamed column is noticed before importing. */
function ColumnSummary({ columns }: { columns: ImportPreview['columns'] }) {
  const used = columns.filter((column) => column.field && column.heading).map((column) => column.heading);
  const unused = columns.filter((column) => !column.field && column.heading).map((column) => column.heading);
  return (
    <StyledColumns>
      <span>
        <strong>Columns used:</strong> {used.join(', ') || 'none'}
      </span>
      {unused.length > 0 && (
        <span>
          <strong>Not imported:</strong> {unused.join(', ')}
        </span>
      )}
    </StyledColumns>
  );
}

const StyledColumns = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  strong { color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

const StyledFlow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledDrop = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledFileInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &::file-selector-button {
    min-height: ${({ theme }) => theme.sizes.control};
    margin-right: ${({ theme }) => theme.space[3]};
    padding: 0 ${({ theme }) => theme.space[5]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.oak};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  &:hover::file-selector-button { background: ${({ theme }) => theme.colors.oakHover}; }
  &:focus-visible { outline: none; }
  &:focus-visible::file-selector-button { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:disabled { cursor: progress; opacity: 0.7; }
`;

const StyledFileLine = styled(SpreadRow)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { word-break: break-all; }
`;

const StyledCounts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const countTones = {
  ready: { background: 'successLight', color: 'success' },
  error: { background: 'dangerLight', color: 'danger' },
  duplicate: { background: 'bluebonnetLight', color: 'bluebonnet' },
} as const;

const StyledCount = styled.li<{ $tone: keyof typeof countTones }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[countTones[$tone].background]};
  color: ${({ theme, $tone }) => theme.colors[countTones[$tone].color]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;
