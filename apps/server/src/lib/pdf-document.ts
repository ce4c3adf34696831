import { existsSync, readFileSync } from 'node:fs';
import { CURRENCY_SYMBOL, formatCurrency, formatTin } from '@haligi/shared';
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import type { LetterheadInput } from './letterhead';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';

/** One family's font files; italic only for the documents that set text in it. */
export interface PdfFontFiles {
  regular: string;
  bold: string;
  italic?: string;
}

/** DejaVu Sans has the peso sign; without it the standard Helvetica writes "PHP". */
export const DEJAVU_SANS: PdfFontFiles = { regular: `${FONT_DIR}/DejaVuSans.ttf`, bold: `${FONT_DIR}/DejaVuSans-Bold.ttf` };

/** The condensed cut fits more columns on A4. */
export const DEJAVU_SANS_CONDENSED: Required<PdfFontFiles> = {
  regular: `${FONT_DIR}/DejaVuSansCondensed.ttf`,
  bold: `${FONT_DIR}/DejaVuSansCondensed-Bold.ttf`,
  italic: `${FONT_DIR}/DejaVuSansCondensed-Oblique.ttf`,
};

/** Font files are read once per path; a missing file is remembered as missing. */
const fontFiles = new Map<string, Buffer | null>();
function fontFile(path: string): Buffer | null {
  if (!fontFiles.has(path)) fontFiles.set(path, existsSync(path) ? readFileSync(path) : null);
  return fontFiles.get(path)!;
}

export interface PdfDocumentOptions {
  /** Deflate the page streams (default true); tests read the text of uncompressed ones. */
  compress?: boolean;
  layout?: 'portrait' | 'landscape';
  /** Points on every side (default 40), or side by side. */
  margin?: number | { top: number; left: number; right: number; bottom: number };
  /** Keeps every page open until the end, so a last pass can write on each (page numbers). */
  bufferPages?: boolean;
  author?: string;
  subject?: string;
  /** The font files (default DejaVu Sans); when any is missing the document uses Helvetica. */
  fonts?: PdfFontFiles;
}

/**
 * An A4 pdfkit document and what every PDF of the app draws with: `done` resolves to the bytes
 * after `doc.end()`; `regular`, `bold` and `italic` are font names for `doc.font` (`italic` is
 * Helvetica-Oblique unless `fonts.italic` is given); `money` writes a peso amount and `amount`
 * the same without the sign; `left` and `width` are the text area of the layout the document was
 * created with (every page of a document shares it); `bottom()` is the current page's lowest line.
 */
export function createPdfDocument(title: string, options: PdfDocumentOptions = {}) {
  const margin = options.margin ?? 40;
  const info: PDFKit.DocumentInfo = { Title: title };
  if (options.author !== undefined) info.Author = options.author;
  if (options.subject !== undefined) info.Subject = options.subject;
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    ...(typeof margin === 'number' ? { margin } : { margins: margin }),
    compress: options.compress ?? true,
    bufferPages: options.bufferPages ?? false,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fonts = options.fonts ?? DEJAVU_SANS;
  let regular = 'Helvetica';
  let bold = 'Helvetica-Bold';
  let italic = 'Helvetica-Oblique';
  let peso = (text: string) => text.replaceAll(CURRENCY_SYMBOL, 'PHP ');
  const regularFile = fontFile(fonts.regular);
  const boldFile = fontFile(fonts.bold);
  const italicFile = fonts.italic === undefined ? undefined : fontFile(fonts.italic);
  if (regularFile && boldFile && italicFile !== null) {
    doc.registerFont('Text', regularFile);
    doc.registerFont('Text-Bold', boldFile);
    regular = 'Text';
    bold = 'Text-Bold';
    if (italicFile) {
      doc.registerFont('Text-Italic', italicFile);
      italic = 'Text-Italic';
    }
    peso = (text) => text;
  }
  const money = (value: Decimal.Value) => peso(formatCurrency(new Decimal(value)));
  /** Amounts in tables: grouped, two places, no sign of the currency. */
  const amount = (value: Decimal.Value) => formatCurrency(new Decimal(value)).replace(CURRENCY_SYMBOL, '');
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  return { doc, done, regular, bold, italic, money, amount, left, width, bottom };
}

export type PdfDocument = ReturnType<typeof createPdfDocument>;

/** A table column: its heading, its share of the text width (the shares add up to 1), its alignment. */
export interface PdfColumn {
  label: string;
  share: number;
  align: 'left' | 'right';
}

/**
 * One table row at the current line across the text width: each cell wrapped in its column, the
 * row as tall as its tallest cell, on a new page when it would not fit, shaded when asked (a
 * heading or a total), ruled below.
 */
export function drawTableRow(pdf: PdfDocument, columns: readonly PdfColumn[], cells: readonly string[], font: string, options: { shade?: boolean; fontSize?: number; rule?: string } = {}) {
  const { doc, left, width, bottom } = pdf;
  doc.font(font).fontSize(options.fontSize ?? 9);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i].share * width - 8 }))) + 8;
  if (doc.y + height > bottom()) doc.addPage();
  const y = doc.y;
  if (options.shade) doc.rect(left, y, width, height).fill('#f1f3f5');
  let x = left;
  cells.forEach((cell, i) => {
    doc.fillColor('#000').text(cell, x + 4, y + 4, { width: columns[i].share * width - 8, align: columns[i].align });
    x += columns[i].share * width;
  });
  doc.moveTo(left, y + height).lineTo(left + width, y + height).strokeColor(options.rule ?? '#dee2e6').lineWidth(0.5).stroke();
  doc.x = left;
  doc.y = y + height;
}

/**
 * The company's letterhead at (`left`, `top`) within `width`: the logo (at most 44 pt square) and
 * beside it the name, the address and the TIN. Every PDF of the app starts with it (decision 0064).
 * Leaves `doc.x` at the left margin and answers the lowest line it wrote, where the page goes on.
 */
export function drawLetterhead(pdf: PdfDocument, company: LetterheadInput, options: { top?: number; width?: number; nameSize?: number; ink?: string; muted?: string } = {}): number {
  const { doc, regular, bold, left } = pdf;
  const top = options.top ?? doc.y;
  const width = options.width ?? pdf.width * 0.6;
  let x = left;
  let logoBottom = top;
  if (company.logo) {
    try {
      doc.image(company.logo, left, top, { fit: [44, 44] });
      x = left + 52;
      logoBottom = top + 44;
    } catch {
      // An image pdfkit cannot read is left out; the name still heads the page.
    }
  }
  const textWidth = width - (x - left);
  doc.font(bold).fontSize(options.nameSize ?? 15).fillColor(options.ink ?? '#000').text(company.name, x, top, { width: textWidth });
  doc.font(regular).fontSize(9).fillColor(options.muted ?? '#555');
  if (company.address) doc.text(company.address, x, doc.y, { width: textWidth });
  if (company.tin) doc.text(`TIN ${formatTin(company.tin)}`, x, doc.y, { width: textWidth });
  doc.fillColor('#000');
  const bottom = Math.max(doc.y, logoBottom);
  doc.x = left;
  return bottom;
}
