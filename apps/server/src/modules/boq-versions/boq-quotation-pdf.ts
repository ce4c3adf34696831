import { boqExportLines, boqSummaryLines, formatDisplayDate, type BoqExportLine } from '@haligi/shared';
import { createPdfDocument, drawLetterhead, DEJAVU_SANS_CONDENSED, type PdfDocumentOptions } from '../../lib/pdf-document';
import { formatQuantity } from '../inventory/receipt-pdf';
import type { QuotationData } from './boq-quotation.service';

/** `fonts` overrides the font files: DejaVu Sans Condensed fits the seven columns on A4. */
export type QuotationPdfOptions = Pick<PdfDocumentOptions, 'compress' | 'fonts'>;

const INK = '#1f2328';
const MUTED = '#5c636a';
const RULE = '#ced4da';
const SHADE = '#eef1f4';
const ACCENT = '#1c4f82';

/**
 * The quotation of a BOQ as an A4 PDF (decision 0036): the company's name and address, the
 * quotation number and date, the client and the project, the BOQ's lines grouped by heading with
 * their subtotals (the lines of the Excel export), the summary (direct cost, OCM, contingency,
 * profit, total with profit, 12% VAT, grand total), the terms, and a signature block ("Prepared by"
 * with the user's name, "Conforme" for the client). Every page after the first repeats a header
 * (company, quotation number) and, inside the table, the column headings; every page has its
 * number ("Page 2 of 3").
 */
