import { existsSync, readFileSync } from 'node:fs';
import { CURRENCY_SYMBOL, formatCurrency, formatDateTime, NO_MEMO } from '@haligi/shared';
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import type { ReceiptAnswer } from './receipts.service';

/** DejaVu Sans has the peso sign; without it the standard Helvetica writes "PHP". */
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const DEJAVU = { regular: `${FONT_DIR}/DejaVuSans.ttf`, bold: `${FONT_DIR}/DejaVuSans-Bold.ttf` };

export interface ReceiptPayment {
  fundAccount: { name: string };
  createdAt: Date | string;
  amount: string;
}

export interface ReceiptPdfOptions {
  /** Deflate the page streams (default true); tests read the text of uncompressed ones. */
  compress?: boolean;
  /** Overrides the font files (tests of the fallback). */
  fonts?: { regular: string; bold: string };
}

/** Font files are read once per path; a missing file is remembered as missing. */
const fontFiles = new Map<string, Buffer | null>();
function fontFile(path: string): Buffer | null {
  if (!fontFiles.has(path)) fontFiles.set(path, existsSync(path) ? readFileSync(path) : null);
  return fontFiles.get(path)!;
}

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
export function renderReceiptPdf(receipt: ReceiptAnswer, payments: ReceiptPayment[], options: ReceiptPdfOptions = {}): Promise<Buffer> {
  const { itemReceiptInfo: info, itemReceiptItemList: lines } = receipt;
  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: options.compress ?? true, info: { Title: `${info.code} ${receipt.itemReceiptType.label}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fonts = options.fonts ?? DEJAVU;
  let regular = 'Helvetica';
  let bold = 'Helvetica-Bold';
  let peso = (text: string) => text.replaceAll(CURRENCY_SYMBOL, 'PHP ');
  const regularFile = fontFile(fonts.regular);
  const boldFile = fontFile(fonts.bold);
  if (regularFile && boldFile) {
    doc.registerFont('Receipt', regularFile);
    doc.registerFont('Receipt-Bold', boldFile);
    regular = 'Receipt';
    bold = 'Receipt-Bold';
    peso = (text) => text;
  }
  const money = (value: Decimal.Value) => peso(formatCurrency(new Decimal(value)));

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  // Header: the company on the left, the document on the right.
  const top = doc.y;
  doc.font(bold).fontSize(15).text(receipt.company.name, left, top, { width: width * 0.6 });
  if (receipt.company.address) doc.font(regular).fontSize(9).fillColor('#555').text(receipt.company.address, { width: width * 0.6 });
  const afterCompany = doc.y;
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
