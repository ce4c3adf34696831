import { DELIVERY_TERMS_LIST, formatDateTime, NO_MEMO, PURCHASE_ORDER_STATUS_LIST } from '@haligi/shared';
import type { Letterhead } from '../../lib/letterhead';
import { createPdfDocument, drawLetterhead, type PdfDocumentOptions } from '../../lib/pdf-document';
import { formatQuantity } from '../inventory/receipt-pdf';
import type { OrderDetail } from './purchase-orders.service';

export interface OrderPdfContext {
  company: Letterhead;
  supplier: { name: string; address: string; contactPerson: string; contactNumber: string; tin: string } | null;
}

/**
 * The purchase order as a PDF (A4) to send the supplier: the company's name and address, the
 * order code, status, date, delivery date and terms, the supplier's details, the warehouse to
 * deliver to, the lines (item, description, quantity, unit price, VAT-inclusive or not, amount),
 * the VAT and the total, and the memo.
 */
export function renderPurchaseOrderPdf(order: OrderDetail, context: OrderPdfContext, options: Pick<PdfDocumentOptions, 'compress'> = {}): Promise<Buffer> {
  const pdf = createPdfDocument(`${order.code} Purchase Order`, options);
  const { doc, done, regular, bold, money, left, width, bottom } = pdf;

  const top = doc.y;
  const afterCompany = drawLetterhead(pdf, context.company, { top, width: width * 0.6 });
  doc.fillColor('#000').font(bold).fontSize(14).text('Purchase Order', left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc.font(regular).fontSize(11).text(order.code, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(afterCompany, doc.y) + 14;

  const terms = DELIVERY_TERMS_LIST.find((t) => t.key === order.deliveryTerms)?.label ?? '-';
  const status = PURCHASE_ORDER_STATUS_LIST.find((s) => s.key === order.status)?.label ?? order.status;
  const supplier = context.supplier;
  const details: [string, string][] = [
    ['Code', order.code],
    ['Status', status],
    ['Date', formatDateTime(order.createdAt)],
    ['Delivery Date', order.deliveryDate ? formatDateTime(order.deliveryDate) : '-'],
    ['Delivery Terms', terms],
    ['Deliver To', order.warehouse?.name ?? '-'],
    ['Supplier', supplier?.name ?? '-'],
  ];
  if (supplier?.address) details.push(['Supplier Address', supplier.address]);
  if (supplier?.contactPerson || supplier?.contactNumber) details.push(['Contact', [supplier.contactPerson, supplier.contactNumber].filter(Boolean).join(', ')]);
  if (supplier?.tin) details.push(['Supplier TIN', supplier.tin]);
  if (order.createdBy) details.push(['Prepared By', order.createdBy.name]);
  for (const [label, value] of details) {
    const y = doc.y;
    doc.font(bold).fontSize(9).text(label, left, y, { width: 100 });
    doc.font(regular).fontSize(9).text(value, left + 100, y, { width: width - 100 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);

  const columns = [
    { label: 'Item', width: width * 0.26, align: 'left' as const },
    { label: 'Description', width: width * 0.2, align: 'left' as const },
    { label: 'Request', width: width * 0.12, align: 'left' as const },
    { label: 'Quantity', width: width * 0.1, align: 'right' as const },
    { label: 'Unit Price', width: width * 0.16, align: 'right' as const },
    { label: 'Amount', width: width * 0.16, align: 'right' as const },
  ];
  const row = (cells: string[], font: string, shade = false) => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i].width - 8 }))) + 8;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (font === regular) header();
      doc.font(font).fontSize(9);
    }
    const y = doc.y;
    if (shade) doc.rect(left, y, width, height).fill('#f1f3f5');
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor('#000').text(cell, x + 4, y + 4, { width: columns[i].width - 8, align: columns[i].align });
      x += columns[i].width;
    });
    doc.moveTo(left, y + height).lineTo(left + width, y + height).strokeColor('#dee2e6').lineWidth(0.5).stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const header = () => row(columns.map((c) => c.label), bold, true);
  header();
  for (const line of order.lines) {
    row([line.itemName, line.description, line.requestCode ?? '-', formatQuantity(line.quantity), `${money(line.unitPrice)}\n${line.vatInclusive ? 'VAT inclusive' : 'VAT exclusive'}`, money(line.amount)], regular);
  }
  doc.moveDown(0.5);
  const amountLine = (label: string, value: string) => {
    const y = doc.y;
    doc.font(bold).fontSize(10).text(label, left, y, { width: width - 130, align: 'right' });
    doc.font(bold).fontSize(10).text(value, left + width - 125, y, { width: 125, align: 'right' });
    doc.x = left;
    doc.moveDown(0.3);
  };
  amountLine('VAT (12%)', money(order.vatAmount));
  amountLine('Total', money(order.total));
  doc.moveDown(1);
  doc.font(bold).fontSize(10).text('Memo', left, doc.y, { width });
  doc.font(regular).fontSize(9).text(order.memo || NO_MEMO, { width });
  doc.end();
  return done;
}
