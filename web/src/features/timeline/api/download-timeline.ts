import { downloadFile } from '@/lib/download-file';

export type TimelineFileKind = 'pdf' | 'ics';

export const timelineFileUrl = (kind: TimelineFileKind) => `/api/my/timeline.${kind}`;

/** The timeline as a PDF or a calendar file, saved under the server's name. */
export function downloadTimelineFile(kind: TimelineFileKind): Promise<string> {
  return downloadFile(timelineFileUrl(kind), `wedding-timeline.${kind}`);
}
