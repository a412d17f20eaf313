import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.ts';

const LEFT = 50;
const RIGHT = 545;
const AMOUNT_WIDTH = 120;

/**
 * Lays an invoice out on A4 pages with pdfkit (its standard Helvetica covers the French
 * accents and the no-break spaces of French amounts). Answers the PDF's bytes.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    lang: invoice.locale,
    info: { Title: `${invoice.title} ${invoice.header[0]?.amount ?? ''}`.trim() },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(20).text(invoice.locationName);
  pdf.fontSize(16).text(invoice.title).moveDown(0.5);
  pdf.font('Helvetica').fontSize(10);
  for (const line of invoice.header) row(pdf, line);
  pdf.moveDown();
  heading(pdf, invoice.billTo.heading);
  for (const line of invoice.billTo.lines) pdf.text(line);
  pdf.moveDown();

  const [quantity, item, amount] = invoice.items.heading;
  itemRow(pdf, quantity, item, amount, true);
  for (const [q, name, price] of invoice.items.rows) itemRow(pdf, q, name, price, false);
  pdf.moveDown();
  for (const line of invoice.costs) row(pdf, line);
  pdf.moveDown();
  for (const section of [invoice.payments, invoice.deposits]) {
    heading(pdf, section.heading);
    if (section.rows.length === 0) pdf.text(section.none);
    for (const line of section.rows) row(pdf, line);
    pdf.moveDown();
  }
  pdf.font('Helvetica-Bold').fontSize(12);
  row(pdf, invoice.balance);
  pdf.end();
  return done;
}

function heading(pdf: PDFKit.PDFDocument, text: string): void {
  pdf.font('Helvetica-Bold').text(text).font('Helvetica');
}

/** A label on the left and its amount aligned right, on one line. */
function row(pdf: PDFKit.PDFDocument, line: InvoiceLine): void {
  const y = pdf.y;
  pdf.text(line.label, LEFT, y, { width: RIGHT - LEFT - AMOUNT_WIDTH });
  const after = pdf.y;
  pdf.text(line.amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  pdf.x = LEFT;
  pdf.y = Math.max(after, pdf.y);
}

function itemRow(
  pdf: PDFKit.PDFDocument,
  quantity: string,
  name: string,
  amount: string,
  bold: boolean,
): void {
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  const y = pdf.y;
  pdf.text(quantity, LEFT, y, { width: 40 });
  pdf.text(name, LEFT + 45, y, { width: RIGHT - LEFT - 45 - AMOUNT_WIDTH });
  const after = pdf.y;
  pdf.text(amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  pdf.x = LEFT;
  pdf.y = Math.max(after, pdf.y);
  pdf.font('Helvetica');
}
