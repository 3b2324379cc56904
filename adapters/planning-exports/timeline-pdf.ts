import type { TimelineTask } from '../../domain/planning/timeline-task.js';
import { isTaskOverdue } from '../../domain/planning/timeline.js';
import type { CalendarDate } from '../../domain/shared/calendar-date.js';
import { formatLongDate } from '../../domain/shared/format.js';
import { pdfFonts, type FontRole } from './pdf-fonts.js';
import { newPdfDocument } from './pdf-document.js';

/** What the PDF shows: the couple's timeline as read today. */
export interface TimelinePrint {
  coupleName: string;
  weddingDate: CalendarDate | null;
  tasks: readonly TimelineTask[];
  progress: { total: number; completed: number; overdue: number };
  today: CalendarDate;
}

const COLORS = { ink: '#2f2a24', muted: '#6f6659', green: '#4a6b3f', terracotta: '#b5583b', rule: '#d8cfbf' };
const MARGIN = 54;
const BOX = 10;
const INDENT = 20;

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const asUtc = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The file name of a downloaded timeline: wedding-timeline-{date}.pdf (or .ics). */
export function timelineFileName(exportedOn: CalendarDate, extension: 'pdf' | 'ics'): string {
  return `wedding-timeline-${exportedOn}.${extension}`;
}

/**
 * The timeline as a printable PDF: a heading with the couple, the date and the progress, then
 * the tasks month by month, each with a drawn checkbox (ticked when done), its due date,
 * category and priority, description and notes. Page numbers at the foot.
 */
export async function renderTimelinePdf(print: TimelinePrint, createdAt: Date): Promise<Buffer> {
  const fonts = pdfFonts();
  const doc = await newPdfDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Wedding Planning Timeline: ${print.coupleName}`, Author: 'Hill Country Weddings', CreationDate: createdAt },
  });
  fonts.register(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Writes text in runs of the fonts that have its characters, from (x, y) when given. */
  const write = (text: string, role: FontRole, size: number, color: string, options: PDFKit.Mixins.TextOptions = {}, position?: { x: number; y?: number }) => {
    if (position) {
      doc.x = position.x;
      if (position.y !== undefined) doc.y = position.y;
    }
    const runs = fonts.runs(text, role);
    doc.fillColor(color).fontSize(size);
    runs.forEach((run, index) => doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 }));
  };
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN;

  write('Wedding Planning Timeline', 'heading', 24, COLORS.green);
  write(print.weddingDate ? `${print.coupleName} · ${formatLongDate(print.weddingDate)}` : print.coupleName, 'text', 12, COLORS.ink);
  const { total, completed, overdue } = print.progress;
  write(`${completed} of ${total} tasks complete${overdue ? ` · ${overdue} overdue` : ''} · as of ${formatLongDate(print.today)}`, 'text', 10, COLORS.muted);
  doc.moveDown(0.5).moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor(COLORS.rule).lineWidth(1).stroke();
  doc.moveDown(0.8);

  if (!print.tasks.length) write('No tasks yet: generate a timeline on the planning page.', 'text', 11, COLORS.muted);

  let month = '';
  for (const task of print.tasks) {
    const taskMonth = MONTH.format(asUtc(task.dueDate));
    const textWidth = width - INDENT;
    doc.font(fonts.runs('x', 'text')[0].font).fontSize(9.5);
    const needed = 34 + (task.description ? doc.heightOfString(task.description, { width: textWidth }) : 0) + (task.notes ? doc.heightOfString(task.notes, { width: textWidth }) + 4 : 0);
    if (doc.y + needed + (taskMonth !== month ? 30 : 0) > bottom()) doc.addPage();
    if (taskMonth !== month) {
      month = taskMonth;
      doc.moveDown(0.4);
      write(month, 'heading', 14, COLORS.green, { width });
      doc.moveDown(0.3);
    }
    const top = doc.y;
    doc.lineWidth(1).strokeColor(task.isCompleted ? COLORS.green : COLORS.muted).rect(MARGIN, top + 2, BOX, BOX).stroke();
    if (task.isCompleted) {
      // A drawn tick: the fonts have no check mark glyph.
      doc.lineWidth(1.6).strokeColor(COLORS.green).moveTo(MARGIN + 2, top + 7).lineTo(MARGIN + 4.5, top + 10).lineTo(MARGIN + 9, top + 3.5).stroke();
    }
    const late = isTaskOverdue(task, print.today);
    write(task.title, 'bold', 11, task.isCompleted ? COLORS.muted : COLORS.ink, { width: textWidth }, { x: MARGIN + INDENT, y: top });
    const meta = [`Due ${SHORT_DATE.format(asUtc(task.dueDate))}${late ? ' (overdue)' : ''}`, capitalized(task.category), `${capitalized(task.priority)} priority`];
    if (task.estimatedDuration) meta.push(task.estimatedDuration);
    if (task.isCompleted) meta.push('Done');
    write(meta.join(' · '), 'text', 9, late ? COLORS.terracotta : COLORS.muted, { width: textWidth }, { x: MARGIN + INDENT });
    if (task.description) write(task.description, 'text', 9.5, COLORS.ink, { width: textWidth }, { x: MARGIN + INDENT });
    if (task.notes) write(`Notes: ${task.notes}`, 'text', 9.5, COLORS.muted, { width: textWidth }, { x: MARGIN + INDENT });
    doc.x = MARGIN;
    doc.moveDown(0.6);
  }

  // Page numbers, written into the bottom margin of every buffered page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(`Hill Country Weddings · Page ${index + 1} of ${range.count}`, 'text', 8, COLORS.muted, { width, align: 'center' }, { x: MARGIN, y: doc.page.height - MARGIN / 2 - 4 });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
