/**
 * A new PDFKit document. pdfkit, with the font, image and compression code it brings, loads with the
 * first PDF asked for rather than as the server starts: memory a process that makes no PDF never holds.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}
