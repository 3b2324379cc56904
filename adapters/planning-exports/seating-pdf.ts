import type { CalendarDate } from '../../domain/shared/calendar-date.js';
import { formatLongDate } from '../../domain/shared/format.js';
import { pdfFonts, type FontRole } from './pdf-fonts.js';
import { newPdfDocument } from './pdf-document.js';

export interface PrintGuest {
  name: string;
  plusOne: boolean;
  plusOneName: string | null;
  declined: boolean;
}

export interface PrintTable {
  name: string;
  seats: number;
  seatsUsed: number;
  guests: readonly PrintGuest[];
}

/** What the printed chart shows: the tables in the couple's order, and who has no seat yet. */
export interface SeatingPrint {
  coupleName: string;
  eventDate: CalendarDate;
  venueName: string | null;
  tables: readonly PrintTable[];
  unassigned: readonly PrintGuest[];
}

export const SEATING_PDF_FILE_NAME = 'seating-chart.pdf';

const COLORS = { ink: '#2f2a24', muted: '#6f6659', green: '#4a6b3f', terracotta: '#b5583b', rule: '#d8cfbf', cut: '#9c927f' };
const MARGIN = 54;
const COLUMN_GAP = 24;
const LINE = { size: 10, gap: 3 };
const CARD = { columns: 2, rows: 5, margin: 36 };

/** A guest as the chart lists them: "Ana García + guest", or the plus-one by name when known. */
export function chartLine(guest: PrintGuest): string {
  const plusOne = guest.plusOne ? ` + ${guest.plusOneName ?? 'guest'}` : '';
  return `${guest.name}${plusOne}${guest.declined ? ' (declined)' : ''}`;
}

/** One card per seat: the guest, and their plus-one ("Guest of Ana García" when not named). Declined guests get none. */
export function placeCards(tables: readonly PrintTable[]): { name: string; table: string }[] {
  return tables.flatMap((table) =>
    table.guests
      .filter((guest) => !guest.declined)
      .flatMap((guest) => {
        const cards = [{ name: guest.name, table: table.name }];
        if (guest.plusOne) cards.push({ name: guest.plusOneName ?? `Guest of ${guest.name}`, table: table.name });
        return cards;
      }),
  );
}

const seatWord = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/**
 * The seating chart as a printable PDF: a heading, the tables in two columns (each with its seats
 * and guests; a long table continues in the next column), the guests not seated yet, then place
 * cards, ten to a Letter page, with dashed lines to cut along. Page numbers at the foot.
 */
