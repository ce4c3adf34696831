import { formatDateTime, jobOrderStatusLabel, meterUnit } from '@haligi/shared';
import Decimal from 'decimal.js';
import type { LetterheadInput } from '../../lib/letterhead';
import { createPdfDocument, drawLetterhead, drawTableRow, type PdfDocumentOptions } from '../../lib/pdf-document';

export interface JobOrderSheet {
  company: LetterheadInput;
  code: string;
  status: string;
  statusReason: string | null;
  description: string;
  equipment: { code: string; name: string; meterType: string; meterReading: string };
  warehouse: { name: string } | null;
  estimatedCost: string;
  partsCost: string;
  laborCost: string;
  total: string;
  meterReading: string | null;
  requestedBy: { name: string } | null;
  createdAt: Date | string;
  completedAt: Date | string | null;
  partsIssued: { itemName: string; sku: string; uom: string; quantity: string; cost: string; receiptCode: string }[];
  labor: { description: string; hours: string; rate: string; amount: string }[];
}

const quantity = (value: Decimal.Value) => new Decimal(value).toString();

/**
 * The job order as the workshop prints it (A4): the company, the code and status, the unit and its
 * meter, the work, the parts issued (item, quantity, cost, receipt), the labour, the totals and
 * signature lines for the mechanic and the approver.
 */
export function renderJobOrderPdf(sheet: JobOrderSheet, options: Pick<PdfDocumentOptions, 'compress'> = {}): Promise<Buffer> {
  const pdf = createPdfDocument(`${sheet.code} Job Order`, options);
  const { doc, done, regular, bold, money, left, width, bottom } = pdf;

  const top = doc.y;
  const afterCompany = drawLetterhead(pdf, sheet.company, { top, width: width * 0.6 });
  doc.fillColor('#000').font(bold).fontSize(14).text('Job Order', left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.font(regular).fontSize(11).text(sheet.code, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(afterCompany, doc.y) + 14;

  const unit = meterUnit(sheet.equipment.meterType);
  const details: [string, string][] = [
    ['Status', sheet.statusReason ? `${jobOrderStatusLabel(sheet.status)}: ${sheet.statusReason}` : jobOrderStatusLabel(sheet.status)],
    ['Equipment', `${sheet.equipment.code} ${sheet.equipment.name}`],
    ['Meter', `${quantity(sheet.meterReading ?? sheet.equipment.meterReading)} ${unit}`],
    ['Requested By', sheet.requestedBy?.name ?? '-'],
    ['Opened', formatDateTime(sheet.createdAt)],
    ['Completed', sheet.completedAt ? formatDateTime(sheet.completedAt) : '-'],
    ['Parts From', sheet.warehouse?.name ?? '-'],
    ['Estimate', money(sheet.estimatedCost)],
  ];
  for (const [label, value] of details) {
    const y = doc.y;
    doc.font(bold).fontSize(9).text(label, left, y, { width: 100 });
    doc.font(regular).fontSize(9).text(value, left + 100, y, { width: width - 100 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.6);
  doc.font(bold).fontSize(10).text('Work', left, doc.y, { width });
  doc.font(regular).fontSize(9).text(sheet.description, { width });
  doc.moveDown(0.8);

  const table = (title: string, columns: { label: string; share: number; align: 'left' | 'right' }[], rows: string[][], empty: string) => {
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.font(bold).fontSize(10).text(title, left, doc.y, { width });
    doc.moveDown(0.3);
    const row = (cells: string[], font: string, shade = false) => drawTableRow(pdf, columns, cells, font, { shade });
    row(columns.map((c) => c.label), bold, true);
    for (const cells of rows) row(cells, regular);
    if (rows.length === 0) row([empty, ...columns.slice(1).map(() => '')], regular);
    doc.moveDown(0.8);
  };
  table(
    'Parts Issued',
    [
      { label: 'Item', share: 0.44, align: 'left' },
      { label: 'Quantity', share: 0.16, align: 'right' },
      { label: 'Cost', share: 0.2, align: 'right' },
      { label: 'Receipt', share: 0.2, align: 'left' },
    ],
    sheet.partsIssued.map((p) => [`${p.itemName}\n${p.sku}`, `${quantity(p.quantity)} ${p.uom}`, money(p.cost), p.receiptCode]),
    'No parts issued',
  );
  table(
    'Labour',
    [
      { label: 'Work', share: 0.44, align: 'left' },
      { label: 'Hours', share: 0.16, align: 'right' },
      { label: 'Rate', share: 0.2, align: 'right' },
      { label: 'Amount', share: 0.2, align: 'right' },
    ],
    sheet.labor.map((l) => [l.description, quantity(l.hours), money(l.rate), money(l.amount)]),
    'No labour',
  );
  for (const [label, value] of [
    ['Parts', sheet.partsCost],
    ['Labour', sheet.laborCost],
    ['Total', sheet.total],
  ] as const) {
    const y = doc.y;
    doc.font(bold).fontSize(10).text(label, left, y, { width: width - 130, align: 'right' });
    doc.text(money(value), left + width - 125, y, { width: 125, align: 'right' });
    doc.x = left;
    doc.moveDown(0.3);
  }
  if (doc.y + 80 > bottom()) doc.addPage();
  doc.moveDown(3);
  const y = doc.y;
  for (const [i, label] of ['Mechanic', 'Approved by'].entries()) {
    const x = left + i * (width / 2);
    doc.moveTo(x, y).lineTo(x + width / 2 - 30, y).strokeColor('#000').lineWidth(0.5).stroke();
    doc.font(regular).fontSize(9).text(label, x, y + 4, { width: width / 2 - 30 });
  }
  doc.end();
  return done;
}