export function renderQuotationPdf(data: QuotationData, options: QuotationPdfOptions = {}): Promise<Buffer> {
  const pdf = createPdfDocument(`Quotation ${data.number}`, {
    margin: { top: 40, left: 40, right: 40, bottom: 50 },
    compress: options.compress,
    bufferPages: true,
    author: data.company.name,
    subject: data.project.name,
    fonts: options.fonts ?? DEJAVU_SANS_CONDENSED,
  });
  const { doc, regular, bold, italic, left, width, bottom } = pdf;
  const money = (value: string | null) => (value === null ? '' : pdf.money(value));
  const dateText = formatDisplayDate(data.date);

  // Every page after the first: a slim header with the company and the quotation number.
  doc.on('pageAdded', () => {
    const y = doc.page.margins.top;
    doc.font(bold).fontSize(9).fillColor(INK).text(data.company.name, left, y, { width: width * 0.6, lineBreak: false });
    doc.font(regular).fontSize(9).fillColor(MUTED).text(`Quotation ${data.number} · ${dateText}`, left + width * 0.6, y, { width: width * 0.4, align: 'right', lineBreak: false });
    doc.moveTo(left, y + 15).lineTo(left + width, y + 15).strokeColor(RULE).lineWidth(0.75).stroke();
    doc.fillColor(INK);
    doc.x = left;
    doc.y = y + 24;
  });
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Letterhead: the company on the left, the document on the right.
  const top = doc.y;
  const afterCompany = drawLetterhead(pdf, data.company, { top, width: width * 0.58, nameSize: 17, ink: INK, muted: MUTED });
  doc.font(bold).fontSize(22).fillColor(ACCENT).text('QUOTATION', left + width * 0.58, top, { width: width * 0.42, align: 'right', characterSpacing: 1 });
  const meta: [string, string][] = [
    ['Quotation No.', data.number],
    ['Date', dateText],
    ['Revision', String(data.boq.revision)],
  ];
  for (const [label, value] of meta) {
    const y = doc.y;
    doc.font(regular).fontSize(9).fillColor(MUTED).text(label, left + width * 0.58, y, { width: width * 0.42 - 90, align: 'right' });
    doc.font(bold).fontSize(9).fillColor(INK).text(value, left + width - 85, y, { width: 85, align: 'right' });
  }
  doc.y = Math.max(afterCompany, doc.y) + 10;
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor(ACCENT).lineWidth(1.5).stroke();
  doc.y += 12;

  // The client and the project, side by side.
  const boxTop = doc.y;
  const half = (width - 16) / 2;
  const block = (x: number, title: string, lines: { text: string; strong?: boolean }[]) => {
    doc.font(bold).fontSize(8).fillColor(MUTED).text(title.toUpperCase(), x, boxTop, { width: half, characterSpacing: 0.5 });
    doc.moveDown(0.2);
    for (const line of lines.filter((l) => l.text)) doc.font(line.strong ? bold : regular).fontSize(line.strong ? 11 : 9).fillColor(INK).text(line.text, x, doc.y, { width: half });
    return doc.y;
  };
  const client = data.client;
  const clientEnd = block(
    left,
    'Quotation for',
    client
      ? [{ text: client.name, strong: true }, { text: client.address }, { text: client.contactNumber }, { text: client.email }]
      : [{ text: 'No client on the project', strong: true }],
  );
  const projectEnd = block(left + half + 16, 'Project', [
    { text: data.project.name, strong: true },
    { text: data.project.address },
    { text: `Bill of Quantities: ${data.boq.name}, revision ${data.boq.revision}` },
  ]);
  doc.x = left;
  doc.y = Math.max(clientEnd, projectEnd) + 14;
  doc.font(regular).fontSize(9).fillColor(INK).text('We are pleased to submit our quotation for the works below. Amounts are in Philippine pesos.', left, doc.y, { width });
  doc.moveDown(0.8);

  // The lines.
  const columns = [
    { label: 'No.', width: 34, align: 'left' as const },
    { label: 'Description', width: width - 34 - 48 - 38 - 3 * 77, align: 'left' as const },
    { label: 'Qty', width: 48, align: 'right' as const },
    { label: 'Unit', width: 38, align: 'left' as const },
    { label: 'Material', width: 77, align: 'right' as const },
    { label: 'Labor', width: 77, align: 'right' as const },
    { label: 'Amount', width: 77, align: 'right' as const },
  ];
  const PAD = 4;
  const tableHeader = () => {
    const y = doc.y;
    doc.rect(left, y, width, 18).fill(ACCENT);
    let x = left;
    doc.font(bold).fontSize(8).fillColor('#ffffff');
    for (const column of columns) {
      doc.text(column.label, x + PAD, y + 5, { width: column.width - 2 * PAD, align: column.align, lineBreak: false });
      x += column.width;
    }
    doc.fillColor(INK);
    doc.x = left;
    doc.y = y + 18;
  };
  type Style = { font: string; shade?: string; rule?: boolean; indent?: number };
  const row = (cells: string[], style: Style) => {
    doc.font(style.font).fontSize(8);
    const indent = style.indent ?? 0;
    const heights = cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i].width - 2 * PAD - (i === 1 ? indent : 0) }));
    const height = Math.max(...heights) + 2 * PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      tableHeader();
      doc.font(style.font).fontSize(8);
    }
    const y = doc.y;
    if (style.shade) doc.rect(left, y, width, height).fill(style.shade);
    let x = left;
    doc.fillColor(INK);
    cells.forEach((cell, i) => {
      const shift = i === 1 ? indent : 0;
      doc.text(cell, x + PAD + shift, y + PAD, { width: columns[i].width - 2 * PAD - shift, align: columns[i].align });
      x += columns[i].width;
    });
    doc.moveTo(left, y + height).lineTo(left + width, y + height).strokeColor(style.rule ? MUTED : RULE).lineWidth(style.rule ? 0.75 : 0.4).stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const lineCells = (line: BoqExportLine): string[] => [
    line.kind === 'ROW' ? line.numerals : '',
    line.description,
    line.quantity === null ? '' : formatQuantity(line.quantity),
    line.unit ?? '',
    money(line.materialTotalCost),
    money(line.laborTotalCost),
    money(line.grossTotal),
  ];
  ensureSpace(60);
  tableHeader();
  const lines = boqExportLines(data.computed).filter((line) => line.kind !== 'GRAND_TOTAL');
  if (lines.length === 0) row(['', 'No lines yet', '', '', '', '', ''], { font: italic });
  for (const line of lines) {
    const indent = Math.min(line.generation, 4) * 8;
    if (line.kind === 'SUBTOTAL') row(lineCells(line), { font: bold, shade: SHADE, rule: true, indent });
    else if (line.type === 'HEADING') row(lineCells(line), { font: bold, shade: '#dde6f0', indent });
    else if (line.type === 'SUBHEADING') row(lineCells(line), { font: bold, indent });
    else row(lineCells(line), { font: regular, indent });
  }

  // The summary, right-aligned under the amounts.
  const summary = boqSummaryLines(data.computed, data.settings);
  const summaryWidth = 270;
  const summaryLeft = left + width - summaryWidth;
  ensureSpace(summary.length * 18 + 20);
  doc.y += 10;
  for (const line of summary) {
    const isGrand = line.key === 'GRAND_TOTAL';
    const height = isGrand ? 22 : 16;
    const y = doc.y;
    if (isGrand) doc.rect(summaryLeft, y, summaryWidth, height).fill(ACCENT);
    else if (line.isTotal) doc.moveTo(summaryLeft, y).lineTo(summaryLeft + summaryWidth, y).strokeColor(MUTED).lineWidth(0.75).stroke();
    const font = line.isTotal ? bold : regular;
    const size = isGrand ? 10 : 9;
    doc.fillColor(isGrand ? '#ffffff' : INK).font(font).fontSize(size);
    doc.text(line.label, summaryLeft + 6, y + (height - size) / 2 - 1, { width: summaryWidth - 120, lineBreak: false });
    doc.text(money(line.amount), summaryLeft + summaryWidth - 116, y + (height - size) / 2 - 1, { width: 110, align: 'right', lineBreak: false });
    doc.fillColor(INK);
    doc.y = y + height;
  }
  doc.x = left;
  doc.y += 18;

  // Terms, a paragraph at a time so a long list breaks across pages cleanly.
  ensureSpace(40);
  doc.font(bold).fontSize(10).fillColor(ACCENT).text('Terms and Conditions', left, doc.y, { width });
  doc.moveDown(0.3);
  doc.fillColor(INK).font(regular).fontSize(8.5);
  for (const paragraph of data.terms.split('\n')) {
    const height = doc.heightOfString(paragraph || ' ', { width });
    ensureSpace(height + 2);
    doc.font(regular).fontSize(8.5).fillColor(INK).text(paragraph || ' ', left, doc.y, { width });
    doc.moveDown(0.15);
  }
  doc.y += 16;

  // Signatures, kept together.
  ensureSpace(120);
  const signTop = doc.y;
  const signWidth = (width - 40) / 2;
  const signature = (x: number, title: string, name: string, caption: string, withDate: boolean) => {
    doc.font(bold).fontSize(9).fillColor(INK).text(title, x, signTop, { width: signWidth });
    const lineY = signTop + 48;
    doc.moveTo(x, lineY).lineTo(x + signWidth, lineY).strokeColor(INK).lineWidth(0.75).stroke();
    doc.font(bold).fontSize(9).text(name, x, lineY + 4, { width: signWidth });
    doc.font(regular).fontSize(8).fillColor(MUTED).text(caption, x, doc.y, { width: signWidth });
    if (withDate) {
      const dateY = lineY + 44;
      doc.font(regular).fontSize(8).fillColor(INK).text('Date:', x, dateY - 9, { width: 30, lineBreak: false });
      doc.moveTo(x + 30, dateY).lineTo(x + signWidth * 0.6, dateY).strokeColor(INK).lineWidth(0.75).stroke();
    }
    doc.fillColor(INK);
  };
  signature(left, 'Prepared by:', data.preparedBy.name, [data.preparedBy.role, data.company.name].filter(Boolean).join(', '), false);
  signature(left + signWidth + 40, 'Conforme:', data.client?.name ?? '', 'Signature over printed name', true);
  doc.x = left;
  doc.y = signTop + 110;

  // Page numbers, written last on every buffered page (inside the bottom margin).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const marginBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 32;
    doc.moveTo(left, y - 6).lineTo(left + width, y - 6).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.font(regular).fontSize(8).fillColor(MUTED);
    doc.text(`${data.number} · ${data.project.name}`, left, y, { width: width * 0.7, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + width * 0.7, y, { width: width * 0.3, align: 'right', lineBreak: false });
    doc.page.margins.bottom = marginBottom;
  }
  doc.end();
  return pdf.done;
}
