import { BILLING_STATUS_LABELS, formatDate, type BillingStatus } from '@haligi/shared';
import Decimal from 'decimal.js';
import type { LetterheadInput } from '../../lib/letterhead';
import { createPdfDocument, drawLetterhead, drawTableRow, type PdfDocumentOptions } from '../../lib/pdf-document';

export interface BillingSheet {
  company: LetterheadInput;
  code: string;
  billingNo: number;
  status: string;
  project: { name: string };
  client: { name: string } | null;
  periodEnd: string;
  dueDate: string;
  downpaymentPercent: string;
  retentionPercent: string;
  contractAmount: string;
  grossAccomplishment: string;
  downpaymentRecoupment: string;
  vat: string;
  retention: string;
  amountDue: string;
  collectedAmount: string;
  percentToDate: string;
  lines: { description: string; amount: string; previousPercent: string; toDatePercent: string; gross: string }[];
  collections: { amount: string; reference: string; createdAt: Date | string; fundAccount: { name: string } }[];
}

const percent = (value: Decimal.Value) => `${new Decimal(value).toFixed(2)}%`;

/**
 * The progress billing as the client receives it (A4): the company, billing number and code, the
 * project and client, each BOQ line's contract amount and percent before and to date with this
 * billing's amount, then the summary (gross, down payment recouped, VAT, retention, amount due)
 * and the collections so far, with signature lines.
 */
export function renderBillingPdf(sheet: BillingSheet, options: Pick<PdfDocumentOptions, 'compress'> = {}): Promise<Buffer> {
  const pdf = createPdfDocument(`${sheet.code} Progress Billing`, options);
  const { doc, done, regular, bold, money, left, width, bottom } = pdf;
  const top = doc.y;
  const afterCompany = drawLetterhead(pdf, sheet.company, { top, width: width * 0.6 });
  doc.fillColor('#000').font(bold).fontSize(14).text(`Progress Billing No. ${sheet.billingNo}`, left + width * 0.5, top, { width: width * 0.5, align: 'right' });
  doc.font(regular).fontSize(11).text(sheet.code, { width: width * 0.5, align: 'right' });
  doc.y = Math.max(afterCompany, doc.y) + 14;

  const details: [string, string][] = [
    ['Project', sheet.project.name],
    ['Client', sheet.client?.name ?? '-'],
    ['Period Ending', formatDate(sheet.periodEnd)],
    ['Due Date', formatDate(sheet.dueDate)],
    ['Status', BILLING_STATUS_LABELS[sheet.status as BillingStatus] ?? sheet.status],
    ['Contract Amount', money(sheet.contractAmount)],
    ['Accomplished To Date', percent(sheet.percentToDate)],
    ['Payment Terms', `Down payment ${percent(sheet.downpaymentPercent)}, retention ${percent(sheet.retentionPercent)}`],
  ];
  for (const [label, value] of details) {
    const y = doc.y;
    doc.font(bold).fontSize(9).text(label, left, y, { width: 130 });
    doc.font(regular).fontSize(9).text(value, left + 130, y, { width: width - 130 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);

  const columns = [
    { label: 'Work Item', share: 0.4, align: 'left' as const },
    { label: 'Contract Amount', share: 0.18, align: 'right' as const },
    { label: 'Previous', share: 0.12, align: 'right' as const },
    { label: 'To Date', share: 0.12, align: 'right' as const },
    { label: 'This Billing', share: 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], font: string, shade = false) => drawTableRow(pdf, columns, cells, font, { shade });
  row(columns.map((c) => c.label), bold, true);
  for (const line of sheet.lines) row([line.description, money(line.amount), percent(line.previousPercent), percent(line.toDatePercent), money(line.gross)], regular);
  doc.moveDown(0.8);

  const summary: [string, string, boolean][] = [
    ['Gross accomplishment this billing', money(sheet.grossAccomplishment), false],
    [`Less down payment recouped (${percent(sheet.downpaymentPercent)})`, `(${money(sheet.downpaymentRecoupment)})`, false],
    ['Add VAT (12%)', money(sheet.vat), false],
    [`Less retention (${percent(sheet.retentionPercent)})`, `(${money(sheet.retention)})`, false],
    ['Amount Due', money(sheet.amountDue), true],
  ];
  if (doc.y + 110 > bottom()) doc.addPage();
  for (const [label, value, strong] of summary) {
    const y = doc.y;
    doc.font(strong ? bold : regular).fontSize(strong ? 11 : 10).text(label, left, y, { width: width - 140, align: 'right' });
    doc.text(value, left + width - 135, y, { width: 135, align: 'right' });
    doc.x = left;
    doc.moveDown(0.3);
  }
  if (sheet.collections.length) {
    doc.moveDown(0.6);
    doc.font(bold).fontSize(10).text('Collections', left, doc.y, { width });
    for (const c of sheet.collections) {
      doc.font(regular).fontSize(9).text(`${formatDate(c.createdAt)}  ${c.reference || '-'}  ${c.fundAccount.name}  ${money(c.amount)}`, left, doc.y, { width });
    }
    doc.font(bold).fontSize(10).text(`Balance: ${money(new Decimal(sheet.amountDue).minus(sheet.collectedAmount))}`, left, doc.y, { width, align: 'right' });
  }
  if (doc.y + 80 > bottom()) doc.addPage();
  doc.moveDown(3);
  const y = doc.y;
  for (const [i, label] of ['Prepared by', 'Received by (client)'].entries()) {
    const x = left + i * (width / 2);
    doc.moveTo(x, y).lineTo(x + width / 2 - 30, y).strokeColor('#000').lineWidth(0.5).stroke();
    doc.font(regular).fontSize(9).text(label, x, y + 4, { width: width / 2 - 30 });
  }
  doc.end();
  return done;
}
