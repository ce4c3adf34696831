import { formatDateTime, NO_MEMO } from '@haligi/shared';
import Decimal from 'decimal.js';
import type { LetterheadInput } from '../../lib/letterhead';
import { createPdfDocument, drawLetterhead, type PdfDocumentOptions } from '../../lib/pdf-document';
import type { ReceiptAnswer } from './receipts.service';

export interface ReceiptPayment {
  fundAccount: { name: string };
  createdAt: Date | string;
  amount: string;
}

/** `fonts` overrides the font files (tests of the fallback). */
export type ReceiptPdfOptions = Pick<PdfDocumentOptions, 'compress' | 'fonts'>;

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 1250.5 -> "1,250.5"; a deducting quantity gets a minus. */
export function formatQuantity(value: Decimal.Value, negative = false): string {
  const text = new Decimal(value).abs().toString();
  const [whole, fraction] = text.split('.');
  return `${negative && !new Decimal(value).isZero() ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The item receipt as a PDF (A4): company name and address, code, type, reference, processed by,
 * date, the lines (item, description, quantity, rate, amount; deducting quantities with a minus),
 * the total, the memo or "No memo", and for a purchase order with a balance its payments and the
 * Balance Due.
 */
export function renderReceiptPdf(receipt: ReceiptAnswer & { company: LetterheadInput }, payments: ReceiptPayment[], options: ReceiptPdfOptions = {}): Promise<Buffer> {
  const { itemReceiptInfo: info, itemReceiptItemList: lines } = receipt;
  const pdf = createPdfDocument(`${info.code} ${receipt.itemReceiptType.label}`, options);
  const { doc, done, regular, bold, money, left, width, bottom } = pdf;

  // Header: the company on the left, the document on the right.
  const top = doc.y;
  const afterCompany = drawLetterhead(pdf, receipt.company, { top, width: width * 0.6 });
  doc.fillColor('#000').font(bold).fontSize(14).text(receipt.itemReceiptType.label, left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.font(regular).fontSize(11).text(info.code, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(afterCompany, doc.y) + 14;

  // Details.
  const details: [string, string][] = [
    ['Code', info.code],
    ['Type', receipt.itemReceiptType.label],
    ['Reference', info.reference || '-'],
    ['Processed By', info.processedBy?.name ?? '-'],
    ['Date', formatDateTime(info.createdAt)],
    ['Warehouse', info.warehouse.name],
  ];
  if (info.supplier) details.push(['Supplier', info.supplier.name]);
  if (info.purchaseOrder) details.push(['Purchase Order', info.purchaseOrder.code]);
  if (info.partnerReceipt) details.push([info.type.key === 'TRANSFER_IN' ? 'Transferred From' : 'Transferred To', info.partnerReceipt.code]);
  for (const [label, value] of details) {
    const y = doc.y;
    doc.font(bold).fontSize(9).text(label, left, y, { width: 100 });
    doc.font(regular).fontSize(9).text(value, left + 100, y, { width: width - 100 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);

  // Lines.
  const columns = [
    { label: 'Item', width: width * 0.3, align: 'left' as const },
    { label: 'Description', width: width * 0.28, align: 'left' as const },
    { label: 'Quantity', width: width * 0.12, align: 'right' as const },
    { label: 'Rate', width: width * 0.14, align: 'right' as const },
    { label: 'Amount', width: width * 0.16, align: 'right' as const },
  ];
  const row = (cells: string[], font: string, options: { shade?: boolean; colors?: (string | undefined)[] } = {}) => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i].width - 8 }))) + 8;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (font === regular) header();
      doc.font(font).fontSize(9);
    }
    const y = doc.y;
    if (options.shade) doc.rect(left, y, width, height).fill('#f1f3f5');
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor(options.colors?.[i] ?? '#000').text(cell, x + 4, y + 4, { width: columns[i].width - 8, align: columns[i].align });
      x += columns[i].width;
    });
    doc.fillColor('#000');
    doc.moveTo(left, y + height).lineTo(left + width, y + height).strokeColor('#dee2e6').lineWidth(0.5).stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const header = () => row(columns.map((c) => c.label), bold, { shade: true });
  header();
  const deducting = info.type.itemImpact === 'DEDUCTING';
  let total = new Decimal(0);
  for (const line of lines) {
    total = total.plus(line.total);
    row(
      [`${line.itemName}\n${line.itemSku}`, line.itemDescription, formatQuantity(line.quantity, deducting), money(line.itemRate), money(line.total)],
      regular,
      { colors: [undefined, undefined, deducting ? '#c92a2a' : undefined] },
    );
  }
  if (lines.length === 0) row(['No items', '', '', '', ''], regular);
  doc.moveDown(0.5);
  const amountLine = (label: string, value: string) => {
    const y = doc.y;
    doc.font(bold).fontSize(10).text(label, left, y, { width: width - 130, align: 'right' });
    doc.font(bold).fontSize(10).text(value, left + width - 125, y, { width: 125, align: 'right' });
    doc.x = left;
    doc.moveDown(0.3);
  };
  amountLine('Total', money(total));
  doc.moveDown(1);

  doc.font(bold).fontSize(10).text('Memo', left, doc.y, { width });
  doc.font(regular).fontSize(9).text(info.memo || NO_MEMO, { width });
  doc.moveDown(1);

  const order = info.purchaseOrder;
  if (info.type.key === 'PURCHASE_ORDER' && order && new Decimal(order.balance).greaterThan(0)) {
    if (doc.y + 80 > bottom()) doc.addPage();
    doc.font(bold).fontSize(10).text('Payment History', left, doc.y, { width });
    doc.moveDown(0.3);
    if (payments.length === 0) doc.font(regular).fontSize(9).text('No payments yet', { width });
    for (const payment of payments) {
      const y = doc.y;
      doc.font(regular).fontSize(9).text(formatDateTime(payment.createdAt), left, y, { width: 120 });
      doc.text(payment.fundAccount.name, left + 120, y, { width: width - 245 });
      doc.text(money(payment.amount), left + width - 125, y, { width: 125, align: 'right' });
      doc.x = left;
      doc.moveDown(0.2);
    }
    doc.moveDown(0.5);
    amountLine('Purchase Order Total', money(order.total));
    amountLine('Paid', money(order.paidAmount));
    amountLine('Balance Due', money(order.balance));
  }
  doc.end();
  return done;
}
