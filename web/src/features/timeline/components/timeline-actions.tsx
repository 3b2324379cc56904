import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { CalendarIcon, DownloadIcon, ListChecksIcon, SendIcon, SparkleIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/use-toast';
import { downloadTimelineFile, type TimelineFileKind } from '../api/download-timeline';

export type TimelineDialog = 'generate' | 'add' | 'share';

interface TimelineActionsProps {
  onOpen(dialog: TimelineDialog): void;
  /** Exports of an empty timeline would be empty files. */
  hasTasks: boolean;
  shared: boolean;
  /** False for a collaborator who only views and comments: the exports stay, the changes go. */
  canEdit: boolean;
}

const FILE_WORDS: Readonly<Record<TimelineFileKind, string>> = { pdf: 'PDF', ics: 'calendar file' };

export function TimelineActions({ onOpen, hasTasks, shared, canEdit }: TimelineActionsProps) {
  const [downloading, setDownloading] = useState<TimelineFileKind | null>(null);
  const { toast } = useToast();

  const download = async (kind: TimelineFileKind) => {
    setDownloading(kind);
    try {
      await downloadTimelineFile(kind);
    } catch (error) {
      toast({ title: `The ${FILE_WORDS[kind]} could not be made`, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <StyledToolbar role="group" aria-label="Timeline actions">
      {canEdit && (
        <>
          <Button onClick={() => onOpen('generate')}>
            <SparkleIcon /> Generate Timeline
          </Button>
          <Button $variant="secondary" onClick={() => onOpen('add')}>
            <ListChecksIcon /> Add Task
          </Button>
        </>
      )}
      <Button $variant="outline" onClick={() => void download('pdf')} disabled={!hasTasks || downloading !== null} aria-busy={downloading === 'pdf'}>
        <DownloadIcon /> {downloading === 'pdf' ? 'Preparing…' : 'Export PDF'}
      </Button>
      <Button $variant="outline" onClick={() => void download('ics')} disabled={!hasTasks || downloading !== null} aria-busy={downloading === 'ics'}>
        <CalendarIcon /> {downloading === 'ics' ? 'Preparing…' : 'Export Calendar'}
      </Button>
      {canEdit && (
        <Button $variant="outline" onClick={() => onOpen('share')}>
          <SendIcon /> {shared ? 'Sharing On' : 'Share Timeline'}
        </Button>
      )}
    </StyledToolbar>
  );
}

const StyledToolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};

  > * { padding-left: ${({ theme }) => theme.space[3]}; padding-right: ${({ theme }) => theme.space[3]}; }

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-wrap: wrap;
    > * { padding-left: ${({ theme }) => theme.space[5]}; padding-right: ${({ theme }) => theme.space[5]}; }
  }
`;