export async function renderSeatingPdf(print: SeatingPrint, createdAt: Date): Promise<Buffer> {
  const fonts = pdfFonts();
  const doc = await newPdfDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Seating Chart: ${print.coupleName}`, Author: 'Hill Country Weddings', CreationDate: createdAt },
  });
  fonts.register(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Writes text in runs of the fonts that have its characters, from (x, y). */
  const write = (text: string, role: FontRole, size: number, color: string, at: { x: number; y: number }, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.x = at.x;
    doc.y = at.y;
    const runs = fonts.runs(text, role);
    doc.fillColor(color).fontSize(size);
    runs.forEach((run, index) => doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 }));
  };
  /** The width of text across its runs. */
  const widthOf = (text: string, role: FontRole, size: number) =>
    fonts.runs(text, role).reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
  /** The height one wrapped line block takes, measured in the text face. */
  const heightOf = (text: string, role: FontRole, size: number, width: number) => {
    doc.font(fonts.runs('x', role)[0].font).fontSize(size);
    return doc.heightOfString(text, { width });
  };

  const pageWidth = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN;
  const columnWidth = (pageWidth - COLUMN_GAP) / 2;

  // Heading
  write('Seating Chart', 'heading', 24, COLORS.green, { x: MARGIN, y: MARGIN });
  const facts = [print.coupleName, formatLongDate(print.eventDate), print.venueName].filter(Boolean).join(' · ');
  write(facts, 'text', 12, COLORS.ink, { x: MARGIN, y: doc.y }, { width: pageWidth });
  const seats = print.tables.reduce((sum, t) => sum + t.seats, 0);
  const used = print.tables.reduce((sum, t) => sum + t.seatsUsed, 0);
  const summary = [`${print.tables.length} ${print.tables.length === 1 ? 'table' : 'tables'}`, `${used} of ${seatWord(seats)} taken`];
  if (print.unassigned.length) summary.push(`${print.unassigned.length} ${print.unassigned.length === 1 ? 'guest' : 'guests'} not seated yet`);
  write(summary.join(' · '), 'text', 10, COLORS.muted, { x: MARGIN, y: doc.y }, { width: pageWidth });
  doc.moveDown(0.5).moveTo(MARGIN, doc.y).lineTo(MARGIN + pageWidth, doc.y).strokeColor(COLORS.rule).lineWidth(1).stroke();

  // The tables, flowing down two columns; each line checks its room and moves on when there is none.
  let column = 0;
  let top = doc.y + 14;
  let y = top;
  const nextColumn = () => {
    if (column === 0) column = 1;
    else {
      doc.addPage();
      column = 0;
      top = MARGIN;
    }
    y = top;
  };
  const x = () => MARGIN + column * (columnWidth + COLUMN_GAP);
  const room = (height: number) => {
    if (y + height > bottom) nextColumn();
  };
  const block = (heading: string, detail: string, detailColor: string, lines: readonly { text: string; color: string }[], empty: string) => {
    const headingHeight = heightOf(heading, 'heading', 13, columnWidth) + 16;
    const firstLine = lines[0] ? heightOf(lines[0].text, 'text', LINE.size, columnWidth - 10) + LINE.gap : 14;
    room(headingHeight + firstLine);
    const writeHeading = (continued: boolean) => {
      write(continued ? `${heading} (continued)` : heading, 'heading', 13, COLORS.green, { x: x(), y }, { width: columnWidth });
      y = doc.y;
      if (!continued) {
        write(detail, 'text', 9, detailColor, { x: x(), y }, { width: columnWidth });
        y = doc.y;
      }
      y += 4;
    };
    writeHeading(false);
    if (!lines.length) {
      write(empty, 'text', LINE.size, COLORS.muted, { x: x() + 10, y }, { width: columnWidth - 10 });
      y = doc.y;
    }
    for (const line of lines) {
      const height = heightOf(line.text, 'text', LINE.size, columnWidth - 10) + LINE.gap;
      if (y + height > bottom) {
        nextColumn();
        writeHeading(true);
      }
      write(line.text, 'text', LINE.size, line.color, { x: x() + 10, y }, { width: columnWidth - 10 });
      y = doc.y + LINE.gap;
    }
    y += 14;
  };

  if (!print.tables.length) {
    write('No tables yet: add them on the Seating tab of your planning dashboard.', 'text', 11, COLORS.muted, { x: MARGIN, y }, { width: pageWidth });
    y = doc.y + 14;
  }
  for (const table of print.tables) {
    const over = table.seatsUsed > table.seats;
    const detail = `${table.seatsUsed} of ${seatWord(table.seats)}${over ? ` · ${seatWord(table.seatsUsed - table.seats)} too many` : ''}`;
    const lines = table.guests.map((guest) => ({ text: chartLine(guest), color: guest.declined ? COLORS.terracotta : COLORS.ink }));
    block(table.name, detail, over ? COLORS.terracotta : COLORS.muted, lines, 'Nobody seated yet');
  }
  if (print.unassigned.length) {
    const lines = print.unassigned.map((guest) => ({ text: chartLine(guest), color: guest.declined ? COLORS.muted : COLORS.ink }));
    block('Not seated yet', `${print.unassigned.length} ${print.unassigned.length === 1 ? 'guest' : 'guests'}`, COLORS.terracotta, lines, '');
  }

  // Place cards: a grid filling the page inside a narrower margin, cut lines between and around.
  const cards = placeCards(print.tables);
  const perPage = CARD.columns * CARD.rows;
  const gridWidth = doc.page.width - CARD.margin * 2;
  const gridHeight = doc.page.height - CARD.margin * 2 - 18;
  const cardWidth = gridWidth / CARD.columns;
  const cardHeight = gridHeight / CARD.rows;
  for (let start = 0; start < cards.length; start += perPage) {
    doc.addPage({ size: 'LETTER', margin: CARD.margin });
    const gridTop = CARD.margin + 18;
    write('Place cards · cut along the dashed lines', 'text', 8, COLORS.muted, { x: CARD.margin, y: CARD.margin }, { width: gridWidth, lineBreak: false });
    const page = cards.slice(start, start + perPage);
    const rows = Math.ceil(page.length / CARD.columns);
    doc.save().lineWidth(0.5).strokeColor(COLORS.cut).dash(4, { space: 3 });
    for (let row = 0; row <= rows; row++) doc.moveTo(CARD.margin, gridTop + row * cardHeight).lineTo(CARD.margin + gridWidth, gridTop + row * cardHeight).stroke();
    for (let col = 0; col <= CARD.columns; col++) doc.moveTo(CARD.margin + col * cardWidth, gridTop).lineTo(CARD.margin + col * cardWidth, gridTop + rows * cardHeight).stroke();
    doc.undash().restore();
    page.forEach((card, index) => {
      const left = CARD.margin + (index % CARD.columns) * cardWidth + 14;
      const cardTop = gridTop + Math.floor(index / CARD.columns) * cardHeight;
      const inner = cardWidth - 28;
      // The name as large as fits on one line, down to a size that still reads across a table.
      let size = 22;
      while (size > 12 && widthOf(card.name, 'heading', size) > inner) size -= 1;
      const nameHeight = Math.min(heightOf(card.name, 'heading', size, inner), size * 2.6);
      const blockHeight = nameHeight + 8 + 14;
      const nameTop = cardTop + (cardHeight - blockHeight) / 2;
      write(card.name, 'heading', size, COLORS.ink, { x: left, y: nameTop }, { width: inner, align: 'center', height: size * 2.6, ellipsis: true });
      write(card.table, 'text', 11, COLORS.green, { x: left, y: nameTop + nameHeight + 8 }, { width: inner, align: 'center', height: 14, ellipsis: true });
    });
  }

  // Page numbers, written into the bottom margin of every buffered page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(`Hill Country Weddings · Page ${index + 1} of ${range.count}`, 'text', 8, COLORS.muted, { x: MARGIN, y: doc.page.height - 24 }, { width: pageWidth, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
