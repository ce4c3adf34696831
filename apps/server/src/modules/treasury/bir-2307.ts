import { certificate2307Rows, formatTin, quarterMonths, type Certificate2307Row } from '@haligi/shared';
import Decimal from 'decimal.js';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { companies, paymentRequests, payrollSettings, suppliers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { LetterheadInput } from '../../lib/letterhead';
import { createPdfDocument, drawLetterhead, drawTableRow, type PdfDocumentOptions } from '../../lib/pdf-document';

export interface Certificate2307 {
  payor: { name: string; tin: string; address: string };
  payee: { name: string; tin: string; address: string };
  period: { from: string; to: string; year: number; quarter: number };
  rows: Certificate2307Row[];
  totals: { months: [string, string, string]; total: string; withheld: string };
}

const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * GET /treasury/bir-2307?supplierId=&year=&quarter=: BIR Form 2307 (certificate of creditable tax
 * withheld at source) of one supplier for one quarter, from the payments on which tax was
 * withheld, by the month (Philippine calendar) they were made.
 */
export async function certificate2307(tenant: Tenant, supplierId: number, year: number, quarter: 1 | 2 | 3 | 4): Promise<Certificate2307> {
  const [supplier] = await tenant.db.select({ name: suppliers.name, tin: suppliers.tin, address: suppliers.address }).from(suppliers).where(tenant.byId(suppliers, supplierId));
  if (!supplier) throw notFound('Supplier');
  const [company] = await tenant.db
    .select({ name: companies.name, address: companies.address, tin: companies.tin, payrollTin: payrollSettings.tin })
    .from(companies)
    .leftJoin(payrollSettings, eq(payrollSettings.companyId, companies.id))
    .where(eq(companies.id, tenant.companyId));
  const months = quarterMonths(year, quarter);
  // Every payment to the supplier, on an order or a bill, is a paid request for payment that kept its withholding.
  const month = sql<string>`to_char(${paymentRequests.paidAt} at time zone 'Asia/Manila', 'YYYY-MM')`;
  const payments = await tenant.db
    .select({ month, atc: paymentRequests.ewtAtc, taxBase: paymentRequests.taxBase, withheld: paymentRequests.withheldTax })
    .from(paymentRequests)
    .where(tenant.where(paymentRequests, eq(paymentRequests.supplierId, supplierId), eq(paymentRequests.status, 'PAID'), isNotNull(paymentRequests.ewtAtc), sql`${month} between ${months[0]} and ${months[2]}`));
  const rows = certificate2307Rows(
    payments.map((p) => ({ month: p.month, atc: p.atc!, taxBase: p.taxBase ?? '0', withheld: p.withheld })),
    months,
  );
  const sum = (pick: (r: Certificate2307Row) => string) => rows.reduce((s, r) => s.plus(pick(r)), new Decimal(0)).toFixed(2);
  return {
    // The company profile's TIN; the payroll settings' employer TIN while the profile has none.
    payor: { name: company.name, tin: formatTin(company.tin || company.payrollTin || ''), address: company.address },
    payee: supplier,
    period: { from: `${months[0]}-01`, to: lastDay(months[2]), year, quarter },
    rows,
    totals: { months: [sum((r) => r.months[0]), sum((r) => r.months[1]), sum((r) => r.months[2])], total: sum((r) => r.total), withheld: sum((r) => r.withheld) },
  };
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The certificate laid out as BIR Form 2307's parts I and II (A4), to sign and give the supplier. */
export function renderCertificate2307Pdf(c: Certificate2307, letterhead: LetterheadInput, options: Pick<PdfDocumentOptions, 'compress'> = {}): Promise<Buffer> {
  const pdf = createPdfDocument(`BIR Form 2307 ${c.payee.name} Q${c.period.quarter} ${c.period.year}`, { ...options, layout: 'landscape' });
  const { doc, done, regular, bold, money, left, width } = pdf;
  doc.y = drawLetterhead(pdf, letterhead, { width: width * 0.6, nameSize: 12 }) + 8;
  doc.font(bold).fontSize(13).text('BIR Form No. 2307', left, doc.y, { width, align: 'center' });
  doc.font(bold).fontSize(11).text('Certificate of Creditable Tax Withheld at Source', { width, align: 'center' });
  doc.font(regular).fontSize(9).text(`For the period ${c.period.from} to ${c.period.to} (quarter ${c.period.quarter} of ${c.period.year})`, { width, align: 'center' });
  doc.moveDown(1);
  const party = (title: string, p: { name: string; tin: string; address: string }) => {
    doc.font(bold).fontSize(10).text(title, left, doc.y, { width });
    doc.font(regular).fontSize(9).text(`Name: ${p.name}`, { width });
    doc.text(`TIN: ${p.tin || '-'}`, { width });
    doc.text(`Address: ${p.address || '-'}`, { width });
    doc.moveDown(0.6);
  };
  party('Part I – Payee Information', c.payee);
  party('Payor Information', c.payor);
  doc.font(bold).fontSize(10).text('Part II – Details of Monthly Income Payments and Taxes Withheld', left, doc.y, { width });
  doc.moveDown(0.3);
  const monthLabel = (i: number) => `${i + 1}${['st', 'nd', 'rd'][i]} Month (${MONTH_NAMES[(c.period.quarter - 1) * 3 + i]})`;
  const columns = [
    { label: 'Income Payments Subject to Expanded Withholding Tax', share: 0.3, align: 'left' as const },
    { label: 'ATC', share: 0.07, align: 'left' as const },
    { label: monthLabel(0), share: 0.13, align: 'right' as const },
    { label: monthLabel(1), share: 0.13, align: 'right' as const },
    { label: monthLabel(2), share: 0.13, align: 'right' as const },
    { label: 'Total', share: 0.12, align: 'right' as const },
    { label: 'Tax Withheld for the Quarter', share: 0.12, align: 'right' as const },
  ];
  const row = (cells: string[], font: string, shade = false) => drawTableRow(pdf, columns, cells, font, { shade, fontSize: 8.5, rule: '#adb5bd' });
  row(columns.map((col) => col.label), bold, true);
  for (const r of c.rows) row([r.description, r.atc, money(r.months[0]), money(r.months[1]), money(r.months[2]), money(r.total), money(r.withheld)], regular);
  if (c.rows.length === 0) row(['No payment with tax withheld in this quarter', '', '', '', '', '', ''], regular);
  row(['Total', '', money(c.totals.months[0]), money(c.totals.months[1]), money(c.totals.months[2]), money(c.totals.total), money(c.totals.withheld)], bold, true);
  doc.moveDown(2);
  const y = doc.y;
  for (const [i, label] of ['Payor / authorized representative (signature over printed name)', 'Payee / authorized representative (signature over printed name)'].entries()) {
    const x = left + i * (width / 2);
    doc.moveTo(x, y).lineTo(x + width / 2 - 30, y).strokeColor('#000').lineWidth(0.5).stroke();
    doc.font(regular).fontSize(8.5).text(label, x, y + 4, { width: width / 2 - 30 });
  }
  doc.end();
  return done;
}
